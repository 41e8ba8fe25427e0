import { describe, expect, it } from "vitest";
import { TIER_NAMES, type TierName } from "../../src/constants/tiers.js";
import {
  CATEGORIES_BY_TAB,
  chickenTotals,
  EXTENDED_CATEGORIES,
  filterLeaderboardPlayers,
  franchiseKey,
  GENERAL_CATEGORIES,
  LEADERBOARD_STAT_KEYS,
  type LeaderboardCategory,
  type LeaderboardFilters,
  type LeaderboardPlayer,
  type LeaderboardRosterEntry,
  leaderboardPlayers,
  tabPlayers,
  tierCounts,
  topOfCategory,
  WEAPON_KILL_CATEGORIES,
} from "../../src/rules/leaderboards.js";
import type { ExtendedStats, SeasonStats } from "../../src/stats/shapes.js";
import { statLine } from "./fixtures.js";

const category = (categories: readonly LeaderboardCategory[], id: string) => {
  const found = categories.find((c) => c.id === id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
};

/** A leaderboard row with every stat 0 except `stats`. */
function row(
  name: string,
  options: Partial<Omit<LeaderboardPlayer, "stats">> & { stats?: Partial<LeaderboardPlayer["stats"]> } = {},
): LeaderboardPlayer {
  const { stats = {}, ...rest } = options;
  const line = statLine(name, { gameCount: options.games ?? 5, ...stats });
  return {
    name,
    tier: "Elite",
    franchise: "FRG",
    games: line.gameCount,
    totalGames: line.gameCount,
    stats: Object.fromEntries(LEADERBOARD_STAT_KEYS.map((k) => [k, line[k]])) as LeaderboardPlayer["stats"],
    extended: null,
    ...rest,
  };
}

function statsOf(byTier: Partial<Record<TierName, SeasonStats[]>>): Record<TierName, SeasonStats[]> {
  return Object.fromEntries(TIER_NAMES.map((t) => [t, byTier[t] ?? []])) as Record<TierName, SeasonStats[]>;
}

const extended = (killed: number, tracked: Partial<Record<string, number>> = {}, weaponKills = {}) => ({
  chickens: { killed, stabbed: 0, roasted: 0, exploded: 0, shot: 0 },
  tracked: {
    ninjaDefuses: 0,
    noScopesKills: 0,
    wallBangKills: 0,
    smokeKills: 0,
    airborneKills: 0,
    bombsPlanted: 0,
    bombsDefused: 0,
    diedToBomb: 0,
    mvpCount: 0,
    teamKills: 0,
    selfKills: 0,
    ...tracked,
  },
  weaponKills,
});

describe("leaderboard rows", () => {
  const roster: LeaderboardRosterEntry[] = [
    { name: "Ace", tier: { name: "Elite" }, team: { franchise: { prefix: "FRG" } }, type: "SIGNED" },
    { name: "Free", tier: { name: "Elite" }, team: null, type: "FREE_AGENT" },
    { name: "Perm", tier: { name: "Elite" }, team: null, type: "PERMFA_TEMP_SIGNED" },
    { name: "Draft", tier: { name: "Elite" }, team: null, type: "DRAFT_ELIGIBLE" },
    // Subbed into Elite only: no stats in his own tier, so on no board.
    { name: "Sub", tier: { name: "Prospect" }, team: null, type: "FREE_AGENT" },
  ];
  const stats = statsOf({
    Elite: ["Ace", "Free", "Perm", "Draft", "Sub"].map((name) =>
      statLine(name, { gameCount: 4, adr: 90.86474, kills: 50 }),
    ),
    Premier: [statLine("Ace", { gameCount: 2 })],
  });
  const aceExtended = {
    name: "Ace",
    chickens: { killed: 3, roasted: 1, exploded: 0, shot: 2, stabbed: 0 },
    trackedObj: { ninjaDefuses: 1, mvpCount: 7 },
    weaponKills: { "AK-47": 21, "Smoke Grenade": 2, M4A4: 0 },
  } as unknown as ExtendedStats;
  const rows = leaderboardPlayers(roster, stats, [aceExtended]);

  it("keeps the rostered players with stats in their own tier, joined by name", () => {
    expect(rows.map((r) => r.name)).toEqual(["Ace", "Free", "Perm", "Draft"]);
  });

  it("counts own-tier games for the minimum and every tier's games for per match", () => {
    const ace = rows[0];
    expect(ace).toMatchObject({ tier: "Elite", games: 4, totalGames: 6 });
    // Served to 4 decimals.
    expect(ace?.stats.adr).toBe(90.8647);
    expect(ace?.stats.kills).toBe(50);
  });

  it("files players with no franchise under FA, PFA or Other", () => {
    expect(rows.map((r) => r.franchise)).toEqual(["FRG", "FA", "PFA", "Other"]);
    expect(franchiseKey({ name: "x", tier: { name: "Elite" }, type: "TEMPSIGNED" })).toBe("FA");
    expect(franchiseKey({ name: "x", tier: { name: "Elite" }, type: "PERMANENT_FREE_AGENT" })).toBe("PFA");
    expect(franchiseKey({ name: "x", tier: { name: "Elite" } })).toBe("Other");
  });

  it("keeps the extended counters the boards rank, and only listed weapons with kills", () => {
    expect(rows[0]?.extended?.chickens).toEqual({ killed: 3, stabbed: 0, roasted: 1, exploded: 0, shot: 2 });
    expect(rows[0]?.extended?.tracked.ninjaDefuses).toBe(1);
    expect(rows[0]?.extended?.weaponKills).toEqual({ "AK-47": 21 });
    expect(rows[1]?.extended).toBeNull();
  });
});

describe("leaderboard filters", () => {
  const players = [
    row("Ace", { tier: "Elite", franchise: "FRG", games: 5 }),
    row("Bolt", { tier: "Elite", franchise: "FA", games: 2 }),
    row("Cole", { tier: "Premier", franchise: "SAV", games: 3 }),
    row("Dart", { tier: "Recruit", franchise: "PFA", games: 1 }),
    row("Echo", { tier: "Recruit", franchise: "Other", games: 4 }),
  ];
  const filters = (f: Partial<LeaderboardFilters>): LeaderboardFilters => ({
    franchises: [],
    tier: null,
    minThreeGames: true,
    ...f,
  });
  const names = (f: Partial<LeaderboardFilters>) =>
    filterLeaderboardPlayers(players, filters(f)).map((p) => p.name);

  it("needs 3 own-tier games with Min 3 Games on, and 1 with it off", () => {
    expect(names({})).toEqual(["Ace", "Cole", "Echo"]);
    expect(names({ minThreeGames: false })).toEqual(["Ace", "Bolt", "Cole", "Dart", "Echo"]);
  });

  it("keeps the chosen franchises, FA, PFA and Other included", () => {
    expect(names({ franchises: ["FRG", "FA"], minThreeGames: false })).toEqual(["Ace", "Bolt"]);
    expect(names({ franchises: ["PFA", "Other"], minThreeGames: false })).toEqual(["Dart", "Echo"]);
    expect(names({ franchises: ["PFA", "Other"] })).toEqual(["Echo"]);
  });

  it("keeps one tier", () => {
    expect(names({ tier: "Recruit", minThreeGames: false })).toEqual(["Dart", "Echo"]);
    expect(names({ tier: "Prospect" })).toEqual([]);
  });

  it("counts each tier's players under the other filters, so empty tiers can be disabled", () => {
    const zero = { Recruit: 0, Prospect: 0, Contender: 0, Challenger: 0, Elite: 0, Premier: 0 };
    expect(tierCounts(players, { franchises: [], minThreeGames: true })).toEqual({
      all: 3,
      byTier: { ...zero, Recruit: 1, Elite: 1, Premier: 1 },
    });
    expect(tierCounts(players, { franchises: [], minThreeGames: false })).toEqual({
      all: 5,
      byTier: { ...zero, Recruit: 2, Elite: 2, Premier: 1 },
    });
    expect(tierCounts(players, { franchises: ["FA", "SAV"], minThreeGames: false })).toEqual({
      all: 2,
      byTier: { ...zero, Elite: 1, Premier: 1 },
    });
  });

  it("lets Extended and Weapons rank only players with extended stats", () => {
    const withExtended = [...players, row("Fizz", { extended: extended(1) })];
    expect(tabPlayers(withExtended, "general")).toHaveLength(6);
    expect(tabPlayers(withExtended, "extended").map((p) => p.name)).toEqual(["Fizz"]);
    expect(tabPlayers(withExtended, "weapons").map((p) => p.name)).toEqual(["Fizz"]);
  });
});

describe("leaderboard categories", () => {
  const top = (
    players: LeaderboardPlayer[],
    c: LeaderboardCategory,
    options: { limit?: number; perMatch?: boolean } = {},
  ) =>
    topOfCategory(players, c, { limit: options.limit ?? 5, perMatch: options.perMatch ?? false }).map((e) => [
      e.player.name,
      e.value,
    ]);

  it("ranks K/D as kills over deaths, a deathless player by his kills", () => {
    // Ace 30/20 = 1.5, Bolt 12/0 → 12/1 = 12, Cole 25/25 = 1.
    const players = [
      row("Ace", { stats: { kills: 30, deaths: 20 } }),
      row("Bolt", { stats: { kills: 12, deaths: 0 } }),
      row("Cole", { stats: { kills: 25, deaths: 25 } }),
    ];
    expect(top(players, category(GENERAL_CATEGORIES, "kd"))).toEqual([
      ["Bolt", 12],
      ["Ace", 1.5],
      ["Cole", 1],
    ]);
  });

  it("shows the first N, equal values in name order", () => {
    const players = ["Eve", "Ace", "Dan", "Bob", "Cat", "Fay"].map((name, i) =>
      row(name, { stats: { kills: i < 3 ? 40 : 10 + i } }),
    );
    // Eve, Ace, Dan tie on 40; then Fay 15, Cat 14, Bob 13.
    expect(top(players, category(GENERAL_CATEGORIES, "kills"), { limit: 5 })).toEqual([
      ["Ace", 40],
      ["Dan", 40],
      ["Eve", 40],
      ["Fay", 15],
      ["Cat", 14],
    ]);
    // Equal values share a rank and the next rank skips past them (docs/rules.md#shared-ranks).
    const ranks = topOfCategory(players, category(GENERAL_CATEGORIES, "kills"), {
      limit: 5,
      perMatch: false,
    });
    expect(ranks.map((e) => e.rank)).toEqual([1, 1, 1, 4, 5]);
    expect(top(players, category(GENERAL_CATEGORIES, "kills"), { limit: 2 })).toHaveLength(2);
  });

  it("ranks on the value as shown: K/Ds that show alike share a rank, in name order", () => {
    const players = [
      row("Zed", { stats: { kills: 1232, deaths: 1000 } }), // 1.232
      row("Amy", { stats: { kills: 1234, deaths: 1000 } }), // 1.234
      row("Kit", { stats: { kills: 1100, deaths: 1000 } }),
    ];
    const entries = topOfCategory(players, category(GENERAL_CATEGORIES, "kd"), {
      limit: 5,
      perMatch: false,
    });
    expect(entries.map((e) => [e.player.name, e.value.toFixed(2), e.rank])).toEqual([
      ["Amy", "1.23", 1],
      ["Zed", "1.23", 1],
      ["Kit", "1.10", 3],
    ]);
  });

  it("puts the fewest grenades first on Least Utility Thrown", () => {
    const players = [row("Ace", { stats: { util: 9.5 } }), row("Bob", { stats: { util: 4.25 } })];
    expect(top(players, category(GENERAL_CATEGORIES, "leastUtil"))).toEqual([
      ["Bob", 4.25],
      ["Ace", 9.5],
    ]);
    expect(top(players, category(GENERAL_CATEGORIES, "util"))[0]).toEqual(["Ace", 9.5]);
  });

  it("averages clutch points per map, and shows KAST as a percent", () => {
    // clutchR 0.05 points per round × 120 rounds = 6 points over 4 maps = 1.5 a map.
    const ace = row("Ace", { games: 4, stats: { clutchR: 0.05, rounds: 120, kast: 0.725 } });
    expect(top([ace], category(GENERAL_CATEGORIES, "clutch"))).toEqual([["Ace", 1.5]]);
    expect(top([ace], category(GENERAL_CATEGORIES, "kast"))).toEqual([["Ace", 72.5]]);
  });

  it("ranks Open Duels Per Round by duels taken per round", () => {
    const players = [row("Ace", { stats: { odaR: 0.21 } }), row("Bob", { stats: { odaR: 0.34 } })];
    expect(top(players, category(GENERAL_CATEGORIES, "openDuels"))).toEqual([
      ["Bob", 0.34],
      ["Ace", 0.21],
    ]);
  });

  it("keeps players at 0 on General boards but off Extended and Weapons boards", () => {
    const players = [
      row("Ace", { extended: extended(0, { mvpCount: 4 }, { AWP: 3 }) }),
      row("Bob", { extended: extended(2, {}, {}) }),
    ];
    expect(top(players, category(GENERAL_CATEGORIES, "aces"))).toEqual([
      ["Ace", 0],
      ["Bob", 0],
    ]);
    expect(top(players, category(EXTENDED_CATEGORIES, "chickens"))).toEqual([["Bob", 2]]);
    expect(top(players, category(EXTENDED_CATEGORIES, "mvpCount"))).toEqual([["Ace", 4]]);
    expect(top(players, category(WEAPON_KILL_CATEGORIES, "AWP"))).toEqual([["Ace", 3]]);
    expect(top(players, category(WEAPON_KILL_CATEGORIES, "AK-47"))).toEqual([]);
  });

  it("divides Extended and Weapons boards by every tier's games per match, to 2 decimals", () => {
    // Ace: 5 MVPs over 6 maps (4 own tier + 2 as a sub) = 0.833 → 0.83; Bob 4 over 4 = 1.
    // Cole 5 over 6 too: ties Ace as shown, so name order.
    const players = [
      row("Cole", { games: 4, totalGames: 6, extended: extended(0, { mvpCount: 5 }, { Knife: 2 }) }),
      row("Ace", { games: 4, totalGames: 6, extended: extended(0, { mvpCount: 5 }) }),
      row("Bob", { games: 4, totalGames: 4, extended: extended(0, { mvpCount: 4 }, { Knife: 3 }) }),
    ];
    const mvps = category(EXTENDED_CATEGORIES, "mvpCount");
    expect(top(players, mvps)).toEqual([
      ["Ace", 5],
      ["Cole", 5],
      ["Bob", 4],
    ]);
    expect(top(players, mvps, { perMatch: true })).toEqual([
      ["Bob", 1],
      ["Ace", 0.83],
      ["Cole", 0.83],
    ]);
    // Knife: Cole 2/6 = 0.33, Bob 3/4 = 0.75.
    expect(top(players, category(WEAPON_KILL_CATEGORIES, "Knife"), { perMatch: true })).toEqual([
      ["Bob", 0.75],
      ["Cole", 0.33],
    ]);
    // General boards ignore per match.
    const kills = [row("Ace", { totalGames: 10, stats: { kills: 40 } })];
    expect(top(kills, category(GENERAL_CATEGORIES, "kills"), { perMatch: true })).toEqual([["Ace", 40]]);
  });

  it("adds up the chickens of the players shown for the Extended header", () => {
    const a = row("Ace", { extended: extended(3) });
    const b = row("Bob", { extended: extended(4) });
    if (a.extended) a.extended.chickens = { killed: 3, stabbed: 1, roasted: 0, exploded: 2, shot: 0 };
    if (b.extended) b.extended.chickens = { killed: 4, stabbed: 0, roasted: 1, exploded: 0, shot: 3 };
    expect(chickenTotals([a, b, row("Cole")])).toEqual({
      killed: 7,
      stabbed: 1,
      roasted: 1,
      exploded: 2,
      shot: 3,
    });
  });

  it("has the boards of API.md §7.17 on each tab", () => {
    expect(GENERAL_CATEGORIES.map((c) => c.title)).toEqual([
      "Games Played",
      "Most Kills",
      "Highest K/D",
      "Most Aces",
      "Damage per Round",
      "Most 2K's",
      "Most 3K's",
      "Most 4K's",
      "Flash Assists per Match",
      "AWP Kills per Round",
      "Utility Damage per Match",
      "CT-Side Rating",
      "T-Side Rating",
      "KAST",
      "Utility Thrown per Match",
      "Least Utility Thrown",
      "Headshot %",
      "Clutch Points Average per Match",
      "1v2 Clutches",
      "1v3 Clutches",
      "1v4 Clutches",
      "Open Duels Per Round",
      "Enemies Flashed per Match",
    ]);
    expect(EXTENDED_CATEGORIES.map((c) => c.title)).toEqual([
      "Chickens Killed",
      "Ninja Defuses",
      "No Scopes",
      "Wall Bangs",
      "Smoke Kills",
      "Airborne Kills",
      "Bombs Planted",
      "Bombs Defused",
      "Died To Bomb",
      "MVPs",
      "Team Kills",
      "Self Kills",
    ]);
    expect(WEAPON_KILL_CATEGORIES).toHaveLength(39);
    expect(CATEGORIES_BY_TAB.weapons).toBe(WEAPON_KILL_CATEGORIES);
    for (const c of [...GENERAL_CATEGORIES, ...EXTENDED_CATEGORIES])
      expect(c.describes.length).toBeGreaterThan(3);
  });
});
