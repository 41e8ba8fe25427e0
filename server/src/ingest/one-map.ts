import { type MapEvents, type MapProblem, mapEventsSchema } from "@fragboard/core";
import { eq } from "drizzle-orm";
import { insertRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import { playerMapLines } from "../db/schema/index.js";
import { refreshAggregates, type StatsKey } from "./aggregates.js";
import { InvalidMapError } from "./invalid-map.js";
import { leagueProblems } from "./league-rules.js";
import { prepareMap } from "./prepare.js";
import { deleteMaps, writeMaps } from "./write.js";

export type IngestMapResult = { matchId: string; replaced: boolean; playersUpdated: number };

/**
 * Stores ONE played map and updates only the aggregates it touches, in one transaction. The map
 * is checked first, against the event schema with its rules of real play and against the league's
 * records; an impossible map throws InvalidMapError (a 400) and nothing is written. Posting the
 * same matchId again replaces the map: the players of its previous version are refreshed too, so
 * a corrected roster leaves no stale rows behind.
 */
export async function ingestMap(db: Db, events: MapEvents): Promise<IngestMapResult> {
  const parsed = mapEventsSchema.safeParse(events);
  if (!parsed.success) throw new InvalidMapError(parsed.error.issues.map(asProblem));
  const prepared = prepareMap(parsed.data);
  return db.transaction(async (tx) => {
    const problems = await leagueProblems(tx, parsed.data);
    if (problems.length > 0) throw new InvalidMapError(problems);
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

const asProblem = (issue: { path: PropertyKey[]; message: string }): MapProblem => ({
  path: issue.path.map((p) => (typeof p === "number" ? p : String(p))),
  message: issue.message,
});

/** Each key once, stripped to its four fields (line rows carry more). */
function uniqueKeys(rows: readonly StatsKey[]): StatsKey[] {
  const keys = rows.map(({ season, tier, matchType, steam64Id }) => ({ season, tier, matchType, steam64Id }));
  return [...new Map(keys.map((k) => [`${k.season}|${k.tier}|${k.matchType}|${k.steam64Id}`, k])).values()];
}
