import { z } from "zod";
import { matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import { mean, populationStdDev, ratio } from "../rules/numbers.js";
import { accumulateGroups, accumulateLines, type LineAccumulation, latestMap } from "./accumulate.js";
import { clutchPoints } from "./clutch.js";
import { bothSides } from "./counters.js";
import type { PlayerMapLine } from "./lines.js";
import { adr, hltvRating, hltvTwoPointO, impact, kast, killsPerRound } from "./metrics.js";
import { type SeasonStats, seasonStatsSchema } from "./shapes.js";

/** docs/stats.md#form: form is the mean rating of this many latest maps. */
export const FORM_MAPS = 3;

/** Season aggregate (docs/stats.md#season-fields) of one player from his accumulated lines. */
export function seasonStatsFromAccumulation(acc: LineAccumulation): SeasonStats {
  const c = acc.counters;
  const all = bothSides(c.sides);
  const { T } = c.sides;
  const games = acc.maps.length;
  const rounds = c.rounds;
  const ratings = acc.maps.map((m) => m.rating);
  return {
    name: latestMap(acc)?.name ?? "",
    gameCount: games,
    rounds,
    kills: c.kills,
    deaths: c.deaths,
    assists: c.assists,
    rating: hltvRating(all),
    ctRating: hltvRating(c.sides.CT),
    TRating: hltvRating(T),
    hltvTwoPointO: hltvTwoPointO(c),
    peak: games === 0 ? 0 : Math.max(...ratings),
    pit: games === 0 ? 0 : Math.min(...ratings),
    form: mean(ratings.slice(-FORM_MAPS)),
    consistency: populationStdDev(ratings),
    impact: impact(c),
    kr: killsPerRound(c),
    adr: adr(c),
    kast: kast(c),
    hs: ratio(c.hs, c.kills) * 100,
    odr: ratio(c.ok, c.ok + c.ol),
    odaR: ratio(c.ok + c.ol, rounds),
    entriesR: ratio(T.ok, T.rounds),
    eaR: ratio(T.ok + T.ol, T.rounds),
    adp: ratio(c.deathPositionSum, c.deaths),
    awpR: ratio(c.weaponKills.AWP ?? 0, rounds),
    multiR: ratio(2 * all.k2 + 3 * all.k3 + 4 * all.k4 + 5 * all.k5, rounds),
    clutchR: ratio(clutchPoints(c), rounds),
    tradesR: ratio(c.tradeKills, rounds),
    savesR: ratio(c.savedRounds, rounds),
    tRatio: ratio(c.tradedDeaths, c.deaths),
    sRate: ratio(c.survivedRounds, rounds),
    saveRate: ratio(c.savedRounds, c.RA),
    suppR: ratio(c.supportRounds, rounds),
    suppXR: ratio(c.supportDamage + c.utilDmg, rounds),
    ef: ratio(c.ef, games),
    fAssists: ratio(c.FAss, games),
    util: ratio(c.grenadesThrown, games),
    utilDmg: ratio(c.utilDmg, games),
    Xnade: ratio(c.utilDmg, rounds),
    twoK: all.k2,
    threeK: all.k3,
    fourK: all.k4,
    fiveK: all.k5,
    cl_1: c.cl_1,
    cl_2: c.cl_2,
    cl_3: c.cl_3,
    cl_4: c.cl_4,
    cl_5: c.cl_5,
  };
}

/** The lines of one player within one (season, tier, match type). */
export function seasonStatsFromLines(lines: readonly PlayerMapLine[]): SeasonStats {
  return seasonStatsFromAccumulation(accumulateLines(lines));
}

export const seasonStatsRowSchema = z.object({
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  steam64Id: z.string(),
  playerId: z.string().nullable(),
  stats: seasonStatsSchema,
});
export type SeasonStatsRow = z.infer<typeof seasonStatsRowSchema>;

/** One row per (season, tier, match type, player) found in any mix of lines. */
export function groupSeasonStats(lines: readonly PlayerMapLine[]): SeasonStatsRow[] {
  return accumulateGroups(lines, (l) => `${l.season}|${l.tier}|${l.matchType}|${l.steam64Id}`).map(
    ({ first, acc }) => ({
      season: first.season,
      tier: first.tier,
      matchType: first.matchType,
      steam64Id: first.steam64Id,
      playerId: latestMap(acc)?.playerId ?? null,
      stats: seasonStatsFromAccumulation(acc),
    }),
  );
}
