import { groupBy } from "@fragboard/core";
import { eq, inArray } from "drizzle-orm";
import { insertRows, selectRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import {
  kills,
  mapPlayers,
  maps,
  playerMapLines,
  playerRounds,
  rounds,
  teamMapLines,
} from "../db/schema/index.js";
import { rebuildAggregates } from "./aggregates.js";
import { mapFromRows } from "./map-rows.js";
import { lineRows } from "./prepare.js";

/** Maps read back per round trip. */
const BATCH_MAPS = 250;

/**
 * Rebuilds a season from its stored events alone: every map is reassembled from its rows, its
 * per-map lines are recomputed by the engine, then the season's aggregates. Used after an engine
 * change, and by the tests as the reference the incremental path must equal.
 */
export async function recomputeSeasonFromStoredEvents(db: Db, season: number) {
  await db.transaction(async (tx) => {
    const seasonMaps = await tx.select().from(maps).where(eq(maps.season, season));
    await tx.delete(playerMapLines).where(eq(playerMapLines.season, season));
    await tx.delete(teamMapLines).where(eq(teamMapLines.season, season));
    for (let start = 0; start < seasonMaps.length; start += BATCH_MAPS) {
      const batch = seasonMaps.slice(start, start + BATCH_MAPS);
      const ids = batch.map((m) => m.matchId);
      const [players, roundRows, killRows, playerRoundRows] = await Promise.all([
        selectRows(tx, mapPlayers, inArray(mapPlayers.matchId, ids)),
        selectRows(tx, rounds, inArray(rounds.matchId, ids)),
        selectRows(tx, kills, inArray(kills.matchId, ids)),
        selectRows(tx, playerRounds, inArray(playerRounds.matchId, ids)),
      ]);
      const byMatch = <R extends { matchId: string }>(rows: R[]) => groupBy(rows, (r) => r.matchId);
      const [playersOf, roundsOf, killsOf, playerRoundsOf] = [
        byMatch(players),
        byMatch(roundRows),
        byMatch(killRows),
        byMatch(playerRoundRows),
      ];
      const recomputed = batch.map((map) =>
        lineRows(
          mapFromRows({
            map,
            players: playersOf.get(map.matchId) ?? [],
            rounds: roundsOf.get(map.matchId) ?? [],
            kills: killsOf.get(map.matchId) ?? [],
            playerRounds: playerRoundsOf.get(map.matchId) ?? [],
          }),
        ),
      );
      await insertRows(
        tx,
        playerMapLines,
        recomputed.flatMap((r) => r.lines),
      );
      await insertRows(
        tx,
        teamMapLines,
        recomputed.flatMap((r) => r.teamLines),
      );
    }
    await rebuildAggregates(tx, { season });
  });
}
