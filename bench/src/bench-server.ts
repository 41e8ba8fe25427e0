import { type RunningServer, startServer } from "@fragboard/e2e";

/**
 * The server a page bench measures: `BENCH_ORIGIN` (an already seeded server, e.g. `npm start`
 * on the default league) when set, so repeated runs skip the seed and a loaded machine does not
 * miss the start-up timeout; otherwise a fresh server on the default league, stopped afterwards.
 */
export async function benchServer(): Promise<RunningServer> {
  const origin = process.env.BENCH_ORIGIN;
  if (origin) return { url: origin.replace(/\/$/, ""), stop: async () => {} };
  return startServer();
}
