import { readFile } from "node:fs/promises";
import { deflateRawSync } from "node:zlib";
import { type ImportRun, type KillEvent, type MapEvents, mapEventProblems } from "@fragboard/core";
import { asc, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../src/db/client.js";
import { maps, seasonStats } from "../../src/db/schema/index.js";
import { importEntries } from "../../src/ingest/import/entries.js";
import { importReportCsv } from "../../src/ingest/import/report-csv.js";
import { readImportRun, runImport } from "../../src/ingest/import/run.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { ENGINES, openTestDatabase } from "../helpers/databases.js";
import { importMap } from "../helpers/import-maps.js";
import { smallLeague, TEST_NOW } from "../helpers/league.js";

/**
 * The bulk import (docs/api.md#bulk-import) on a file of 200 maps with 5 impossible ones: a dry run
 * writes nothing; an import stores 195 and refuses 5 with their reasons; an interrupted import
 * resumed gives the same result as one run; the same file again changes nothing; a changed map is
 * replaced only when confirmed.
 */

const now = new Date(TEST_NOW);

async function storedMaps(db: Db) {
  const [row] = await db.select({ n: count() }).from(maps).where(like(maps.matchId, "combines-import-%"));
  return row?.n ?? 0;
}

async function statsRows(db: Db) {
  return db.select().from(seasonStats).orderBy(asc(seasonStats.tier), asc(seasonStats.steam64Id));
}

/** The per-map outcomes without where they were found (the same in every run of one file). */
const outcomesOf = (run: ImportRun) =>
  run.outcomes.map((o) => [o.matchId, o.status, o.problems.map((p) => p.rule)]);

describe.each(ENGINES)("bulk import on %s", (kind) => {
  let database: Database;
  let season: number;
  let all: MapEvents[];
  let file: Buffer;

  beforeAll(async () => {
    const league = smallLeague();
    database = await openTestDatabase(kind);
    await ingestLeague(database.db, league.league);
    season = league.currentSeason;
    const start = league.league.seasons.find((s) => s.number === season)?.startDate as string;
    const playedAt = new Date(Date.parse(start) + 86_400_000).toISOString();
    all = Array.from({ length: 200 }, (_, i) => importMap(i, season, playedAt));
    const bad = structuredClone(all);
    const twice = (bad[7] as MapEvents).rounds[3];
    twice?.kills.push(structuredClone(twice.kills[0] as KillEvent));
    (bad[50] as MapEvents).rounds.pop();
    Object.assign((bad[99] as MapEvents).rounds[0]?.kills[0] ?? {}, { weapon: "HE Grenade", headshot: true });
    (bad[150] as MapEvents).playedAt = "2999-01-01T00:00:00.000Z";
    (bad[199] as MapEvents).season = 999;
    file = Buffer.from(bad.map((m) => JSON.stringify(m)).join("\n"));
  });
  afterAll(() => database?.close());

  const options = (dryRun: boolean, extra: Partial<Parameters<typeof runImport>[1]> = {}) => ({
    fileName: "history.ndjson",
    bytes: file,
    dryRun,
    replaceChanged: false,
    now,
    ...extra,
  });

  let dry: ImportRun;

  it("dry-runs the file: every problem of every map, nothing written", async () => {
    dry = await runImport(database.db, options(true));
    expect(dry.summary).toEqual({ stored: 195, replaced: 0, skipped: 0, changed: 0, refused: 5 });
    const refused = dry.outcomes.flatMap((o, i) =>
      o.status === "refused" ? [[i, o.problems.map((p) => p.rule)]] : [],
    );
    expect(refused).toEqual([
      [7, ["deaths"]],
      [50, ["final-score"]],
      [99, ["weapon-flags", "grenade-kill"]],
      [150, ["played-at"]],
      [199, ["season"]],
    ]);
    expect(dry.outcomes[7]?.source).toBe("history.ndjson:8");
    expect(await storedMaps(database.db)).toBe(0);
  });

  it("imports after an interruption, resumed, with the same result as one run", async () => {
    const stop = new AbortController();
    const cut = await runImport(
      database.db,
      options(false, {
        onProgress: (r) => {
          if (r.done === 80) stop.abort();
        },
        signal: stop.signal,
      }),
    );
    expect(cut.state).toBe("running");
    expect((await readImportRun(database.db, cut.id))?.done).toBe(80);
    // Maps 7 and 50 are among the first 80, and refused.
    expect(await storedMaps(database.db)).toBe(78);

    const resumed = await runImport(database.db, options(false));
    expect(resumed.id).toBe(cut.id);
    expect(resumed.state).toBe("done");
    expect(resumed.summary).toEqual({ stored: 195, replaced: 0, skipped: 0, changed: 0, refused: 5 });
    expect(outcomesOf(resumed)).toEqual(outcomesOf(dry));
    expect(await storedMaps(database.db)).toBe(195);
    // Aggregates once at the end: one combine line per imported player of the 195 maps.
    const rows = (await statsRows(database.db)).filter((r) => r.matchType === "Combine");
    expect(rows).toHaveLength(390);
    expect(rows.every((r) => r.stats.gameCount === 1)).toBe(true);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await statsRows(database.db);
    const again = await runImport(database.db, options(false));
    expect(again.summary).toEqual({ stored: 0, replaced: 0, skipped: 195, changed: 0, refused: 5 });
    expect(await statsRows(database.db)).toEqual(before);
    expect(await storedMaps(database.db)).toBe(195);
  });

  it("replaces a changed map only when confirmed", async () => {
    const changed = structuredClone(all[3] as MapEvents);
    Object.assign(changed.rounds[0]?.kills[0] ?? {}, { headshot: !changed.rounds[0]?.kills[0]?.headshot });
    const one = { fileName: "fix.json", bytes: Buffer.from(JSON.stringify(changed)), now };
    const held = await runImport(database.db, { ...one, dryRun: false, replaceChanged: false });
    expect(held.summary.changed).toBe(1);
    const replaced = await runImport(database.db, { ...one, dryRun: false, replaceChanged: true });
    expect(replaced.summary.replaced).toBe(1);
    const [row] = await database.db.select().from(maps).where(eq(maps.matchId, changed.matchId));
    expect(row?.matchId).toBe(changed.matchId);
  });

  it("writes the summary as CSV, one line per problem of a refused map", () => {
    const lines = importReportCsv(dry).trimEnd().split("\r\n");
    expect(lines[0]).toBe("source,matchId,status,rule,round,player,path,message");
    expect(lines).toHaveLength(1 + 195 + 6);
    expect(lines.filter((l) => l.includes(",refused,"))[2]).toBe(
      `history.ndjson:100,combines-import-99,refused,weapon-flags,1,${all[99]?.rounds[0]?.kills[0]?.killer},rounds.0.kills.0.headshot,a HE Grenade kill cannot be a headshot`,
    );
  });
});

describe("import files", () => {
  /** A zip of stored or deflated files, as zip tools write them (CRCs are not checked on read). */
  function zipOf(files: { name: string; text: string; deflate: boolean }[]): Buffer {
    const locals: Buffer[] = [];
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const f of files) {
      const raw = Buffer.from(f.text);
      const data = f.deflate ? deflateRawSync(raw) : raw;
      const name = Buffer.from(f.name);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(f.deflate ? 8 : 0, 8);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(raw.length, 22);
      local.writeUInt16LE(name.length, 26);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(f.deflate ? 8 : 0, 10);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(raw.length, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      locals.push(local, name, data);
      centrals.push(central, name);
      offset += 30 + name.length + data.length;
    }
    const directory = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(files.length, 8);
    end.writeUInt16LE(files.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, directory, end]);
  }

  it("reads one JSON map, an array, NDJSON lines and a zip of JSON files", () => {
    const [a, b] = [importMap(1, 15, TEST_NOW), importMap(2, 15, TEST_NOW)];
    const ids = (name: string, bytes: Buffer) =>
      importEntries(name, bytes).map((e) => [
        "value" in e ? (e.value as MapEvents).matchId : e.error,
        e.source,
      ]);
    expect(ids("one.json", Buffer.from(JSON.stringify(a)))).toEqual([[a.matchId, "one.json"]]);
    expect(ids("two.json", Buffer.from(JSON.stringify([a, b])))).toEqual([
      [a.matchId, "two.json[0]"],
      [b.matchId, "two.json[1]"],
    ]);
    expect(ids("s.ndjson", Buffer.from(`${JSON.stringify(a)}\n\n${JSON.stringify(b)}\n`))).toEqual([
      [a.matchId, "s.ndjson:1"],
      [b.matchId, "s.ndjson:3"],
    ]);
    const zip = zipOf([
      { name: "s15/b.json", text: JSON.stringify(b), deflate: true },
      { name: "s15/a.json", text: JSON.stringify(a), deflate: false },
      { name: "README.txt", text: "not a map", deflate: false },
    ]);
    expect(ids("h.zip", zip)).toEqual([
      [a.matchId, "h.zip:s15/a.json"],
      [b.matchId, "h.zip:s15/b.json"],
    ]);
  });

  it("has a sample history file whose scrims pass every rule of play and whose last two do not", async () => {
    const bytes = await readFile(new URL("../../../docs/samples/history.ndjson", import.meta.url));
    const entries = importEntries("history.ndjson", bytes);
    const rules = entries.map((e) =>
      "value" in e ? mapEventProblems(e.value as MapEvents).map((p) => p.rule) : [e.error],
    );
    expect(rules).toEqual([[], [], [], [], ["final-score"], ["assists"]]);
  });

  it("turns a line that is not JSON into a refused entry naming it", () => {
    const [entry] = importEntries("bad.ndjson", Buffer.from("{oops\n"));
    expect(entry?.source).toBe("bad.ndjson:1");
    expect("error" in (entry ?? {}) && (entry as { error: string }).error).toMatch(/^not JSON: /);
  });
});
