import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { adminToken } from "../src/auth/admin-token.js";
import { secretFile } from "../src/auth/secret.js";
import { backup, restore } from "../src/backup/backup.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { newDataDir } from "./helpers/data-dir.js";
import { TEST_NOW } from "./helpers/league.js";

/**
 * Issue #25: "the PGlite backup leaves out the session secret, so a restore on a new host signs
 * everyone out". The backup holds the sessions but, by design, not the generated secret
 * (DATA_DIR/jwt-secret): a restore keeps the host's secret, and on a new host the secret copied
 * beside the backup keeps every session valid; without it the restore says so.
 */

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "fragboard-backup-sessions-"));
  dirs.push(dir);
  return dir;
};
/** No JWT_SECRET: the embedded server's generated secret, as on a default install. */
const configFor = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, SIM_NOW: TEST_NOW });
const ADMIN = "123456789012345678";

/**
 * The statuses a server on `dataDir` answers an admin route with, one per token: one server for
 * all of them (opening the embedded database and its app is most of this file's time).
 */
async function statusesWith(dataDir: string, ...tokens: string[]): Promise<number[]> {
  return withApp(dataDir, async (app) => {
    const statuses: number[] = [];
    for (const token of tokens) statuses.push((await sessionsOf(app, token)).statusCode);
    return statuses;
  });
}

async function withApp<T>(dataDir: string, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    const app = await buildApp({ database, config: configFor(dataDir) });
    try {
      return await use(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const sessionsOf = (app: FastifyInstance, token: string) =>
  app.inject({ url: `/api/admin/members/${ADMIN}/sessions`, headers: { authorization: `Bearer ${token}` } });

describe("sessions across a backup and restore of the embedded database", () => {
  let source: string;
  let file: string;
  let kept: string;
  let revoked: string;
  beforeAll(async () => {
    source = temp();
    await newDataDir(join(source, "pglite"));
    await withApp(source, async (app) => {
      // Made while the server runs, as `npm run admin-token` is: the embedded database is not opened.
      kept = await adminToken(configFor(source), ADMIN, 30, "kept");
      revoked = await adminToken(configFor(source), ADMIN, 30, "revoked");
      // Both used once (their rows written), then one revoked, before the backup.
      expect((await sessionsOf(app, kept)).statusCode).toBe(200);
      expect((await sessionsOf(app, revoked)).statusCode).toBe(200);
      const list = await sessionsOf(app, kept);
      const sid = (list.json().sessions as { id: string; name: string }[]).find(
        (s) => s.name === "revoked",
      )?.id;
      const res = await app.inject({
        method: "DELETE",
        url: `/api/admin/members/${ADMIN}/sessions/${sid}`,
        headers: { authorization: `Bearer ${kept}` },
      });
      expect(res.statusCode).toBe(204);
    });
    file = join(temp(), "league.tar.gz");
    expect(await backup(configFor(source), file, "http://127.0.0.1:1")).toBe("offline");
  }, 120_000);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps sessions valid restoring on the same host: the secret stays in DATA_DIR", async () => {
    const outcome = await restore(configFor(source), file);
    expect(outcome.kept).toMatch(/pglite\.before-restore-/);
    expect(outcome.secret).toEqual({ kind: "file", file: secretFile(source) });
    // The revocation is in the backup too.
    expect(await statusesWith(source, kept, revoked)).toEqual([200, 401]);
  });

  it("keeps them valid on a new host with the secret copied beside the backup", async () => {
    const target = temp();
    copyFileSync(secretFile(source), secretFile(target));
    expect((await restore(configFor(target), file)).secret.kind).toBe("file");
    expect(await statusesWith(target, kept, revoked)).toEqual([200, 401]);
  });

  it("says the secret is missing on a new host without it, where every session is refused", async () => {
    const target = temp();
    const outcome = await restore(configFor(target), file);
    expect(outcome.secret).toEqual({ kind: "missing", file: secretFile(target) });
    expect(await statusesWith(target, kept)).toEqual([401]);
  });
});
