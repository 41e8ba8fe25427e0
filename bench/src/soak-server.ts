import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { MapEvents } from "@fragboard/core";
import { REPO_ROOT } from "@fragboard/server";

/** The soak's server (soak.ts, soak-redis.ts): one process as `npm start` runs it, on its own port. */

export const SOAK_NOW = "2025-03-01T12:00:00.000Z";
export const SOAK_SEED = "soak";
export const SOAK_SECRET = "a-bench-secret-that-is-long-enough-for-hs256";
/** /api/metrics is not public (docs/operations.md#metrics): the soak scrapes it as Prometheus would. */
export const METRICS_TOKEN = "soak-metrics-token-0123456789";

export type SoakServer = { base: string; child: ChildProcess };

export const randomPort = () => 20_000 + Math.floor(Math.random() * 20_000);

/** Compiled when server/dist exists, else through tsx; `env` adds to (or overrides) the soak's settings. */
export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  const compiled = join(REPO_ROOT, "server/dist/main.js");
  const entry = existsSync(compiled)
    ? [compiled]
    : ["--import", "tsx", join(REPO_ROOT, "server/src/main.ts")];
  // SERVER_NODE_FLAGS: node or V8 flags for the server's process (memory A/B runs: docs/operations.md#memory).
  const args = [...(process.env.SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean), ...entry];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SIM_NOW: SOAK_NOW,
      SIM_SEED: SOAK_SEED,
      JWT_SECRET: SOAK_SECRET,
      METRICS_TOKEN,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: "inherit",
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child } satisfies SoakServer;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const stop = async (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") => {
  if (child.exitCode !== null) return;
  child.kill(signal);
  await new Promise((r) => child.once("exit", r));
};

export async function ingest(base: string, map: MapEvents, token: string): Promise<boolean> {
  const res = await fetch(`${base}/api/admin/matches`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(map),
  });
  await res.arrayBuffer();
  return res.ok;
}
