import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "../../src/providers/http.js";
import { dathostProvider } from "../../src/providers/servers/dathost.js";
import type { GameServerProvider, GameServerSpec } from "../../src/providers/servers/provider.js";
import { sandboxProvider } from "../../src/providers/servers/sandbox.js";
import { type FakeApi, type FakeRequest, startFakeApi } from "../helpers/fake-api.js";

const EMAIL = "ops@example.com";
const PASSWORD = "hunter2";
const TEMPLATE = "tmpl0000";
const spec: GameServerSpec = {
  name: "Fragboard Retakes | someone",
  map: "de_nuke",
  type: "retakes",
  slots: 9,
  password: "frogs",
};

/**
 * The DatHost client (docs/operations.md#game-servers) against a local fake of DatHost's API: a
 * server duplicated from the template, configured, started, described and deleted; and each of
 * DatHost's refusals turned into a message that says what to fix.
 */
describe("DatHost game servers", () => {
  let fake: FakeApi;
  /** Stands in for the game server DatHost runs: it answers the query protocol on a real port. */
  let gameMachine: GameServerProvider;
  let gamePort = 0;
  let copies = 0;
  const created = new Map<string, { on: boolean; settings: URLSearchParams }>();
  let dathost: GameServerProvider;

  const serverObject = (id: string) => ({
    id,
    name: created.get(id)?.settings.get("name") ?? "template",
    ip: "fra.dathost.net",
    raw_ip: "127.0.0.1",
    on: created.get(id)?.on ?? false,
    ports: { game: gamePort, gotv: gamePort + 1 },
    cs2_settings: { slots: 10 },
  });

  function dathostApi(request: FakeRequest) {
    if (request.headers.authorization !== `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString("base64")}`)
      return { status: 401, json: { message: "Unauthorized" } };
    const [, , id = "", action] = request.path.split("/").slice(2);
    const path = request.path.replace("/api/0.1", "");
    if (request.method === "POST" && path === `/game-servers/${TEMPLATE}/duplicate`) {
      const copy = `copy${++copies}`;
      created.set(copy, { on: false, settings: new URLSearchParams() });
      return { json: serverObject(copy) };
    }
    const server = created.get(id);
    if (!server) return { status: 404, json: { message: "Not found" } };
    if (request.method === "PUT" && !action) {
      server.settings = new URLSearchParams(request.body);
      return { json: {} };
    }
    if (request.method === "POST" && action === "start") server.on = true;
    else if (request.method === "POST" && action === "stop") server.on = false;
    else if (request.method === "DELETE" && !action) created.delete(id);
    else if (request.method !== "GET") return { status: 405 };
    return { json: serverObject(id) };
  }

  beforeAll(async () => {
    fake = await startFakeApi(dathostApi);
    gameMachine = sandboxProvider("127.0.0.1");
    gamePort = (await gameMachine.start(spec)).port;
    dathost = dathostProvider({
      email: EMAIL,
      password: PASSWORD,
      templateId: TEMPLATE,
      apiUrl: `${fake.url}/api/0.1`,
    });
  });
  afterAll(async () => {
    await gameMachine?.close();
    await fake?.close();
  });

  it("duplicates the template, configures and starts the copy, and queries it", async () => {
    const started = await dathost.start(spec);
    expect(started.port).toBe(gamePort);
    expect(dathost.connectHost(started.ref)).toBe("127.0.0.1");
    const [copy] = [...created.entries()];
    expect(copy?.[1].on).toBe(true);
    expect(Object.fromEntries(copy?.[1].settings ?? [])).toEqual({
      name: spec.name,
      "cs2_settings.slots": "9",
      "cs2_settings.password": "frogs",
      "cs2_settings.maps_source": "mapgroup",
      "cs2_settings.mapgroup_start_map": "de_nuke",
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path.replace("/api/0.1", "")}`)).toEqual([
      `POST /game-servers/${TEMPLATE}/duplicate`,
      "PUT /game-servers/copy1",
      "POST /game-servers/copy1/start",
      "GET /game-servers/copy1",
    ]);

    expect(await dathost.details(started.ref)).toMatchObject({
      name: spec.name,
      map: "de_nuke",
      maxPlayers: 9,
    });

    await dathost.stop(started.ref);
    expect(created.size).toBe(0);
    // Stopping a server DatHost no longer has is not an error.
    await expect(dathost.stop(started.ref)).resolves.toBeUndefined();
  });

  it("says what is wrong when DatHost refuses", async () => {
    const wrongPassword = dathostProvider({
      email: EMAIL,
      password: "nope",
      templateId: TEMPLATE,
      apiUrl: fake.url,
    });
    await expect(wrongPassword.start(spec)).rejects.toThrow(
      "DatHost refused the credentials: check DATHOST_EMAIL and DATHOST_PASSWORD (duplicating the template server).",
    );
    const wrongTemplate = dathostProvider({
      email: EMAIL,
      password: PASSWORD,
      templateId: "missing",
      apiUrl: `${fake.url}/api/0.1`,
    });
    await expect(wrongTemplate.start(spec)).rejects.toThrow(
      "DatHost has no such server (check DATHOST_TEMPLATE_ID)",
    );

    const respond = fake.respond;
    fake.respond = () => ({ status: 402, json: { message: "Payment required" } });
    await expect(dathost.start(spec)).rejects.toThrow("DatHost says the account has no credit left");
    fake.respond = () => ({ status: 500, json: { message: "boom" } });
    const failed = await dathost.start(spec).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ProviderError);
    expect((failed as ProviderError).message).toBe(
      'DatHost answered 500: {"message":"boom"} (duplicating the template server).',
    );
    fake.respond = respond;

    const unreachable = dathostProvider({
      email: EMAIL,
      password: PASSWORD,
      templateId: TEMPLATE,
      apiUrl: "http://127.0.0.1:9",
    });
    await expect(unreachable.start(spec)).rejects.toThrow(
      "DatHost is unreachable (duplicating the template server).",
    );
  });

  it("deletes the copy when it cannot be started, so nothing is left billed", async () => {
    const respond = fake.respond;
    fake.respond = (request) =>
      request.path.endsWith("/start") ? { status: 503, json: { message: "no capacity" } } : respond(request);
    await expect(dathost.start(spec)).rejects.toThrow("DatHost answered 503");
    expect(created.size).toBe(0);
    fake.respond = respond;
  });
});
