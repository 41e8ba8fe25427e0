import type { MapEvents } from "@fragboard/core";
import type { SimulatedLeague } from "@fragboard/sim";
import type { Database, DbKind } from "../../src/db/client.js";
import { rebuildAggregates } from "../../src/ingest/aggregates.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { ingestMaps } from "../../src/ingest/maps.js";
import { tinyLeague } from "../helpers/league.js";
import { openSnapshot } from "../helpers/snapshots.js";

export type IngestedLeague = {
  league: SimulatedLeague;
  /** Every map of the league, in the simulator's order. */
  all: MapEvents[];
  /** The season's last Regulation map: not stored, it arrives "live" in the tests. */
  live: MapEvents;
  database: Database;
};

/**
 * The tiny league (every tier, both match types) stored through the bulk ingest with its
 * aggregates, all but `live`. What the ingest tests check does not depend on the league's size;
 * its 82 maps against the small league's 646 took ingest.test.ts from 21 to 7.5 s CPU. The stored
 * rows are a snapshot (helpers/snapshots.ts), rebuilt by this same ingest whenever the server's
 * code changes; the maps are simulated again here, as the tests compare with every one of them.
 */
export async function openIngestedLeague(kind: DbKind): Promise<IngestedLeague> {
  const league = tinyLeague("ingest-test");
  const all = [...league.maps()];
  const live = all.findLast((m) => m.matchType === "Regulation");
  if (!live) throw new Error("the tiny league has a Regulation map");
  const { database } = await openSnapshot(kind, "ingest_tiny", async (database) => {
    await ingestLeague(database.db, league.league);
    await ingestMaps(
      database,
      all.filter((m) => m !== live),
    );
    await rebuildAggregates(database.db);
    return null;
  });
  return { league, all, live, database };
}
