import type { ExtendedStatsResponse, MatchType } from "@fragboard/core";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { extendedStats } from "../../db/schema/index.js";
import { statsUpdatedAt } from "../../ingest/stats-clock.js";
import { requireSeason } from "../../league/seasons.js";

/** docs/api.md#extended-stats: every player's extended stats of one season and match type, as materialised at ingest. */
export async function seasonExtendedStats(
  db: Db,
  season: number,
  matchType: MatchType,
): Promise<ExtendedStatsResponse> {
  await requireSeason(db, season);
  const rows = await db
    .select({ stats: extendedStats.stats })
    .from(extendedStats)
    .where(and(eq(extendedStats.season, season), eq(extendedStats.matchType, matchType)))
    .orderBy(asc(extendedStats.name));
  return { lastUpdated: await statsUpdatedAt(db), data: rows.map((r) => r.stats) };
}
