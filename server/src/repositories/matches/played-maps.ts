import { groupBy, type StoredMap } from "@fragboard/core";
import { inArray } from "drizzle-orm";
import { selectRows } from "../../db/bulk.js";
import type { Db } from "../../db/client.js";
import { kills, mapPlayers, maps, playerRounds, rounds } from "../../db/schema/index.js";
import { mapFromRows } from "../../ingest/map-rows.js";

/**
 * Played maps rebuilt from their stored rows (docs/data-model.md#played-maps), five statements
 * whatever the number of maps: a match page reads its one to three maps at once. The rows of each
 * table come back as one JSON document (`selectRows`), not row by row.
 */
export async function storedMaps(db: Db, matchIds: readonly string[]): Promise<StoredMap[]> {
  if (matchIds.length === 0) return [];
  const ids = [...matchIds];
  const [mapRows, playerRows, roundRows, killRows, playerRoundRows] = await Promise.all([
    db.select().from(maps).where(inArray(maps.matchId, ids)),
    selectRows(db, mapPlayers, inArray(mapPlayers.matchId, ids)),
    selectRows(db, rounds, inArray(rounds.matchId, ids)),
    selectRows(db, kills, inArray(kills.matchId, ids)),
    selectRows(db, playerRounds, inArray(playerRounds.matchId, ids)),
  ]);
  const byMap = <T extends { matchId: string }>(rows: T[]) => groupBy(rows, (r) => r.matchId);
  const players = byMap(playerRows);
  const roundsOf = byMap(roundRows);
  const killsOf = byMap(killRows);
  const playerRoundsOf = byMap(playerRoundRows);
  return mapRows.map((map) =>
    mapFromRows({
      map,
      players: players.get(map.matchId) ?? [],
      rounds: roundsOf.get(map.matchId) ?? [],
      kills: killsOf.get(map.matchId) ?? [],
      playerRounds: playerRoundsOf.get(map.matchId) ?? [],
    }),
  );
}
