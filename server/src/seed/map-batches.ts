import { Worker } from "node:worker_threads";
import type { SimOptions } from "@fragboard/sim";
import type { MapBatch } from "../ingest/maps.js";

/**
 * The seed's played maps, simulated, prepared and encoded for COPY in a worker thread
 * (map-worker.ts) while this thread loads the batches before them into the database: on two
 * cores the simulator and the engine no longer wait for the database's writes, nor it for them.
 * The worker stays at most AHEAD batches in front, so memory is bounded however slow the load.
 */

/** Batches the worker may have sent and not yet seen loaded. */
export const AHEAD = 2;

/**
 * A larger young generation for the worker: the simulator and the engine make short-lived objects
 * by the million, and with V8's default the scavenges were a large part of its time. Seeds
 * alternating with and without (2026-11-28, loads 7–14): 31.1 / 31.5 → 27.3 / 25.9 s of CPU.
 */
const LIMITS = { maxYoungGenerationSizeMb: 192 };

/**
 * The worker: the bundle beside dist/main.js (`npm start`), or the TypeScript source through
 * tsx's loader, registered in the worker first (Node 20 does not apply `--import tsx` to a worker).
 */
function startWorker(options: SimOptions): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./seed-worker.js", import.meta.url), {
      workerData: options,
      resourceLimits: LIMITS,
    });
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const source = JSON.stringify(new URL("./map-worker.ts", import.meta.url).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${source}); });`, {
    eval: true,
    workerData: options,
    resourceLimits: LIMITS,
  });
}

export async function* seedMapBatches(options: SimOptions): AsyncGenerator<MapBatch> {
  const worker = startWorker(options);
  const sent: MapBatch[] = [];
  let finished = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const settle = () => {
    wake?.();
    wake = null;
  };
  worker.on("message", (batch: MapBatch | null) => {
    if (batch === null) finished = true;
    else sent.push(batch);
    settle();
  });
  worker.on("error", (error) => {
    failure = error;
    settle();
  });
  worker.on("exit", (code) => {
    if (!finished) failure ??= new Error(`the seed's map worker stopped (exit code ${code})`);
    settle();
  });
  try {
    for (;;) {
      while (sent.length === 0 && !finished && !failure) await new Promise<void>((r) => (wake = r));
      if (failure) throw failure;
      const batch = sent.shift();
      if (!batch) return;
      yield batch;
      worker.postMessage("loaded");
    }
  } finally {
    await worker.terminate();
  }
}
