import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { codeDigest } from "@fragboard/server";
import { REPO_ROOT } from "./paths.js";

/** The simulated league every run sees: same seed, same "today", so the same players and matches. */
const SIM_SEED = "fragboard";
const SIM_NOW = "2026-11-22T18:00:00Z";
/** The server's session secret, so journeys can hold a session of someone who is not a seeded admin. */
export const E2E_JWT_SECRET = "e2e-journeys-session-secret-long-enough-0123456789";

/** Seeding the default league on first start takes about a minute on two cores. */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 15_000;

export type RunningServer = { url: string; stop: () => Promise<void> };

export type ServerOptions = {
  /**
   * Simulate only this many seasons (the seed command's --seasons) before starting; the current
   * season is always among them. Unset = `npm start` seeds the default league itself.
   */
  seasons?: number;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === "string") throw new Error("no TCP port to probe");
  return address.port;
}

const runTs = (script: string, args: string[], env: NodeJS.ProcessEnv, stdio: "pipe" | "inherit") =>
  spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", stdio, stdio],
  });

/**
 * Seeded leagues kept between runs, one per season count and digest of what decides their content
 * (the code that simulates, computes and stores them, the migrations, the packages): a run on the
 * same code copies the data directory (a second) instead of seeding it again (most of a minute).
 */
const LEAGUE_CACHE = join(REPO_ROOT, "node_modules", ".cache", "fragboard-e2e-leagues");
const LEAGUE_INPUTS = ["core/src", "sim/src", "server/src", "server/drizzle", "package-lock.json"];

/** A data directory holding a seeded league of `seasons`, from the cache or seeded into it now. */
async function seededLeague(seasons: number, env: NodeJS.ProcessEnv): Promise<string> {
  const name = `${seasons}-${SIM_SEED}-${SIM_NOW.replace(/\W/g, "")}-${codeDigest(LEAGUE_INPUTS)}`;
  const kept = join(LEAGUE_CACHE, name);
  if (existsSync(kept)) return kept;
  await mkdir(LEAGUE_CACHE, { recursive: true });
  const building = await mkdtemp(join(LEAGUE_CACHE, "building-"));
  try {
    await seed(seasons, { ...env, DATA_DIR: building });
    // Renamed whole, so a league in the cache is always complete; another run's, if first, stays.
    await rename(building, kept).catch(() => {});
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  // Leagues of older code are of no more use.
  for (const entry of await readdir(LEAGUE_CACHE))
    if (entry.startsWith(`${seasons}-`) && entry !== name)
      await rm(join(LEAGUE_CACHE, entry), { recursive: true, force: true });
  return kept;
}

/** Runs the seed command to completion; its output is shown only if it fails. */
async function seed(seasons: number, env: NodeJS.ProcessEnv): Promise<void> {
  const child = runTs("server/src/seed/cli.ts", ["--seasons", String(seasons)], env, "pipe");
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`seeding failed (exit ${code}):\n${output}`);
}

/** Polls /api/health until the server answers; fails at once if the process dies first. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet (seeding, migrating).
    }
    await delay(200);
  }
  throw new Error(`server did not answer ${url}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  // A shutdown that hangs must not hang the test run with it.
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the production server (`server/src/main.ts`, the `npm start` path) on a free port with
 * a fresh embedded database in a temporary folder, and resolves once /api/health answers.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "fragboard-e2e-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SIM_SEED,
    SIM_NOW,
    LOG_LEVEL: "warn",
    JWT_SECRET: E2E_JWT_SECRET,
  };
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The server writes (journeys sign in, pick, save): it runs on a copy of the kept league.
    if (options.seasons !== undefined)
      await cp(await seededLeague(options.seasons, env), dataDir, { recursive: true });
    child = runTs("server/src/main.ts", [], env, "inherit");
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
