import { isDeepStrictEqual } from "node:util";
import type { MapEvents } from "@fragboard/core";
import { eq } from "drizzle-orm";
import { selectRows } from "../../db/bulk.js";
import type { Db } from "../../db/client.js";
import { kills, mapPlayers, maps, playerRounds, rounds } from "../../db/schema/index.js";
import { mapFromRows } from "../map-rows.js";
import { storedGrainOf } from "../prepare.js";

/**
 * Whether a map of an import file is new, already stored as it is, or stored with other content.
 * "Content" is the stored grain (StoredMap): what every figure is computed from. It is compared
 * with the rows already stored, so maps stored before any import (the seed, single posts) count.
 */
export async function storedState(db: Db, map: MapEvents): Promise<"new" | "same" | "changed"> {
  const [row] = await db.select().from(maps).where(eq(maps.matchId, map.matchId));
  if (!row) return "new";
  const [players, roundRows, killRows, playerRoundRows] = await Promise.all([
    selectRows(db, mapPlayers, eq(mapPlayers.matchId, map.matchId)),
    selectRows(db, rounds, eq(rounds.matchId, map.matchId)),
    selectRows(db, kills, eq(kills.matchId, map.matchId)),
    selectRows(db, playerRounds, eq(playerRounds.matchId, map.matchId)),
  ]);
  const stored = mapFromRows({
    map: row,
    players,
    rounds: roundRows,
    kills: killRows,
    playerRounds: playerRoundRows,
  });
  return isDeepStrictEqual(stored, storedGrainOf(map)) ? "same" : "changed";
}
