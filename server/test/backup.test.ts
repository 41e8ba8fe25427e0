import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { sessionKey, signSession } from "../src/auth/session.js";
import { backup, restore } from "../src/backup/backup.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { rawRows } from "../src/db/raw.js";
import { rebuildAggregates } from "../src/ingest/aggregates.js";
import { ingestLeague } from "../src/ingest/league.js";
import { ingestMaps } from "../src/ingest/maps.js";
import { seedCommunity } from "../src/seed/community.js";
import { newDataDir } from "./helpers/data-dir.js";
import { TEST_NOW, tinyLeague } from "./helpers/league.js";
import { JWT_SECRET } from "./http/seeded-app.js";

/** Issue #12 item 10: `npm run backup` / `npm run restore` give back every row of every table. */

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "fragboard-backup-"));
  dirs.push(dir);
  return dir;
};
const configFor = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET, SIM_NOW: TEST_NOW });

/** Per table of the public schema: row count and a hash of every row. */
async function contents(database: Database): Promise<Record<string, string>> {
  const tables = await rawRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rawRows<{ n: number; h: string }>(
      database.db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      ),
    );
    out[name] = `${row?.n} ${row?.h}`;
  }
  return out;
}

async function contentsOf(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    return await contents(database);
  } finally {
    await database.close();
  }
}

describe("backup and restore of the embedded database", () => {
  let source: string;
  let expected: Record<string, string>;
  /** A closed data directory, to restore over: a copy costs nothing, a new one an initdb (3.6 s CPU). */
  let existing: string;
  beforeAll(async () => {
    source = temp();
    // Every table filled is what matters, not how full: the smallest league, its Premier maps.
    const sim = tinyLeague("backup-test");
    await newDataDir(join(source, "pglite"));
    const database = await openDatabase({ kind: "pglite", dataDir: join(source, "pglite") });
    await ingestLeague(database.db, sim.league);
    await ingestMaps(
      database,
      sim.maps((m) => m.tier === "Premier"),
    );
    await rebuildAggregates(database.db);
    await seedCommunity(database, sim.league, { seed: "backup-test", now: new Date(TEST_NOW) });
    expected = await contents(database);
    await database.close();
    existing = join(temp(), "pglite");
    cpSync(join(source, "pglite"), existing, { recursive: true });
  }, 180_000);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("round-trips every table through one file while the server is stopped", async () => {
    expect(Object.keys(expected).length).toBeGreaterThan(20);
    expect(Object.values(expected).some((v) => !v.startsWith("0 "))).toBe(true);
    const file = join(temp(), "offline.tar.gz");
    expect(await backup(configFor(source), file, "http://127.0.0.1:1")).toBe("offline");
    const target = temp();
    expect(await restore(configFor(target), file)).toEqual({ kept: null, secret: { kind: "configured" } });
    expect(await contentsOf(target)).toEqual(expected);
  });

  it("takes a consistent backup from the running server that holds DATA_DIR", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: join(source, "pglite") });
    const app = await buildApp({ database, config: configFor(source) });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const file = join(temp(), "online.tar.gz");
      expect(await backup(configFor(source), file, `http://127.0.0.1:${port}`)).toBe("online");
      // Restoring over an existing database keeps the old one aside.
      const target = temp();
      cpSync(existing, join(target, "pglite"), { recursive: true });
      const { kept } = await restore(configFor(target), file);
      expect(kept).toMatch(/pglite\.before-restore-/);
      // The backup command's own admin session (docs/auth.md#sessions) is written on its first use,
      // so the backup holds that one session besides what the league had.
      const { sessions, ...restored } = await contentsOf(target);
      const { sessions: before, ...rest } = expected;
      expect(before).toMatch(/^0 /);
      expect(sessions).toMatch(/^1 /);
      expect(restored).toEqual(rest);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("refuses to restore under a running server, and the backup endpoint to anyone but an admin", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: join(source, "pglite") });
    const app = await buildApp({ database, config: configFor(source) });
    try {
      await expect(restore(configFor(source), join(temp(), "none.tar.gz"))).rejects.toThrow();
      expect((await app.inject({ url: "/api/admin/backup" })).statusCode).toBe(401);
      // One at a time (issue #25): a second backup while one runs is a 409, the next one after it a 200.
      const token = await signSession(
        sessionKey(JWT_SECRET),
        { sub: "123456789012345678", scopes: ["admin"] },
        "1h",
      );
      const take = () =>
        app.inject({ url: "/api/admin/backup", headers: { authorization: `Bearer ${token}` } });
      const [first, second] = await Promise.all([take(), take()]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const ok = first.statusCode === 200 ? first : second;
      expect(ok.rawPayload.length).toBe(Number(ok.headers["content-length"]));
      expect((await take()).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
