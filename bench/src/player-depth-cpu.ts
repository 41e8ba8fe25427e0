import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMPETITIVE_MAPS, MAP_RESULTS } from "@fragboard/core";
import { buildApp, dbTarget, loadConfig, openDatabase } from "@fragboard/server";

/**
 * The server's CPU time per answer of the player depth routes, without sockets or a load
 * generator (app.inject, one request at a time): steadier than latencies on a shared machine, and
 * a clean profile with `node --cpu-prof --import tsx bench/src/player-depth-cpu.ts <DATA_DIR>`
 * (a seeded league, copied). Prints µs of CPU per request (and minor page faults) for each phase;
 * writes no results file. `BENCH_DEPTH_PHASES=stats,search` runs only the phases named,
 * `BENCH_DEPTH_ROUNDS` (3) how many rounds of new players and queries, `BENCH_DEPTH_ENCODING`
 * the Accept-Encoding asked ("identity": the answers' compression left out).
 */

const NOW = "2026-11-22T18:00:00Z";
const seeded = process.argv[2];
if (!seeded) throw new Error("usage: player-depth-cpu.ts <seeded DATA_DIR>");
const phases = process.env.BENCH_DEPTH_PHASES?.split(",");
const ROUNDS = Number(process.env.BENCH_DEPTH_ROUNDS ?? 3);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const dataDir = mkdtempSync(join(tmpdir(), "fragboard-depth-cpu-"));
cpSync(seeded, dataDir, { recursive: true });
const database = await openDatabase(dbTarget(loadConfig({ SIM_NOW: NOW, DATA_DIR: dataDir })));
const config = loadConfig({ SIM_NOW: NOW, DATA_DIR: dataDir });
const app = await buildApp({ database, config, rateLimits: { reads: 1e9, writes: 1e9, windowMs: 60_000 } });
try {
  const get = async (url: string, encodings = process.env.BENCH_DEPTH_ENCODING ?? "br, gzip") => {
    const r = await app.inject({ method: "GET", url, headers: { "accept-encoding": encodings } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return r;
  };
  const season = (
    JSON.parse((await get("/api/csc/cached-season-metadata", "identity")).body) as { number: number }
  ).number;
  const roster = JSON.parse((await get(`/api/csc/cached-players?season=${season}`, "identity")).body) as {
    data: { steam64Id: string; name: string }[];
  };
  const ids = roster.data.map((p) => p.steam64Id).sort((a, b) => hash(a) - hash(b));
  const names = roster.data.map((p) => p.name);

  const measure = async (name: string, paths: string[]) => {
    if (phases && !phases.includes(name)) return;
    const faults = process.resourceUsage().minorPageFault;
    const cpu = process.cpuUsage();
    const start = performance.now();
    for (const path of paths) await get(path);
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - start;
    console.log(
      `${name.padEnd(14)} ${paths.length} requests: ${Math.round((used.user + used.system) / paths.length)} µs CPU, ${Math.round((wall * 1000) / paths.length)} µs wall per request`,
    );
    console.log(
      `  ${Math.round((process.resourceUsage().minorPageFault - faults) / paths.length)} page faults per request`,
    );
  };

  const choices = (values: string[]) => ["", ...values];
  const filters = choices(COMPETITIVE_MAPS.map((m) => `&map=${m}`)).flatMap((map) =>
    choices(["&side=CT", "&side=T"]).flatMap((side) =>
      choices(MAP_RESULTS.map((r) => `&result=${r}`)).flatMap((result) =>
        choices(["&from=M2", "&from=M4"]).map((from) => `${map}${side}${result}${from}`),
      ),
    ),
  );
  const searches = new Set<string>();
  for (const name of names)
    for (let length = 2; length <= 4; length++)
      for (let at = 0; at + length <= name.length; at++) {
        const piece = name.slice(at, at + length).toLowerCase();
        if (piece.trim().length >= 2) searches.add(`/api/fragboard/search?q=${encodeURIComponent(piece)}`);
      }
  const searchPaths = [...searches].sort((a, b) => hash(a) - hash(b));
  for (let round = 0; round < ROUNDS; round++) {
    // New players each round, so every request is a filter not asked before.
    const viewed = ids.slice(round * 40, round * 40 + 40);
    for (const id of viewed) await get(`/api/fragboard/player-stats?steam64Id=${id}&season=${season}`);
    const stats = viewed
      .flatMap((id) =>
        filters.map(
          (f) => `/api/fragboard/player-stats?steam64Id=${id}&season=${season}&matchType=Regulation${f}`,
        ),
      )
      .sort((a, b) => hash(a) - hash(b))
      .slice(0, 3000);
    await measure("stats", stats);
    // Each round's searches differ (a slice of the distinct pieces): none is a kept answer.
    await measure("search", searchPaths.slice(round * 1500, round * 1500 + 1500));
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
