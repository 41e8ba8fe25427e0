import { type ExtendedMatchStats, extendedMatchStats, type MatchType } from "@fragboard/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { kills, mapPlayers, maps, playerRounds, rounds } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import { mapFromRows } from "../../ingest/map-rows.js";
import { matchup } from "./matchup.js";

/** Combine maps are stored under "combines-<id>"; the client strips the prefix (docs/api.md#extended-match-stats). */
const COMBINE_PREFIX = "combines-";

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
  const bare = matchId.startsWith(COMBINE_PREFIX) ? matchId.slice(COMBINE_PREFIX.length) : matchId;
  const [map] = await db
    .select()
    .from(maps)
    .where(and(inArray(maps.matchId, [bare, `${COMBINE_PREFIX}${bare}`]), eq(maps.matchType, matchType)))
    .limit(1);
  if (!map) throw notFound(`No ${matchType} map ${matchId} has been played.`);
  const [players, roundRows, killRows, playerRoundRows] = await Promise.all([
    db.select().from(mapPlayers).where(eq(mapPlayers.matchId, map.matchId)),
    db.select().from(rounds).where(eq(rounds.matchId, map.matchId)),
    db.select().from(kills).where(eq(kills.matchId, map.matchId)),
    db.select().from(playerRounds).where(eq(playerRounds.matchId, map.matchId)),
  ]);
  const stored = mapFromRows({
    map,
    players,
    rounds: roundRows,
    kills: killRows,
    playerRounds: playerRoundRows,
  });
  return { metadata: { matchup: await matchup(db, stored) }, data: extendedMatchStats(stored) };
}
