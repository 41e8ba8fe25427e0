import { type ExtendedMatchStats, extendedMatchStats, type MatchType } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { bareMapId } from "../../http/played-maps.js";
import { mapFromRows } from "../../ingest/map-rows.js";
import { mapOfType, playedMapRows } from "../../repositories/stats/maps.js";
import { matchup } from "./matchup.js";

/**
 * docs/api.md#extended-match-stats: one played map's kill feed, economy and clutches, rebuilt from its stored rows, with
 * the match-up figures. A map we never stored is a 404 (the contract's `{}` "not yet available"
 * is for a demo not parsed yet, which cannot happen here: a map is stored with its events).
 */
export async function mapExtendedStats(
  db: Db,
  matchId: string,
  matchType: MatchType,
): Promise<ExtendedMatchStats> {
  // Combine maps are stored under "combines-<id>"; the client strips the prefix (docs/api.md#extended-match-stats).
  const bare = bareMapId(matchId);
  const map = await mapOfType(db, [bare, `combines-${bare}`], matchType);
  if (!map) throw notFound(`No ${matchType} map ${matchId} has been played.`);
  const stored = mapFromRows({ map, ...(await playedMapRows(db, map.matchId)) });
  return { metadata: { matchup: await matchup(db, stored) }, data: extendedMatchStats(stored) };
}
