import { createSocket } from "node:dgram";
import { once } from "node:events";
import {
  errorBodySchema,
  REDACTED_PASSWORD,
  serverDetailsResponseSchema,
  serverListResponseSchema,
  serverSchema,
} from "@fragboard/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { servers } from "../../src/db/schema/index.js";
import { ENGINES, openTestDatabase } from "../helpers/databases.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";

const OWNER = "200000000000000001";
const OTHER = "200000000000000002";
const request = {
  map: "de_inferno",
  playerSlots: 8,
  serverDuration: 2,
  serverType: "pug&prac",
  password: "",
  isPrivate: true,
  matchConfig: { players: [], maps: [null] },
};

/** True when nothing listens on the UDP port any more (the sandbox freed it). */
async function portIsFree(port: number) {
  const socket = createSocket("udp4");
  try {
    socket.bind(port, "127.0.0.1");
    await once(socket, "listening");
    return true;
  } catch {
    return false;
  } finally {
    socket.close();
  }
}

/** docs/api.md#servers with the sandbox provider: real UDP sockets answering the Source query protocol. */
describe.each(ENGINES)("on-demand game servers on %s", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const cookies: Record<"owner" | "other", string> = { owner: "", other: "" };
  const open = () => buildApp({ database, config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET }) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await open();
    cookies.owner = await sessionCookie(OWNER);
    cookies.other = await sessionCookie(OTHER);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, who: keyof typeof cookies | null, payload: object) =>
    app.inject({ method: "POST", url, headers: who ? { cookie: cookies[who] } : {}, payload });
  const list = async (who: keyof typeof cookies | null) =>
    serverListResponseSchema.parse(
      (
        await app.inject({ method: "GET", url: "/api/servers", headers: who ? { cookie: cookies[who] } : {} })
      ).json(),
    ).servers;
  const message = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).error.message;

  it("refuses anonymous requests and names the wrong field of a bad one", async () => {
    expect((await post("/api/servers/request", null, request)).statusCode).toBe(401);
    expect((await post("/api/servers/deets", null, { port: 27015 })).statusCode).toBe(401);
    expect((await post("/api/servers/stop", null, { id: 1 })).statusCode).toBe(401);
    const cases: [object, string][] = [
      [{ ...request, playerSlots: 11 }, "playerSlots for pug&prac must be 2-10"],
      [{ ...request, serverType: "retakes", playerSlots: 10 }, "playerSlots for retakes must be 2-9"],
      [{ ...request, serverDuration: 4 }, "serverDuration must be 1-3 hours"],
      [{ ...request, isPrivate: false, password: "pw" }, "password is only for a private server"],
      [{ ...request, map: "de_cache" }, "map must be one of"],
      [{ ...request, serverType: "wingman", playerSlots: 4 }, "not available yet"],
    ];
    for (const [body, expected] of cases) {
      const res = await post("/api/servers/request", "owner", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toContain(expected);
    }
    expect((await post("/api/servers/deets", "owner", { port: 70000 })).statusCode).toBe(400);
    expect((await post("/api/servers/stop", "owner", { id: "one" })).statusCode).toBe(400);
    expect(await list(null)).toEqual([]);
  });

  it("starts a sandbox server that answers A2S with the requested name, map and slots", async () => {
    const res = await post("/api/servers/request", "owner", request);
    expect(res.statusCode, res.body).toBe(201);
    const server = serverSchema.parse(res.json());
    expect(server).toMatchObject({ owner: OWNER, host: "127.0.0.1", type: "pug&prac.8", isPrivate: true });
    // A blank password on a private server: the server picks one.
    expect(server.password).toMatch(/^[a-z2-9]{8}$/);
    expect(server.datetime - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);

    const deets = await post("/api/servers/deets", "other", { port: server.port });
    expect(deets.statusCode, deets.body).toBe(200);
    expect(serverDetailsResponseSchema.parse(deets.json())).toMatchObject({
      name: `Fragboard Pug & Prac | ${OWNER}`,
      map: "de_inferno",
      maxPlayers: 8,
      players: 0,
      bots: 0,
      appId: 730,
      visibility: 1,
      port: server.port,
    });
    expect(await portIsFree(server.port)).toBe(false);
  });

  it("shows a private server's password to its owner only", async () => {
    const [mine] = await list("owner");
    expect(mine?.password).toMatch(/^[a-z2-9]{8}$/);
    expect((await list("other"))[0]?.password).toBe(REDACTED_PASSWORD);
    expect((await list(null))[0]?.password).toBe(REDACTED_PASSWORD);
    const res = await app.inject({ method: "GET", url: "/api/servers", headers: { cookie: cookies.owner } });
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("allows one running server per member", async () => {
    const res = await post("/api/servers/request", "owner", request);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toContain("already have a server running");
    expect(await list("owner")).toHaveLength(1);
  });

  it("lets only the owner shut a server down, and frees its port", async () => {
    const publicOne = await post("/api/servers/request", "other", { ...request, isPrivate: false });
    expect(publicOne.statusCode, publicOne.body).toBe(201);
    expect(serverSchema.parse(publicOne.json()).password).toBe("");
    const [mine] = (await list("owner")).filter((s) => s.owner === OWNER);
    if (!mine) throw new Error("the owner's server is not listed");

    const refused = await post("/api/servers/stop", "other", { id: mine.screenid });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toContain("Only the member who started");
    expect(await portIsFree(mine.port)).toBe(false);

    const stopped = await post("/api/servers/stop", "owner", { id: mine.screenid });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await portIsFree(mine.port)).toBe(true);
    expect((await list("owner")).map((s) => s.owner)).toEqual([OTHER]);
    expect((await post("/api/servers/deets", "owner", { port: mine.port })).statusCode).toBe(404);
    expect((await post("/api/servers/stop", "owner", { id: mine.screenid })).statusCode).toBe(404);
  });

  it("stops a server past its end after a restart, and runs the others again", async () => {
    const started = serverSchema.parse((await post("/api/servers/request", "owner", request)).json());
    const [other] = (await list("other")).filter((s) => s.owner === OTHER);
    if (!other) throw new Error("the other member's server is not listed");

    await app.close();
    expect(await portIsFree(started.port)).toBe(true);
    // While the app was down, the owner's server reached its end.
    const past = new Date(Date.now() - 60_000);
    await database.db.update(servers).set({ expiresAt: past }).where(eq(servers.id, started.screenid));

    app = await open();
    expect(await app.gameServers.sweep(new Date())).toEqual({ stopped: 1 });
    const [row] = await database.db.select().from(servers).where(eq(servers.id, started.screenid));
    expect(row?.stoppedAt).not.toBeNull();
    expect(await portIsFree(started.port)).toBe(true);
    expect((await list("owner")).map((s) => s.screenid)).toEqual([other.screenid]);
    const deets = await post("/api/servers/deets", "owner", { port: other.port });
    expect(deets.statusCode, deets.body).toBe(200);
    expect(serverDetailsResponseSchema.parse(deets.json()).visibility).toBe(0);
  });
});
