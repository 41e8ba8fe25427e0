import type { TierSeasonStatsQuery, TierSeasonStatsResponse } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { tierSeasonStats } from "../../graphql/stats/queries.js";
import { requireSeason } from "../../league/seasons.js";
import { compactStats } from "./compact-stats.js";

/**
 * docs/api.md#tier-season-stats: one tier's season aggregates in the envelope of the GraphQL getTierSeasonStats
 * (§4.2.1) it caches, read by the same query, with that operation's `Team` alias, compacted as cached-stats is.
 */
export async function cachedTierSeasonStats(
  db: Db,
  query: TierSeasonStatsQuery,
): Promise<TierSeasonStatsResponse> {
  await requireSeason(db, query.season);
  const rows = await tierSeasonStats(db, query);
  return {
    data: { tierSeasonStats: rows.map(({ team, ...stats }) => ({ ...compactStats(stats), Team: team })) },
  };
}
