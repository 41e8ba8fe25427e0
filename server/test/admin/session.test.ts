import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../../src/auth/admin-token.js";
import { lazySessionKey, sessionSecret } from "../../src/auth/secret.js";
import { sessionKey, signSession, verifySession } from "../../src/auth/session.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { ENGINES, openTestDatabase } from "../helpers/databases.js";

const KEY = sessionKey("one-secret-that-is-long-enough-for-hs256");
const CLAIMS = { sub: "123456789012345678", scopes: ["admin"] };

describe("session tokens", () => {
  it("verify to the claims they were signed with", async () => {
    const token = await signSession(KEY, CLAIMS, "1h");
    expect(await verifySession(KEY, token)).toEqual(CLAIMS);
  });

  it("are refused when expired, tampered with, signed with another key or not signed", async () => {
    const token = await signSession(KEY, CLAIMS, "1h");
    const [header, , signature] = token.split(".");
    const widened = Buffer.from(JSON.stringify({ ...CLAIMS, scopes: ["admin", "gm"] })).toString("base64url");
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${token.split(".")[1]}.`;
    for (const bad of [
      await signSession(KEY, CLAIMS, "-1m"),
      `${header}.${widened}.${signature}`,
      await signSession(sessionKey("another-secret-that-is-long-enough!!"), CLAIMS, "1h"),
      unsigned,
      "",
    ]) {
      expect(await verifySession(KEY, bad)).toBeNull();
    }
  });

  it("are refused when their claims are not a session's", async () => {
    const token = await signSession(KEY, { sub: "not-a-discord-id", scopes: [] }, "1h");
    expect(await verifySession(KEY, token)).toBeNull();
  });
});

describe("the generated secret in the data dir", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fragboard-secret-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is created once, readable by its owner only, and the same after a restart", async () => {
    const store = { kind: "file", dataDir } as const;
    const [first, concurrent] = await Promise.all([sessionSecret(null, store), sessionSecret(null, store)]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(concurrent).toBe(first);
    expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
    const token = await signSession(await lazySessionKey(null, store)(), CLAIMS, "1h");
    // A new process: a new lazy key over the same directory.
    expect(await verifySession(await lazySessionKey(null, store)(), token)).toEqual(CLAIMS);
  });

  it("gives way to JWT_SECRET", async () => {
    const configured = "configured-secret-that-is-long-enough";
    expect(await sessionSecret(configured, { kind: "file", dataDir })).toBe(configured);
  });

  it("signs the operators' admin tokens that the server accepts", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const token = await adminToken(config, CLAIMS.sub, 1);
    const serverKey = lazySessionKey(config.jwtSecret, { kind: "file", dataDir: config.dataDir });
    expect(await verifySession(await serverKey(), token)).toEqual(CLAIMS);
  });
});

describe.each(ENGINES)("the generated secret in the %s meta table", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is one secret for every instance, created by whichever asks first", async () => {
    const store = { kind: "meta", db: database.db } as const;
    const secrets = await Promise.all([sessionSecret(null, store), sessionSecret(null, store)]);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(secrets[1]).toBe(secrets[0]);
    expect(await sessionSecret(null, store)).toBe(secrets[0]);
  });
});
