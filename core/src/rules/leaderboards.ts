import {
  LEADERBOARD_MIN_GAMES,
  LEADERBOARD_MIN_GAMES_TOGGLE_OFF,
  type LeaderboardTab,
} from "../constants/leaderboards.js";
import type { PlayerType } from "../constants/player-types.js";
import { TIER_NAMES, type TierName } from "../constants/tiers.js";
import { WEAPON_LEADERBOARD } from "../constants/weapons.js";
import type { ExtendedStats, SeasonStats } from "../stats/shapes.js";
import type { TrackedObjectKey } from "../stats/stat-keys.js";
import { ratio, roundTo } from "./numbers.js";
import { sharedRanks } from "./rank.js";

/**
 * Leaderboards (docs/rules.md#leaderboards): who leads each category among the players that pass
 * the filters. Pure, so the server builds the rows once and the web app filters and ranks them
 * as the user changes the filters.
 */

/** The franchise filter's entries for players with no franchise. */
export const NO_FRANCHISE_GROUPS = ["FA", "PFA", "Other"] as const;
export type NoFranchiseGroup = (typeof NO_FRANCHISE_GROUPS)[number];

/** The SeasonStats fields the General boards read. */
export const LEADERBOARD_STAT_KEYS = [
  "gameCount",
  "rounds",
  "kills",
  "deaths",
  "adr",
  "kast",
  "hs",
  "ctRating",
  "TRating",
  "awpR",
  "clutchR",
  "odaR",
  "ef",
  "fAssists",
  "util",
  "utilDmg",
  "twoK",
  "threeK",
  "fourK",
  "fiveK",
  "cl_2",
  "cl_3",
  "cl_4",
] as const satisfies readonly (keyof SeasonStats)[];
export type LeaderboardStatKey = (typeof LEADERBOARD_STAT_KEYS)[number];

/** The trackedObj counters of the Extended boards. */
export const LEADERBOARD_TRACKED_KEYS = [
  "ninjaDefuses",
  "noScopesKills",
  "wallBangKills",
  "smokeKills",
  "airborneKills",
  "bombsPlanted",
  "bombsDefused",
  "diedToBomb",
  "mvpCount",
  "teamKills",
  "selfKills",
] as const satisfies readonly TrackedObjectKey[];
export type LeaderboardTrackedKey = (typeof LEADERBOARD_TRACKED_KEYS)[number];

export const CHICKEN_KEYS = ["killed", "stabbed", "roasted", "exploded", "shot"] as const;
export type ChickenKey = (typeof CHICKEN_KEYS)[number];

export type WeaponLeaderboardName = (typeof WEAPON_LEADERBOARD)[number];

export type LeaderboardExtended = {
  chickens: Record<ChickenKey, number>;
  tracked: Record<LeaderboardTrackedKey, number>;
  /** Kills with the weapons of the Weapons boards; weapons without a kill are left out. */
  weaponKills: Partial<Record<WeaponLeaderboardName, number>>;
};

/** One player as every leaderboard sees him. */
export type LeaderboardPlayer = {
  name: string;
  /** His own tier this season: the tier filter and the primary stats. */
  tier: TierName;
  /** The franchise filter's key: his franchise's prefix, or FA / PFA / Other without one. */
  franchise: string;
  /** Maps played in his own tier (primary stats): what "Min 3 Games" counts. */
  games: number;
  /** Maps played in every tier this season: what "Per Match" divides by. */
  totalGames: number;
  stats: Record<LeaderboardStatKey, number>;
  /** Extended stats, across tiers; null for a player without any. */
  extended: LeaderboardExtended | null;
};

/** A roster record as the leaderboards need it (a subset of LeaguePlayer). */
export type LeaderboardRosterEntry = {
  name: string;
  tier: { name: string };
  team?: { franchise: { prefix: string } } | null;
  type?: PlayerType | null;
};

const FREE_AGENT_TYPES: readonly PlayerType[] = ["FREE_AGENT", "TEMPSIGNED"];
const PERMANENT_FREE_AGENT_TYPES: readonly PlayerType[] = ["PERMANENT_FREE_AGENT", "PERMFA_TEMP_SIGNED"];

/** A franchise's prefix; without one FA (free agents), PFA (permanent free agents) or Other. */
export function franchiseKey(player: LeaderboardRosterEntry): string {
  const prefix = player.team?.franchise.prefix;
  if (prefix) return prefix;
  if (player.type && FREE_AGENT_TYPES.includes(player.type)) return "FA";
  if (player.type && PERMANENT_FREE_AGENT_TYPES.includes(player.type)) return "PFA";
  return "Other";
}

/** Values are served to 4 decimals: more than any board shows, and the answer compresses far better. */
const served = (value: number) => roundTo(value, 4);

const pick = <K extends string>(keys: readonly K[], from: Readonly<Record<K, number>>): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, served(from[key])])) as Record<K, number>;

function leaderboardExtended(stats: ExtendedStats): LeaderboardExtended {
  const weaponKills: Partial<Record<WeaponLeaderboardName, number>> = {};
  for (const weapon of WEAPON_LEADERBOARD) {
    const kills = stats.weaponKills[weapon] ?? 0;
    if (kills > 0) weaponKills[weapon] = kills;
  }
  return {
    chickens: pick(CHICKEN_KEYS, stats.chickens),
    tracked: pick(LEADERBOARD_TRACKED_KEYS, stats.trackedObj),
    weaponKills,
  };
}

/**
 * The leaderboard rows of a season and match type: every rostered player of a tier with stats in
 * his own tier (players without primary stats never appear), joined by exact name.
 */
export function leaderboardPlayers(
  roster: readonly LeaderboardRosterEntry[],
  statsByTier: Readonly<Record<TierName, readonly SeasonStats[]>>,
  extended: readonly ExtendedStats[],
): LeaderboardPlayer[] {
  const linesByName = new Map<string, { tier: TierName; stats: SeasonStats }[]>();
  for (const tier of TIER_NAMES) {
    for (const stats of statsByTier[tier]) {
      const lines = linesByName.get(stats.name) ?? [];
      lines.push({ tier, stats });
      linesByName.set(stats.name, lines);
    }
  }
  const extendedByName = new Map(extended.map((e) => [e.name, e]));
  const rows: LeaderboardPlayer[] = [];
  for (const player of roster) {
    const lines = linesByName.get(player.name) ?? [];
    const primary = lines.find((line) => line.tier === player.tier.name);
    if (!primary) continue;
    const ext = extendedByName.get(player.name);
    rows.push({
      name: player.name,
      tier: primary.tier,
      franchise: franchiseKey(player),
      games: primary.stats.gameCount,
      totalGames: lines.reduce((sum, line) => sum + line.stats.gameCount, 0),
      stats: pick(LEADERBOARD_STAT_KEYS, primary.stats),
      extended: ext ? leaderboardExtended(ext) : null,
    });
  }
  return rows;
}

// --- Categories -------------------------------------------------------------------------------

export type LeaderboardCategory = {
  id: string;
  /** The board's title. */
  title: string;
  /** What a board's number is, for its tooltip. */
  describes: string;
  /** The player's number on this board; null keeps him off it. */
  value: (player: LeaderboardPlayer) => number | null;
  /** Most first, or (Least Utility Thrown) fewest first. */
  order: "desc" | "asc";
  decimals: number;
  /** Shown with a % sign. */
  percent?: boolean;
  /** "Per Match" divides the value by the player's games in every tier (Extended, Weapons). */
  perMatch: boolean;
  /** Counters of rare events (Extended, Weapons) leave players at 0 off the board. */
  hidesZeros: boolean;
};

type StatCategory = Omit<LeaderboardCategory, "value" | "perMatch" | "hidesZeros" | "order"> & {
  value: (stats: Record<LeaderboardStatKey, number>) => number;
  order?: "asc";
};

const general = (c: StatCategory): LeaderboardCategory => ({
  ...c,
  order: c.order ?? "desc",
  perMatch: false,
  hidesZeros: false,
  value: (player) => c.value(player.stats),
});

/** Clutch points (STATS.md clutchR): 1v1 1, 1v2 2, 1v3 3, 1v4 5, 1v5 8. */
const clutchPoints = (s: Record<LeaderboardStatKey, number>) => s.clutchR * s.rounds;

/** The General boards, in page order, on the player's own-tier stats. */
export const GENERAL_CATEGORIES: readonly LeaderboardCategory[] = [
  general({
    id: "games",
    title: "Games Played",
    describes: "Maps played",
    decimals: 0,
    value: (s) => s.gameCount,
  }),
  general({ id: "kills", title: "Most Kills", describes: "Kills", decimals: 0, value: (s) => s.kills }),
  general({
    id: "kd",
    title: "Highest K/D",
    describes: "Kills per death",
    decimals: 2,
    // No deaths at all counts as one, so a deathless player still ranks by his kills.
    value: (s) => s.kills / Math.max(s.deaths, 1),
  }),
  general({
    id: "aces",
    title: "Most Aces",
    describes: "Rounds with five kills",
    decimals: 0,
    value: (s) => s.fiveK,
  }),
  general({
    id: "adr",
    title: "Damage per Round",
    describes: "Average damage per round",
    decimals: 1,
    value: (s) => s.adr,
  }),
  general({
    id: "twoK",
    title: "Most 2K's",
    describes: "Rounds with exactly two kills",
    decimals: 0,
    value: (s) => s.twoK,
  }),
  general({
    id: "threeK",
    title: "Most 3K's",
    describes: "Rounds with exactly three kills",
    decimals: 0,
    value: (s) => s.threeK,
  }),
  general({
    id: "fourK",
    title: "Most 4K's",
    describes: "Rounds with exactly four kills",
    decimals: 0,
    value: (s) => s.fourK,
  }),
  general({
    id: "flashAssists",
    title: "Flash Assists per Match",
    describes: "Flash assists per map",
    decimals: 2,
    value: (s) => s.fAssists,
  }),
  general({
    id: "awp",
    title: "AWP Kills per Round",
    describes: "AWP kills per round",
    decimals: 3,
    value: (s) => s.awpR,
  }),
  general({
    id: "utilDmg",
    title: "Utility Damage per Match",
    describes: "HE and fire damage per map",
    decimals: 1,
    value: (s) => s.utilDmg,
  }),
  general({
    id: "ct",
    title: "CT-Side Rating",
    describes: "Rating on CT-side rounds",
    decimals: 2,
    value: (s) => s.ctRating,
  }),
  general({
    id: "t",
    title: "T-Side Rating",
    describes: "Rating on T-side rounds",
    decimals: 2,
    value: (s) => s.TRating,
  }),
  general({
    id: "kast",
    title: "KAST",
    describes: "Rounds with a kill, assist, survival or traded death",
    decimals: 1,
    percent: true,
    value: (s) => s.kast * 100,
  }),
  general({
    id: "util",
    title: "Utility Thrown per Match",
    describes: "Grenades thrown per map",
    decimals: 2,
    value: (s) => s.util,
  }),
  general({
    id: "leastUtil",
    title: "Least Utility Thrown",
    describes: "Grenades thrown per map",
    decimals: 2,
    order: "asc",
    value: (s) => s.util,
  }),
  general({
    id: "hs",
    title: "Headshot %",
    describes: "Kills that were headshots",
    decimals: 1,
    percent: true,
    value: (s) => s.hs,
  }),
  general({
    id: "clutch",
    title: "Clutch Points Average per Match",
    describes: "Clutch points per map (1v1 1, 1v2 2, 1v3 3, 1v4 5, 1v5 8)",
    decimals: 2,
    value: (s) => ratio(clutchPoints(s), s.gameCount),
  }),
  general({
    id: "cl2",
    title: "1v2 Clutches",
    describes: "1v2 clutches won",
    decimals: 0,
    value: (s) => s.cl_2,
  }),
  general({
    id: "cl3",
    title: "1v3 Clutches",
    describes: "1v3 clutches won",
    decimals: 0,
    value: (s) => s.cl_3,
  }),
  general({
    id: "cl4",
    title: "1v4 Clutches",
    describes: "1v4 clutches won",
    decimals: 0,
    value: (s) => s.cl_4,
  }),
  general({
    id: "openDuels",
    title: "Open Duels Per Round",
    describes: "Opening duels taken per round",
    decimals: 3,
    value: (s) => s.odaR,
  }),
  general({
    id: "ef",
    title: "Enemies Flashed per Match",
    describes: "Enemies blinded per map",
    decimals: 2,
    value: (s) => s.ef,
  }),
];

const extendedBoard = (
  id: LeaderboardTrackedKey | "chickens",
  title: string,
  describes: string,
): LeaderboardCategory => ({
  id,
  title,
  describes,
  order: "desc",
  decimals: 0,
  perMatch: true,
  hidesZeros: true,
  value: (player) => {
    const ext = player.extended;
    if (!ext) return null;
    return id === "chickens" ? ext.chickens.killed : ext.tracked[id];
  },
});

/** The Extended boards (players with extended stats), counted over every tier of the season. */
export const EXTENDED_CATEGORIES: readonly LeaderboardCategory[] = [
  extendedBoard("chickens", "Chickens Killed", "Chickens killed"),
  extendedBoard("ninjaDefuses", "Ninja Defuses", "Defuses with an enemy still alive"),
  extendedBoard("noScopesKills", "No Scopes", "Kills with a sniper rifle without scoping"),
  extendedBoard("wallBangKills", "Wall Bangs", "Kills through a wall or object"),
  extendedBoard("smokeKills", "Smoke Kills", "Kills through smoke"),
  extendedBoard("airborneKills", "Airborne Kills", "Kills while in the air"),
  extendedBoard("bombsPlanted", "Bombs Planted", "Bombs planted"),
  extendedBoard("bombsDefused", "Bombs Defused", "Bombs defused"),
  extendedBoard("diedToBomb", "Died To Bomb", "Deaths to the exploding bomb"),
  extendedBoard("mvpCount", "MVPs", "Round MVPs"),
  extendedBoard("teamKills", "Team Kills", "Teammates killed"),
  extendedBoard("selfKills", "Self Kills", "Deaths by his own hand"),
];

/** One board per weapon of the fixed list; a player without a kill with it is not on the board. */
export const WEAPON_KILL_CATEGORIES: readonly LeaderboardCategory[] = WEAPON_LEADERBOARD.map((weapon) => ({
  id: weapon,
  title: weapon,
  describes: `Kills with the ${weapon}`,
  order: "desc",
  decimals: 0,
  perMatch: true,
  hidesZeros: true,
  value: (player) => player.extended?.weaponKills[weapon] ?? null,
}));

export type StatsLeaderboardTab = Extract<LeaderboardTab, "general" | "extended" | "weapons">;

export const CATEGORIES_BY_TAB: Record<StatsLeaderboardTab, readonly LeaderboardCategory[]> = {
  general: GENERAL_CATEGORIES,
  extended: EXTENDED_CATEGORIES,
  weapons: WEAPON_KILL_CATEGORIES,
};

// --- Filters and ranking ----------------------------------------------------------------------

export type LeaderboardFilters = {
  /** Franchise keys (prefixes, FA, PFA, Other); empty = every player. */
  franchises: readonly string[];
  /** One tier, or null for All. */
  tier: TierName | null;
  /** "Min 3 Games": on keeps players with at least 3 own-tier maps, off at least 1. */
  minThreeGames: boolean;
};

export const minGamesOf = (filters: Pick<LeaderboardFilters, "minThreeGames">) =>
  filters.minThreeGames ? LEADERBOARD_MIN_GAMES : LEADERBOARD_MIN_GAMES_TOGGLE_OFF;

/** The players a tab can rank at all: Extended and Weapons need extended stats. */
export const tabPlayers = (players: readonly LeaderboardPlayer[], tab: StatsLeaderboardTab) =>
  tab === "general" ? players : players.filter((p) => p.extended !== null);

function passesAllButTier(player: LeaderboardPlayer, filters: LeaderboardFilters): boolean {
  if (player.games < minGamesOf(filters)) return false;
  return filters.franchises.length === 0 || filters.franchises.includes(player.franchise);
}

export function filterLeaderboardPlayers(
  players: readonly LeaderboardPlayer[],
  filters: LeaderboardFilters,
): LeaderboardPlayer[] {
  return players.filter(
    (p) => passesAllButTier(p, filters) && (filters.tier === null || p.tier === filters.tier),
  );
}

/**
 * How many players each tier option would show with the other filters as they are: the tier
 * filter's counts (a tier with none is disabled), and `all` for the All option.
 */
export function tierCounts(
  players: readonly LeaderboardPlayer[],
  filters: Omit<LeaderboardFilters, "tier">,
): { all: number; byTier: Record<TierName, number> } {
  const byTier = Object.fromEntries(TIER_NAMES.map((t) => [t, 0])) as Record<TierName, number>;
  let all = 0;
  for (const player of players) {
    if (!passesAllButTier(player, { ...filters, tier: null })) continue;
    byTier[player.tier] += 1;
    all += 1;
  }
  return { all, byTier };
}

/** `rank` is shared by equal values (1, 2, 2, 4; docs/rules.md#shared-ranks). */
export type LeaderboardEntry = { player: LeaderboardPlayer; value: number; rank: number };

/** The category's value for a player, divided by his games in every tier when per match applies. */
export function categoryValue(
  category: LeaderboardCategory,
  player: LeaderboardPlayer,
  perMatch: boolean,
): number | null {
  const value = category.value(player);
  if (value === null) return null;
  return perMatch && category.perMatch ? ratio(value, player.totalGames) : value;
}

/**
 * The first `limit` players of a board (already filtered), best first; equal values in name
 * order. Per match, values are compared as shown (2 decimals), so equal-looking rows tie by name.
 */
export function topOfCategory(
  players: readonly LeaderboardPlayer[],
  category: LeaderboardCategory,
  options: { limit: number; perMatch: boolean },
): LeaderboardEntry[] {
  const perMatch = options.perMatch && category.perMatch;
  const entries: Omit<LeaderboardEntry, "rank">[] = [];
  for (const player of players) {
    const raw = categoryValue(category, player, perMatch);
    if (raw === null || (category.hidesZeros && raw === 0)) continue;
    entries.push({ player, value: perMatch ? roundTo(raw, PER_MATCH_DECIMALS) : raw });
  }
  // Ranked on the value as the board shows it: two ratings both shown as 1.23 are a tie, and
  // share a rank in name order, rather than 1st and 2nd by a digit nobody sees.
  const decimals = shownDecimals(category, perMatch);
  const shown = (entry: { value: number }) => Number(entry.value.toFixed(decimals));
  const sign = category.order === "asc" ? 1 : -1;
  entries.sort((a, b) => sign * (shown(a) - shown(b)) || a.player.name.localeCompare(b.player.name));
  const ranks = sharedRanks(entries, (a, b) => shown(a) === shown(b));
  return entries.slice(0, options.limit).map((entry, i) => ({ ...entry, rank: ranks[i] ?? i + 1 }));
}

/** Per-match values of the Extended and Weapons boards show 2 decimals. */
export const PER_MATCH_DECIMALS = 2;

/** Decimals a board shows with the current toggle. */
export const shownDecimals = (category: LeaderboardCategory, perMatch: boolean) =>
  perMatch && category.perMatch ? PER_MATCH_DECIMALS : category.decimals;

/** The Extended tab's header: chickens over the players the filters keep. */
export function chickenTotals(players: readonly LeaderboardPlayer[]): Record<ChickenKey, number> {
  const totals = Object.fromEntries(CHICKEN_KEYS.map((k) => [k, 0])) as Record<ChickenKey, number>;
  for (const player of players) {
    if (!player.extended) continue;
    for (const key of CHICKEN_KEYS) totals[key] += player.extended.chickens[key];
  }
  return totals;
}
