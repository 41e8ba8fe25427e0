import { writeSync } from "node:fs";
import type { MapEvents } from "@fragboard/core";
import { openDatabase } from "../../src/db/client.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { ingestMap } from "../../src/ingest/one-map.js";
import { tinyLeague } from "./league.js";

/**
 * The child process of kill-during-ingest.test.ts, on an embedded data directory: stores one map
 * whole, then halts halfway through the statements of the transaction storing a second, says so,
 * and waits there for the test's SIGKILL. Lines on stdout are JSON (written synchronously, since
 * the process then blocks).
 */

const [dataDir, seed] = process.argv.slice(2) as [string, string];
const say = (line: object) => writeSync(1, `${JSON.stringify(line)}\n`);

const database = await openDatabase({ kind: "pglite", dataDir });
const sim = tinyLeague(seed);
await ingestLeague(database.db, sim.league);
/** The first two Regulation maps, simulated lazily: the rest of the league is never needed. */
function firstTwoRegulationMaps(): [MapEvents, MapEvents] {
  const found: MapEvents[] = [];
  for (const map of sim.maps()) {
    if (map.matchType === "Regulation") found.push(map);
    if (found.length === 2) return found as [MapEvents, MapEvents];
  }
  throw new Error("the tiny league has two Regulation maps");
}
const [whole, cut] = firstTwoRegulationMaps();

let statements = 0;
let haltAt = Number.POSITIVE_INFINITY;
database.onQuery?.(() => {
  statements++;
  if (statements !== haltAt) return;
  say({ halted: cut.matchId, statement: statements });
  // Blocks the one thread PGlite runs on: nothing after this statement reaches the data directory.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});

await ingestMap(database.db, whole);
say({ stored: whole.matchId, rounds: whole.rounds.length, statements });
// The second map's transaction takes about as many statements; stop in its middle.
haltAt = statements + Math.ceil(statements / 2);
await ingestMap(database.db, cut);
say({ notHalted: cut.matchId, statements });
await database.close();
