import { type TwitchStream, twitchStreamsResponseSchema } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { RateLimitedError } from "../../src/providers/http.js";
import { TwitchClient } from "../../src/providers/twitch/client.js";
import { streamNotification } from "../../src/providers/twitch/notifications.js";
import { twitchProvider } from "../../src/providers/twitch/provider.js";
import { openTestDatabase } from "../helpers/databases.js";
import { type FakeApi, type FakeRequest, startFakeApi } from "../helpers/fake-api.js";

const CREDENTIALS = { clientId: "test-client", clientSecret: "test-secret" };

const stream = (login: string): TwitchStream => ({
  id: `stream-${login}`,
  user_id: `id-${login}`,
  user_login: login,
  user_name: login.toUpperCase(),
  game_id: "32399",
  game_name: "Counter-Strike",
  type: "live",
  title: `${login} plays league matches`,
  viewer_count: 42,
  started_at: "2026-01-01T18:00:00Z",
  language: "en",
  thumbnail_url: `https://static-cdn.example/previews-ttv/live_user_${login}-{width}x{height}.jpg`,
  tag_ids: [],
  tags: ["English"],
  is_mature: false,
});

/** Twitch's token endpoint and Helix streams: only `live_one` is live; tokens are numbered. */
function twitchApi(state: { tokens: number; validToken: string }) {
  return (request: FakeRequest) => {
    if (request.path === "/oauth2/token") {
      const form = new URLSearchParams(request.body);
      if (
        form.get("client_secret") !== CREDENTIALS.clientSecret ||
        form.get("grant_type") !== "client_credentials"
      ) {
        return { status: 403, json: { message: "invalid client secret" } };
      }
      state.tokens++;
      state.validToken = `token-${state.tokens}`;
      return { json: { access_token: state.validToken, expires_in: 3600, token_type: "bearer" } };
    }
    if (request.path === "/helix/streams") {
      if (
        request.headers.authorization !== `Bearer ${state.validToken}` ||
        request.headers["client-id"] !== CREDENTIALS.clientId
      ) {
        return { status: 401, json: { message: "Invalid OAuth token" } };
      }
      const logins = request.query.getAll("user_login");
      return { json: { data: logins.filter((l) => l === "live_one").map(stream), pagination: {} } };
    }
    return { status: 404, json: {} };
  };
}

describe("the Twitch Helix client and provider, against a local fake", () => {
  let fake: FakeApi;
  const state = { tokens: 0, validToken: "" };
  let clock = 1_000_000;
  const urls = () => ({ authUrl: fake.url, apiUrl: fake.url });
  beforeAll(async () => {
    fake = await startFakeApi(twitchApi(state));
  });
  afterAll(() => fake?.close());

  it("gets an app token once, lists only live channels, and renews a revoked token once", async () => {
    const client = new TwitchClient(CREDENTIALS, urls(), () => clock);
    expect(await client.liveStreams(["live_one", "offline_one"])).toEqual([stream("live_one")]);
    await client.liveStreams(["live_one"]);
    expect(state.tokens).toBe(1);
    const helix = fake.requests.filter((r) => r.path === "/helix/streams");
    expect(helix[0]?.query.getAll("user_login")).toEqual(["live_one", "offline_one"]);
    // Twitch revoked the token: one new token, one retry.
    state.validToken = "revoked";
    expect(await client.liveStreams(["live_one"])).toHaveLength(1);
    expect(state.tokens).toBe(2);
  });

  it("reports wrong credentials and rate limits (Retry-After, or Twitch's Ratelimit-Reset)", async () => {
    const wrong = new TwitchClient({ ...CREDENTIALS, clientSecret: "nope" }, urls());
    await expect(wrong.liveStreams(["live_one"])).rejects.toMatchObject({
      name: "ProviderError",
      status: 403,
    });
    const client = new TwitchClient(CREDENTIALS, urls());
    fake.respond = (r) =>
      r.path === "/helix/streams" ? { status: 429, headers: { "retry-after": "9" } } : twitchApi(state)(r);
    await expect(client.liveStreams(["live_one"])).rejects.toMatchObject({
      name: "RateLimitedError",
      retryAfterS: 9,
    });
    const reset = String(Math.floor(Date.now() / 1000) + 20);
    fake.respond = (r) =>
      r.path === "/helix/streams"
        ? { status: 429, headers: { "ratelimit-reset": reset } }
        : twitchApi(state)(r);
    const error = await client.liveStreams(["live_one"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterS).toBeGreaterThanOrEqual(19);
    fake.respond = twitchApi(state);
  });

  it("answers each channel set from memory for five minutes, and serves the last answer while rate-limited", async () => {
    const provider = twitchProvider(CREDENTIALS, { ...urls(), now: () => clock });
    const helixCalls = () => fake.requests.filter((r) => r.path === "/helix/streams").length;
    const start = helixCalls();
    expect(await provider.liveStreams(["live_one", "other"])).toHaveLength(1);
    expect(await provider.liveStreams(["Other", "LIVE_ONE"])).toHaveLength(1);
    expect(helixCalls()).toBe(start + 1);
    clock += 5 * 60_000 + 1;
    fake.respond = (r) =>
      r.path === "/helix/streams" ? { status: 429, headers: { "retry-after": "60" } } : twitchApi(state)(r);
    expect(await provider.liveStreams(["live_one", "other"])).toHaveLength(1);
    expect(helixCalls()).toBe(start + 2);
    // The limit holds: Twitch is not asked again.
    expect(await provider.liveStreams(["live_one", "other"])).toHaveLength(1);
    expect(helixCalls()).toBe(start + 2);
    fake.respond = twitchApi(state);
  });

  it("without credentials nobody is live and Twitch is never called", async () => {
    const calls = fake.requests.length;
    expect(await twitchProvider(null, urls()).liveStreams(["live_one"])).toEqual([]);
    expect(fake.requests.length).toBe(calls);
  });

  it("makes a live stream a notification that opens the channel in a new tab", () => {
    expect(streamNotification(stream("live_one"))).toEqual({
      id: "twitch-stream-live_one",
      title: "LIVE_ONE is Live",
      subText: "live_one plays league matches",
      href: "https://twitch.tv/live_one",
      imageUrl: "https://static-cdn.example/previews-ttv/live_user_live_one-160x90.jpg",
      shouldNewTab: true,
    });
  });
});

describe("POST /api/twitch/getTwitchUser", () => {
  let fake: FakeApi;
  let database: Database;
  beforeAll(async () => {
    fake = await startFakeApi(twitchApi({ tokens: 0, validToken: "" }));
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  it("answers the live streams with credentials, { data: [] } without, and 400 for bad logins", async () => {
    const configured = await buildApp({
      database,
      config: loadConfig({
        TWITCH_CLIENT_ID: CREDENTIALS.clientId,
        TWITCH_CLIENT_SECRET: CREDENTIALS.clientSecret,
      }),
      providerUrls: { twitchAuth: fake.url, twitchApi: fake.url },
    });
    const bare = await buildApp({ database, config: loadConfig({}) });
    try {
      const ask = (app: typeof bare, twitchUsernames: unknown) =>
        app.inject({ method: "POST", url: "/api/twitch/getTwitchUser", payload: { twitchUsernames } });
      const live = await ask(configured, ["live_one", "offline_one"]);
      expect(live.statusCode).toBe(200);
      expect(twitchStreamsResponseSchema.parse(live.json()).data.map((s) => s.user_login)).toEqual([
        "live_one",
      ]);
      expect((await ask(bare, ["live_one"])).json()).toEqual({ data: [] });
      expect((await ask(bare, ["not a login"])).statusCode).toBe(400);
      expect((await ask(bare, [])).statusCode).toBe(400);
      expect((await bare.inject({ url: "/api/twitch/channels" })).json()).toEqual({
        channels: [],
        configured: false,
      });
    } finally {
      await configured.close();
      await bare.close();
    }
  });
});
