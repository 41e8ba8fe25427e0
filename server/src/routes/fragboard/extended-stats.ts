import type { ExtendedStatsResponse, MatchType } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { statsUpdatedAt } from "../../ingest/stats-clock.js";
import { requireSeason } from "../../league/seasons.js";
import { extendedStatsOfSeason } from "../../repositories/stats/season-stats.js";

/** docs/api.md#extended-stats: every player's extended stats of one season and match type, as materialised at ingest. */
export async function seasonExtendedStats(
  db: Db,
  season: number,
  matchType: MatchType,
): Promise<ExtendedStatsResponse> {
  await requireSeason(db, season);
  const rows = await extendedStatsOfSeason(db, season, matchType);
  return { lastUpdated: await statsUpdatedAt(db), data: rows.map((r) => r.stats) };
}
