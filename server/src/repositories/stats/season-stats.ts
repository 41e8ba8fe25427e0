import type { MatchType, PlayerTierName, TierName } from "@fragboard/core";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { extendedStats, seasonStats } from "../../db/schema/index.js";

/**
 * The one reader of the materialised season aggregates, season_stats and extended_stats
 * (docs/data-model.md): ingest writes them (ingest/aggregates.ts), every page reads them here.
 */

/** Every tier's aggregates of a season and match type, by name. */
export const seasonStatsOfSeason = (db: Db, season: number, matchType: MatchType) =>
  db
    .select({ tier: seasonStats.tier, stats: seasonStats.stats })
    .from(seasonStats)
    .where(and(eq(seasonStats.season, season), eq(seasonStats.matchType, matchType)))
    .orderBy(asc(seasonStats.name));

/** One tier's aggregates of a season and match type, by name then steam id. */
export const seasonStatsOfTier = (db: Db, scope: { season: number; tier: TierName; matchType: MatchType }) =>
  db
    .select({ steam64Id: seasonStats.steam64Id, stats: seasonStats.stats })
    .from(seasonStats)
    .where(
      and(
        eq(seasonStats.season, scope.season),
        eq(seasonStats.tier, scope.tier),
        eq(seasonStats.matchType, scope.matchType),
      ),
    )
    .orderBy(asc(seasonStats.name), asc(seasonStats.steam64Id));

/** These players' aggregates of a season and match type: a row per tier each played in, by name then tier. */
export const seasonStatsOfPlayers = (
  db: Db,
  scope: { steam64Ids: readonly string[]; season: number; matchType: MatchType },
) =>
  db
    .select({ steam64Id: seasonStats.steam64Id, tier: seasonStats.tier, stats: seasonStats.stats })
    .from(seasonStats)
    .where(
      and(
        inArray(seasonStats.steam64Id, [...scope.steam64Ids]),
        eq(seasonStats.season, scope.season),
        eq(seasonStats.matchType, scope.matchType),
      ),
    )
    .orderBy(asc(seasonStats.name), asc(seasonStats.steam64Id), asc(seasonStats.tier));

/** Every stored aggregate (the seed makes its community from them, as a real one would be). */
export const allSeasonStats = (db: Db) =>
  db
    .select({
      season: seasonStats.season,
      tier: seasonStats.tier,
      matchType: seasonStats.matchType,
      playerId: seasonStats.playerId,
      stats: seasonStats.stats,
    })
    .from(seasonStats);

/** Every player's extended stats of a season and match type, by name. */
export const extendedStatsOfSeason = (db: Db, season: number, matchType: MatchType) =>
  db
    .select({ stats: extendedStats.stats })
    .from(extendedStats)
    .where(and(eq(extendedStats.season, season), eq(extendedStats.matchType, matchType)))
    .orderBy(asc(extendedStats.name));

/** A player's Regulation aggregate of a season: the one of `tier` when he has it, else another. */
export async function playerRegulationStats(db: Db, steam64Id: string, season: number, tier: PlayerTierName) {
  const [line] = await db
    .select({ tier: seasonStats.tier, stats: seasonStats.stats })
    .from(seasonStats)
    .where(
      and(
        eq(seasonStats.steam64Id, steam64Id),
        eq(seasonStats.season, season),
        eq(seasonStats.matchType, "Regulation"),
      ),
    )
    // An Unrated player's tier matches none of his rows: any row then does.
    .orderBy(desc(sql`${seasonStats.tier} = ${tier}`))
    .limit(1);
  return line ?? null;
}
