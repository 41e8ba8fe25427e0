import { errorBodySchema, type TwitchStream, userNotificationSchema } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { notifications, streamReads } from "../../src/db/schema/index.js";
import { currentSettings } from "../../src/routes/config/settings.js";
import { ENGINES } from "../helpers/databases.js";
import { type FakeApi, type FakeRequest, startFakeApi } from "../helpers/fake-api.js";
import { TEST_NOW } from "../helpers/league.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/** The signed-in user's notifications menu and its per-user read state (docs/api.md#notifications). */
describe.each(ENGINES)("notifications on %s", (kind) => {
  let h: RoutesHarness;
  let ann: string;
  let bob: string;
  const cookies = {} as Record<"ann" | "bob", string>;
  /** A notification stored for Bob alone. */
  let bobsOwn: string;

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    [ann, bob] = h.community.users.map((u) => u.discordId) as [string, string];
    cookies.ann = await sessionCookie(ann);
    cookies.bob = await sessionCookie(bob);
    const [row] = await h.database.db
      .insert(notifications)
      .values({ discordId: bob, title: "Only for Bob", body: "private", link: "/articles/1" })
      .returning({ id: notifications.id });
    bobsOwn = String(row?.id);
  });
  afterAll(() => h?.close());

  const list = async (who: "ann" | "bob") => {
    const res = await h.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { cookie: cookies[who] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return userNotificationSchema.array().parse(res.json());
  };
  const read = (who: "ann" | "bob", payload: object) =>
    h.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: { cookie: cookies[who] },
      payload,
    });
  const broadcast = async (who: "ann" | "bob") =>
    (await list(who)).find((n) => n.title === "Welcome to Fragboard!");

  it("refuses the anonymous, whatever discordId they name", async () => {
    for (const url of ["/api/notifications", `/api/notifications?discordId=${bob}`]) {
      expect((await h.get(url)).statusCode).toBe(401);
    }
    const res = await h.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      payload: { all: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it("serves the session user's own and everyone's, unread at first, never another user's", async () => {
    const bobs = await list("bob");
    expect(bobs.find((n) => n.id === bobsOwn)).toMatchObject({ title: "Only for Bob", read: false });
    expect((await broadcast("bob"))?.read).toBe(false);
    const anns = await list("ann");
    expect(anns.some((n) => n.id === bobsOwn)).toBe(false);
    // Naming Bob in the query changes nothing: the session decides.
    const res = await h.app.inject({
      method: "GET",
      url: `/api/notifications?discordId=${bob}`,
      headers: { cookie: cookies.ann },
    });
    expect(res.json().map((n: { id: string }) => n.id)).toEqual(anns.map((n) => n.id));
  });

  it("refuses marking another user's notification, changing nothing", async () => {
    const res = await read("ann", { ids: [bobsOwn] });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.message).toContain("ids");
    expect((await list("bob")).find((n) => n.id === bobsOwn)?.read).toBe(false);
  });

  it("names the wrong field of a bad body", async () => {
    for (const payload of [{}, { ids: [] }, { ids: ["x"] }, { all: false }, { ids: ["1"], all: true }]) {
      const res = await read("ann", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.message, JSON.stringify(payload)).toMatch(/ids|all/);
    }
  });

  it("keeps a broadcast's read state per user, and it persists", async () => {
    const id = (await broadcast("ann"))?.id as string;
    const first = await read("ann", { ids: [id] });
    expect(first.json()).toEqual({ marked: 1 });
    expect((await read("ann", { ids: [id] })).json()).toEqual({ marked: 0 });
    expect((await broadcast("ann"))?.read).toBe(true);
    expect((await broadcast("bob"))?.read).toBe(false);
  });

  it("marks all of a user's notifications read at once", async () => {
    expect((await read("bob", { all: true })).statusCode).toBe(200);
    expect((await list("bob")).every((n) => n.read)).toBe(true);
  });
});

/** A broadcast on one of the league's channels, as Helix lists it; `id` is new for each broadcast. */
const broadcast = (login: string, id: string): TwitchStream => ({
  id,
  user_id: `user-${login}`,
  user_login: login,
  user_name: `${login}TV`,
  game_id: "32399",
  game_name: "Counter-Strike",
  type: "live",
  title: `League night with ${login}`,
  viewer_count: 12,
  started_at: TEST_NOW,
  language: "en",
  thumbnail_url: `https://static-cdn.example/live_user_${login}-{width}x{height}.jpg`,
  tag_ids: [],
  tags: [],
  is_mature: false,
});

/** Twitch's token endpoint and Helix streams: `live` lists who is broadcasting; `down` fails Helix. */
function fakeTwitch(state: { live: TwitchStream[]; down: boolean }) {
  return (request: FakeRequest) => {
    if (request.path === "/oauth2/token") return { json: { access_token: "app-token", expires_in: 3600 } };
    if (request.path !== "/helix/streams") return { status: 404, json: {} };
    if (state.down) return { status: 503, json: { message: "Service Unavailable" } };
    const asked = new Set(request.query.getAll("user_login"));
    return { json: { data: state.live.filter((s) => asked.has(s.user_login)), pagination: {} } };
  };
}

/**
 * Live league streams in the menu (docs/api.md#notifications): the real Twitch client of a
 * configured app, against a local fake of Twitch. Each app has its own 5-minute stream cache, so
 * a step that needs Twitch asked afresh starts a new app on the same database.
 */
describe.each(ENGINES)("live Twitch streams in the notifications menu on %s", (kind) => {
  let h: RoutesHarness;
  let fake: FakeApi;
  const twitch = { live: [] as TwitchStream[], down: false };
  const apps: FastifyInstance[] = [];
  const cookies = {} as Record<"ann" | "bob", string>;
  let channels: string[];

  const freshApp = async (rateLimits?: { reads: number; writes: number; windowMs: number }) => {
    const app = await buildApp({
      database: h.database,
      config: loadConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        SIM_NOW: TEST_NOW,
        TWITCH_CLIENT_ID: "fragboard-test",
        TWITCH_CLIENT_SECRET: "fragboard-secret",
        // As an operator points the server at a Twitch stand-in.
        TWITCH_AUTH_URL: fake.url,
        TWITCH_API_URL: fake.url,
      }),
      ...(rateLimits ? { rateLimits } : {}),
    });
    apps.push(app);
    return app;
  };
  const list = async (app: FastifyInstance, who: "ann" | "bob") => {
    const res = await app.inject({ url: "/api/notifications", headers: { cookie: cookies[who] } });
    expect(res.statusCode, res.body).toBe(200);
    return userNotificationSchema.array().parse(res.json());
  };
  const read = (app: FastifyInstance, who: "ann" | "bob", payload: object) =>
    app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: { cookie: cookies[who] },
      payload,
    });
  const streamsIn = <T extends { id: string }>(menu: T[]) => menu.filter((n) => n.id.startsWith("twitch-"));

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    fake = await startFakeApi(fakeTwitch(twitch));
    const [ann, bob] = h.community.users.map((u) => u.discordId) as [string, string];
    cookies.ann = await sessionCookie(ann);
    cookies.bob = await sessionCookie(bob);
    channels = (await currentSettings(h.database.db)).twitchChannels;
    expect(channels.length).toBeGreaterThanOrEqual(2);
    // Two league channels are live, and one channel the league does not list.
    twitch.live = [
      broadcast(channels[0] as string, "41001"),
      broadcast(channels[1] as string, "41002"),
      broadcast("not_in_the_league", "41003"),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake?.close();
    await h?.close();
  });

  it("lists the league's live streams first, unread, opening the channel in a new tab", async () => {
    const app = await freshApp();
    const menu = await list(app, "ann");
    const first = twitch.live[0] as TwitchStream;
    expect(menu.slice(0, 2).map((n) => n.id)).toEqual(["twitch-41001", "twitch-41002"]);
    expect(menu[0]).toEqual({
      id: "twitch-41001",
      title: `${first.user_name} is Live`,
      subText: first.title,
      href: `https://twitch.tv/${first.user_login}`,
      imageUrl: `https://static-cdn.example/live_user_${first.user_login}-160x90.jpg`,
      shouldNewTab: true,
      read: false,
    });
    expect(menu.some((n) => n.title.startsWith("not_in_the_league"))).toBe(false);
    // The stored notifications follow.
    expect(menu.some((n) => n.title === "Welcome to Fragboard!")).toBe(true);
    // Twitch was asked for exactly the admin's channel list.
    const asked = fake.requests.filter((r) => r.path === "/helix/streams").at(-1);
    expect(asked?.query.getAll("user_login").sort()).toEqual(
      [...channels].map((c) => c.toLowerCase()).sort(),
    );
  });

  it("keeps a stream's read state per user, and a new broadcast of the channel is new", async () => {
    const app = await freshApp();
    expect((await read(app, "ann", { ids: ["twitch-41001"] })).json()).toEqual({ marked: 1 });
    expect((await read(app, "ann", { ids: ["twitch-41001"] })).json()).toEqual({ marked: 0 });
    const anns = streamsIn(await list(app, "ann"));
    expect(anns.map((n) => [n.id, n.read])).toEqual([
      ["twitch-41001", true],
      ["twitch-41002", false],
    ]);
    expect(streamsIn(await list(app, "bob")).every((n) => !n.read)).toBe(true);
    // The channel ends and goes live again: a new stream id, unread again.
    twitch.live[0] = broadcast(channels[0] as string, "42001");
    const later = await freshApp();
    expect(streamsIn(await list(later, "ann")).map((n) => [n.id, n.read])).toEqual([
      ["twitch-42001", false],
      ["twitch-41002", false],
    ]);
  });

  it("refuses a stream that is not live in the league's channels, storing nothing of the request", async () => {
    const app = await freshApp();
    const stored = streamsIn(await list(app, "bob"));
    const welcome = (await list(app, "bob")).find((n) => n.title === "Welcome to Fragboard!");
    for (const id of ["twitch-41003", "twitch-99999"]) {
      const res = await read(app, "bob", { ids: [welcome?.id, id] });
      expect(res.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.message).toContain(id);
    }
    const after = await list(app, "bob");
    expect(after.find((n) => n.id === welcome?.id)?.read).toBe(false);
    expect(streamsIn(after)).toEqual(stored);
  });

  it("marks the live streams read with all: true", async () => {
    const app = await freshApp();
    expect((await read(app, "bob", { all: true })).statusCode).toBe(200);
    expect((await list(app, "bob")).every((n) => n.read)).toBe(true);
  });

  it("still serves the stored notifications while Twitch is down, and says so when marking a stream", async () => {
    twitch.down = true;
    try {
      const app = await freshApp();
      const menu = await list(app, "ann");
      expect(streamsIn(menu)).toEqual([]);
      expect(menu.some((n) => n.title === "Welcome to Fragboard!")).toBe(true);
      const before = await h.database.db.select().from(streamReads);
      const res = await read(app, "ann", { ids: ["twitch-41002"] });
      expect(res.statusCode).toBe(503);
      expect(errorBodySchema.parse(res.json()).error.message).toContain("Twitch");
      expect(await h.database.db.select().from(streamReads)).toEqual(before);
    } finally {
      twitch.down = false;
    }
  });

  it("limits marking read like every member write", async () => {
    const app = await freshApp({ reads: 600, writes: 2, windowMs: 60_000 });
    for (let i = 0; i < 2; i++) expect((await read(app, "ann", { all: true })).statusCode).toBe(200);
    const limited = await read(app, "ann", { all: true });
    expect(limited.statusCode).toBe(429);
    expect(errorBodySchema.parse(limited.json()).error.message).toMatch(/Too many requests/);
  });
});
