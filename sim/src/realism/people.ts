import {
  type LeagueRecords,
  type SeasonStatsRow,
  TIER_NAMES,
  type TierName,
  tierIndex,
} from "@fragboard/core";
import { franchiseTheme, TAG_STEMS } from "../league/names.js";

/**
 * The figures a reader of the league's pages notices about its people and teams
 * (docs/stats.md#realism): whether team names belong to their franchise, how often one name stem
 * recurs, how MMR fills each tier's band and whether contract types agree with movement; and,
 * from the maps, how much a player's rating changes when he moves one tier.
 */

export type PeopleFigures = {
  teamsInFranchiseTheme: number;
  mostSharedNameStem: number;
  mmrAtBandLimits: number;
  mmrBottomTenth: number;
  promotedWithoutRise: number;
};

/** A season row counts toward a tier move only with this many maps behind it. */
const MOVE_MIN_MAPS = 5;

export function peopleFigures(league: LeagueRecords): PeopleFigures {
  return {
    teamsInFranchiseTheme: themedTeams(league),
    mostSharedNameStem: mostSharedStem(league.players.map((p) => p.name)),
    ...mmrSpread(league),
    promotedWithoutRise: promotedWithoutRise(league),
  };
}

/** Share of the teams named from their franchise's theme, as a real franchise's teams share its name. */
function themedTeams(league: LeagueRecords): number {
  const franchise = new Map(league.franchises.map((f) => [f.id, f.name]));
  const themed = league.teams.filter((t) =>
    franchiseTheme(franchise.get(t.franchiseId) ?? "").includes(t.name),
  ).length;
  return ratio(themed, league.teams.length);
}

/** Letters a tag uses for others (leet speak), read back as the letter. */
const UNLEET: Record<string, string> = { "4": "a", "3": "e", "0": "o", "1": "i", "5": "s" };

/** How many players' tags contain the commonest word of the tag vocabulary. */
export function mostSharedStem(names: readonly string[]): number {
  const plain = names.map((n) =>
    n
      .toLowerCase()
      .split("")
      .map((c) => UNLEET[c] ?? c)
      .join(""),
  );
  return Math.max(0, ...TAG_STEMS.map((stem) => plain.filter((n) => n.includes(stem)).length));
}

/**
 * Where rated players' MMR sits in their tier's band, over the simulated seasons: the share
 * exactly at its minimum or maximum, and the share in the lowest tenth of the band (where a
 * curve bunched toward the bottom piles players up).
 */
function mmrSpread(league: LeagueRecords): Pick<PeopleFigures, "mmrAtBandLimits" | "mmrBottomTenth"> {
  const band = new Map(league.seasonTiers.map((t) => [`${t.season}|${t.tier}`, t]));
  const simulated = new Set(league.seasons.filter((s) => s.simulated).map((s) => s.number));
  let rated = 0;
  let atLimit = 0;
  let bottom = 0;
  for (const row of league.playerSeasons) {
    const tier = band.get(`${row.season}|${row.tier}`);
    if (!tier || !simulated.has(row.season)) continue;
    rated++;
    if (row.mmr <= tier.mmrMin || row.mmr >= tier.mmrMax) atLimit++;
    if (row.mmr < tier.mmrMin + (tier.mmrMax - tier.mmrMin) / 10) bottom++;
  }
  return { mmrAtBandLimits: ratio(atLimit, rated), mmrBottomTenth: ratio(bottom, rated) };
}

/** Share of this season's promoted signings who did not play in a lower tier last season. */
function promotedWithoutRise(league: LeagueRecords): number {
  const tierOf = new Map(league.playerSeasons.map((r) => [`${r.season}|${r.playerId}`, r.tier]));
  const promoted = league.playerSeasons.filter((r) => r.type === "SIGNED_PROMOTED");
  const wrong = promoted.filter((r) => {
    const before = tierOf.get(`${r.season - 1}|${r.playerId}`);
    if (before === undefined) return false;
    return !isTier(before) || !isTier(r.tier) || tierIndex(before) >= tierIndex(r.tier);
  });
  return ratio(wrong.length, promoted.length);
}

const isTier = (t: string): t is TierName => (TIER_NAMES as readonly string[]).includes(t);

export type MoveFigures = { oneTierMoveRatingChange: number; oneTierMovesOverHalf: number };

/**
 * Players whose main tier (most maps) moved by one from one season to the next: the median
 * change of their regulation rating, and the share that changed by more than half a point.
 */
export function oneTierMoves(rows: readonly SeasonStatsRow[]): MoveFigures {
  const main = new Map<string, SeasonStatsRow>();
  for (const r of rows) {
    if (r.matchType !== "Regulation" || r.stats.gameCount < MOVE_MIN_MAPS) continue;
    const key = `${r.season}|${r.steam64Id}`;
    const held = main.get(key);
    if (!held || r.stats.gameCount > held.stats.gameCount) main.set(key, r);
  }
  const changes: number[] = [];
  for (const r of main.values()) {
    const next = main.get(`${r.season + 1}|${r.steam64Id}`);
    if (next && Math.abs(tierIndex(next.tier) - tierIndex(r.tier)) === 1)
      changes.push(Math.abs(next.stats.rating - r.stats.rating));
  }
  changes.sort((a, b) => a - b);
  return {
    oneTierMoveRatingChange: changes[Math.floor(changes.length / 2)] ?? 0,
    oneTierMovesOverHalf: ratio(changes.filter((c) => c > 0.5).length, changes.length),
  };
}

const ratio = (n: number, d: number) => (d === 0 ? 0 : n / d);
