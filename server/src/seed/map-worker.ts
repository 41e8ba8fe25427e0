import { parentPort, workerData } from "node:worker_threads";
import { type SimOptions, simulateLeague } from "@fragboard/sim";
import { mapBatches } from "../ingest/maps.js";
import { AHEAD } from "./map-batches.js";

/**
 * The seed's map worker (map-batches.ts): simulates the league's played maps and sends them as
 * COPY batches, never more than AHEAD in front of the batches the seed has loaded. The encoded
 * text moves to the seed's thread without a copy (a transfer).
 */
const port = parentPort;
if (!port) throw new Error("map-worker.ts runs as the seed's worker thread");
let credits = AHEAD;
let wake: (() => void) | null = null;
port.on("message", () => {
  credits++;
  wake?.();
  wake = null;
});
for await (const batch of mapBatches(simulateLeague(workerData as SimOptions).maps())) {
  while (credits === 0) await new Promise<void>((r) => (wake = r));
  credits--;
  port.postMessage(
    batch,
    batch.tables.map((table) => table.text.buffer as ArrayBuffer),
  );
}
port.postMessage(null);
