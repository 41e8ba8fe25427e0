import { type CachedStatsResponse, type MatchType, TIER_NAMES, type TierName } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { statsUpdatedAt } from "../../ingest/stats-clock.js";
import { requireSeason } from "../../league/seasons.js";
import { seasonStatsOfSeason } from "../../repositories/stats/season-stats.js";
import { compactStats } from "./compact-stats.js";

/** docs/api.md#season-stats: every tier's season aggregates for one season and match type, compacted. */
export async function cachedStats(
  db: Db,
  season: number,
  matchType: MatchType,
): Promise<CachedStatsResponse> {
  await requireSeason(db, season);
  const rows = await seasonStatsOfSeason(db, season, matchType);
  const data = Object.fromEntries(TIER_NAMES.map((t) => [t, [] as CachedStatsResponse["data"][TierName]]));
  for (const row of rows) data[row.tier]?.push(compactStats(row.stats));
  return { lastUpdate: await statsUpdatedAt(db), data: data as CachedStatsResponse["data"] };
}
