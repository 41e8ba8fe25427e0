import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { adminToken } from "../src/auth/admin-token.js";
import { secretFile } from "../src/auth/secret.js";
import { backup, restore } from "../src/backup/backup.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
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

/** The status a server on `dataDir` answers an admin route with `token`. */
async function statusWith(dataDir: string, token: string): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  const app = await buildApp({ database, config: configFor(dataDir) });
  try {
    const res = await app.inject({
      url: `/api/admin/members/${ADMIN}/sessions`,
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode;
  } finally {
    await app.close();
    await database.close();
  }
}

describe("sessions across a backup and restore of the embedded database", () => {
  let source: string;
  let file: string;
  let kept: string;
  let revoked: string;
  beforeAll(async () => {
    source = temp();
    await (await openDatabase({ kind: "pglite", dataDir: join(source, "pglite") })).close();
    kept = await adminToken(configFor(source), ADMIN, 30, "kept");
    revoked = await adminToken(configFor(source), ADMIN, 30, "revoked");
    // Both used once (their rows written), then one revoked, before the backup.
    expect(await statusWith(source, kept)).toBe(200);
    expect(await statusWith(source, revoked)).toBe(200);
    const database = await openDatabase({ kind: "pglite", dataDir: join(source, "pglite") });
    const app = await buildApp({ database, config: configFor(source) });
    const list = await app.inject({
      url: `/api/admin/members/${ADMIN}/sessions`,
      headers: { authorization: `Bearer ${kept}` },
    });
    const sid = (list.json().sessions as { id: string; name: string }[]).find(
      (s) => s.name === "revoked",
    )?.id;
    const res = await app.inject({
      method: "DELETE",
      url: `/api/admin/members/${ADMIN}/sessions/${sid}`,
      headers: { authorization: `Bearer ${kept}` },
    });
    expect(res.statusCode).toBe(204);
    await app.close();
    await database.close();
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
    expect(await statusWith(source, kept)).toBe(200);
    // The revocation is in the backup too.
    expect(await statusWith(source, revoked)).toBe(401);
  });

  it("keeps them valid on a new host with the secret copied beside the backup", async () => {
    const target = temp();
    copyFileSync(secretFile(source), secretFile(target));
    expect((await restore(configFor(target), file)).secret.kind).toBe("file");
    expect(await statusWith(target, kept)).toBe(200);
    expect(await statusWith(target, revoked)).toBe(401);
  });

  it("says the secret is missing on a new host without it, where every session is refused", async () => {
    const target = temp();
    const outcome = await restore(configFor(target), file);
    expect(outcome.secret).toEqual({ kind: "missing", file: secretFile(target) });
    expect(await statusWith(target, kept)).toBe(401);
  });
});
