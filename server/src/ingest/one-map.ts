import type { MapEvents } from "@fragboard/core";
import { eq } from "drizzle-orm";
import { insertRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import { playerMapLines } from "../db/schema/index.js";
import { refreshAggregates, type StatsKey } from "./aggregates.js";
import { prepareMap } from "./prepare.js";
import { deleteMaps, writeMaps } from "./write.js";

export type IngestMapResult = { matchId: string; replaced: boolean; playersUpdated: number };

/**
 * Stores ONE played map (already validated against mapEventsSchema by the caller) and updates
 * only the aggregates it touches, in one transaction. Posting the same matchId again replaces the
 * map: the players of its previous version are refreshed too, so a corrected roster leaves no
 * stale rows behind.
 */
export async function ingestMap(db: Db, events: MapEvents): Promise<IngestMapResult> {
  const prepared = prepareMap(events);
  return db.transaction(async (tx) => {
    const previous: StatsKey[] = await tx
      .select({
        season: playerMapLines.season,
        tier: playerMapLines.tier,
        matchType: playerMapLines.matchType,
        steam64Id: playerMapLines.steam64Id,
      })
      .from(playerMapLines)
      .where(eq(playerMapLines.matchId, events.matchId));
    await deleteMaps(tx, [events.matchId]);
    await writeMaps((table, rows) => insertRows(tx, table, rows), [prepared]);
    const keys = uniqueKeys([...previous, ...prepared.lines]);
    await refreshAggregates(tx, keys);
    return { matchId: events.matchId, replaced: previous.length > 0, playersUpdated: keys.length };
  });
}

/** Each key once, stripped to its four fields (line rows carry more). */
function uniqueKeys(rows: readonly StatsKey[]): StatsKey[] {
  const keys = rows.map(({ season, tier, matchType, steam64Id }) => ({ season, tier, matchType, steam64Id }));
  return [...new Map(keys.map((k) => [`${k.season}|${k.tier}|${k.matchType}|${k.steam64Id}`, k])).values()];
}
