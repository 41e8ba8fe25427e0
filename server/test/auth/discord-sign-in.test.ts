import { createHash } from "node:crypto";
import { errorBodySchema, meResponseSchema } from "@fragboard/core";
import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.js";
import { EMBEDDED_ONLY } from "../helpers/databases.js";
import { type FakeApi, type FakeRequest, startFakeApi } from "../helpers/fake-api.js";
import { TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

const ORIGIN = "http://localhost";
const CLIENT_ID = "fragboard-client";
const CLIENT_SECRET = "fragboard-secret";
const NEWCOMER = {
  id: "300000000000000003",
  username: "newcomer",
  global_name: "New Comer",
  avatar: "a1b2c3",
};

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/**
 * A local fake of Discord's OAuth2 endpoints: the consent screen (it approves at once and sends the
 * browser back with a code), the token exchange (checking client credentials, redirect_uri and the
 * PKCE verifier against the challenge it was given) and users/@me. `tokenAnswer` can be swapped to
 * make the exchange fail.
 */
function discordFake(user: () => object) {
  const issued = new Map<string, { redirectUri: string; challenge: string }>();
  let n = 0;
  const fake = { tokenAnswer: null as null | { status: number; json: unknown } };
  const respond = (req: FakeRequest) => {
    if (req.method === "GET" && req.path === "/oauth2/authorize") {
      const code = `code-${++n}`;
      const redirectUri = req.query.get("redirect_uri") ?? "";
      issued.set(code, { redirectUri, challenge: req.query.get("code_challenge") ?? "" });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", req.query.get("state") ?? "");
      return { status: 302, headers: { location: back.toString() } };
    }
    if (req.method === "POST" && req.path === "/oauth2/token") {
      if (fake.tokenAnswer) return fake.tokenAnswer;
      const form = new URLSearchParams(req.body);
      const grant = issued.get(form.get("code") ?? "");
      const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (
        !grant ||
        req.headers.authorization !== basic ||
        form.get("grant_type") !== "authorization_code" ||
        form.get("redirect_uri") !== grant.redirectUri ||
        challenge !== grant.challenge
      ) {
        return { status: 400, json: { error: "invalid_grant", error_description: "Invalid code" } };
      }
      issued.delete(form.get("code") ?? "");
      return {
        json: {
          access_token: "discord-access",
          token_type: "Bearer",
          expires_in: 604800,
          refresh_token: "r",
          scope: "identify",
        },
      };
    }
    if (req.method === "GET" && req.path === "/users/@me") {
      return req.headers.authorization === "Bearer discord-access"
        ? { json: user() }
        : { status: 401, json: { message: "401: Unauthorized", code: 0 } };
    }
    return { status: 404, json: { message: "404: Not Found" } };
  };
  return { fake, respond };
}

describe.each(EMBEDDED_ONLY)("Discord sign-in against a local fake of Discord on %s", (kind) => {
  let h: RoutesHarness;
  let api: FakeApi;
  let current: object = NEWCOMER;
  const discord = discordFake(() => current);
  beforeAll(async () => {
    api = await startFakeApi(discord.respond);
    h = await openRoutesHarness(kind, {
      JWT_SECRET: TEST_JWT_SECRET,
      DISCORD_CLIENT_ID: CLIENT_ID,
      DISCORD_CLIENT_SECRET: CLIENT_SECRET,
      DISCORD_API_URL: api.url,
    });
  });
  afterAll(async () => {
    await h?.close();
    await api?.close();
  });

  /** Login, then the browser at Discord's consent screen: where Discord sends it back. */
  async function toCallback(returnTo = "/standings") {
    const start = await h.app.inject({ url: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    const consent = await fetch(authorize, { redirect: "manual" });
    const cb = new URL(consent.headers.get("location") as string);
    return {
      authorize,
      flowCookie: `signin_flow=${cookieOf(start, "signin_flow")?.value}`,
      code: cb.searchParams.get("code") as string,
      state: cb.searchParams.get("state") as string,
      cb,
    };
  }
  const finish = (flowCookie: string, body: object) =>
    h.app.inject({
      method: "POST",
      url: "/api/discord/login",
      headers: { cookie: flowCookie, origin: ORIGIN },
      payload: { redirect_uri: `${ORIGIN}/cb`, ...body },
    });
  const countUsers = async () => (await h.database.db.select({ n: count() }).from(users))[0]?.n;

  it("sends Login to Discord's authorize page with PKCE, state and {origin}/cb", async () => {
    const { authorize, cb } = await toCallback();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${api.url}/oauth2/authorize`);
    const p = authorize.searchParams;
    expect(p.get("client_id")).toBe(CLIENT_ID);
    expect(p.get("response_type")).toBe("code");
    expect(p.get("scope")).toBe("identify");
    expect(p.get("redirect_uri")).toBe(`${ORIGIN}/cb`);
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(p.get("state")?.length).toBeGreaterThanOrEqual(32);
    expect(`${cb.origin}${cb.pathname}`).toBe(`${ORIGIN}/cb`);
  });

  it("exchanges the code with the same redirect_uri and the verifier, records the user and signs him in", async () => {
    const { flowCookie, code, state } = await toCallback("/standings?q=Elite");
    const res = await finish(flowCookie, { code, state });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ returnTo: "/standings?q=Elite" });
    const jwt = cookieOf(res, "jwt");
    expect(jwt).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = meResponseSchema.parse(
      (await h.app.inject({ url: "/api/me", headers: { cookie: `jwt=${jwt?.value}` } })).json(),
    );
    expect(me).toMatchObject({
      signIn: "discord",
      user: {
        discordId: NEWCOMER.id,
        discordUsername: NEWCOMER.global_name,
        id: null,
        avatar: `https://cdn.discordapp.com/avatars/${NEWCOMER.id}/${NEWCOMER.avatar}.webp`,
      },
      player: null,
      scopes: [],
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.discordId, NEWCOMER.id));
    expect(row).toMatchObject({
      username: NEWCOMER.username,
      globalName: NEWCOMER.global_name,
      avatar: NEWCOMER.avatar,
    });
  });

  it("finds a league player by his Discord id", async () => {
    const player = h.league.players[0];
    if (!player) throw new Error("no players");
    current = { id: player.discordId, username: "someone", avatar: null };
    try {
      const { flowCookie, code, state } = await toCallback();
      const res = await finish(flowCookie, { code, state });
      const me = meResponseSchema.parse(
        (
          await h.app.inject({ url: "/api/me", headers: { cookie: `jwt=${cookieOf(res, "jwt")?.value}` } })
        ).json(),
      );
      expect(me.player?.name).toBe(player.name);
      expect(me.user?.id).toBe(player.id);
    } finally {
      current = NEWCOMER;
    }
  });

  it("refuses a wrong state before calling Discord: clear message, no session", async () => {
    const { flowCookie, code, state } = await toCallback();
    const calls = api.requests.length;
    const res = await finish(flowCookie, { code, state: `${state}-forged` });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.message).toBe(
      "The sign-in state does not match the one this browser started. Press Login again.",
    );
    expect(cookieOf(res, "jwt")).toBeUndefined();
    expect(api.requests.length).toBe(calls);
  });

  it("reports a failed exchange (Discord refuses the code): clear message, no session, nothing stored", async () => {
    const before = await countUsers();
    const { flowCookie, code, state } = await toCallback();
    discord.fake.tokenAnswer = {
      status: 400,
      json: { error: "invalid_grant", error_description: "Invalid code" },
    };
    try {
      const res = await finish(flowCookie, { code, state });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        "Discord refused the sign-in code (invalid_grant). Press Login to try again.",
      );
      expect(cookieOf(res, "jwt")).toBeUndefined();
    } finally {
      discord.fake.tokenAnswer = null;
    }
    expect(await countUsers()).toBe(before);
    // A code used twice is refused by Discord the same way.
    const { flowCookie: f2, code: c2, state: s2 } = await toCallback();
    expect((await finish(f2, { code: c2, state: s2 })).statusCode).toBe(200);
    const again = await finish(f2, { code: c2, state: s2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toContain("invalid_grant");
  });

  it("answers 503 when Discord fails or does not say who the user is", async () => {
    const { flowCookie, code, state } = await toCallback();
    current = { id: "not-an-id" };
    try {
      const res = await finish(flowCookie, { code, state });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toContain("Discord did not tell us who you are");
      expect(cookieOf(res, "jwt")).toBeUndefined();
    } finally {
      current = NEWCOMER;
    }
    const second = await toCallback();
    discord.fake.tokenAnswer = { status: 500, json: "oops" };
    try {
      const res = await finish(second.flowCookie, { code: second.code, state: second.state });
      expect(res.statusCode).toBe(503);
      expect(cookieOf(res, "jwt")).toBeUndefined();
    } finally {
      discord.fake.tokenAnswer = null;
    }
  });
});
