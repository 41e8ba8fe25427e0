import {
  ADMIN_SCOPE,
  errorBodySchema,
  localMembersResponseSchema,
  meResponseSchema,
  sessionListSchema,
} from "@fragboard/core";
import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { loadConfig } from "../../src/config.js";
import { articles, users } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

/** Cookies a response sets, by name, with their attributes. */
function setCookies(res: LightMyRequestResponse) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c]));
}

const ORIGIN = "http://localhost";
const KEY = sessionKey(TEST_JWT_SECRET);

describe.each(ENGINES)("local sign-in and the session on %s", (kind) => {
  let h: RoutesHarness;
  /** A rostered player, an admin and a player without a user row. */
  let member: { discordId: string; name: string; teamName: string; prefix: string };
  let adminId: string;
  /** Signs out everywhere (a cutoff that refuses his tokens of that second). */
  let leaverId: string;
  beforeAll(async () => {
    h = await openRoutesHarness(kind, (league) => {
      const rostered = league.players.find((p) => p.teamId !== null);
      const team = league.teams.find((t) => t.id === rostered?.teamId);
      const franchise = league.franchises.find((f) => f.id === team?.franchiseId);
      if (!rostered || !team || !franchise) throw new Error("the league has no rostered player");
      member = {
        discordId: rostered.discordId,
        name: rostered.name,
        teamName: team.name,
        prefix: franchise.prefix,
      };
      adminId = (league.players.find((p) => p.discordId !== rostered.discordId) ?? rostered).discordId;
      leaverId = (
        league.players.find((p) => ![rostered.discordId, adminId].includes(p.discordId)) ?? rostered
      ).discordId;
      return { JWT_SECRET: TEST_JWT_SECRET, ADMIN_DISCORD_IDS: adminId };
    });
  });
  afterAll(() => h?.close());

  /** Runs the whole flow for one Discord id; returns the session cookie header. */
  async function signIn(discordId: string, returnTo = "/players") {
    const start = await h.app.inject({ url: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string, ORIGIN);
    expect(location.pathname).toBe("/signin");
    const state = location.searchParams.get("state") as string;
    const flow = setCookies(start).signin_flow;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
    const flowCookie = `signin_flow=${flow?.value}`;
    const authorize = await h.app.inject({
      method: "POST",
      url: "/api/auth/local/authorize",
      headers: { cookie: flowCookie, origin: ORIGIN },
      payload: { discordId, state },
    });
    expect(authorize.statusCode, authorize.body).toBe(200);
    const cb = new URL(authorize.json().redirectTo);
    expect(`${cb.origin}${cb.pathname}`).toBe(`${ORIGIN}/cb`);
    expect(cb.searchParams.get("state")).toBe(state);
    const login = await h.app.inject({
      method: "POST",
      url: "/api/discord/login",
      headers: { cookie: flowCookie, origin: ORIGIN },
      payload: { code: cb.searchParams.get("code"), state, redirect_uri: `${ORIGIN}/cb` },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({ returnTo });
    const jwt = setCookies(login).jwt;
    expect(jwt).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 86_400 });
    expect(jwt?.secure).toBeFalsy();
    return { cookie: `jwt=${jwt?.value}`, flowCookie, state };
  }

  const me = async (cookie?: string) => {
    const res = await h.app.inject({ url: "/api/me", headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    return meResponseSchema.parse(res.json());
  };

  it("says nobody is signed in, and that Login opens the local sign-in", async () => {
    expect(await me()).toEqual({ user: null, player: null, franchiseRoles: [], scopes: [], signIn: "local" });
  });

  it("lists the league's members by name search, admins marked", async () => {
    const q = member.name.slice(1, 4).toUpperCase();
    const res = await h.app.inject({ url: `/api/auth/local/members?q=${encodeURIComponent(q)}` });
    const body = localMembersResponseSchema.parse(res.json());
    expect(body.members.map((m) => m.playerName)).toContain(member.name);
    for (const m of body.members)
      expect(m.playerName?.toLowerCase() ?? m.discordUsername).toContain(q.toLowerCase());
    const all = localMembersResponseSchema.parse((await h.get("/api/auth/local/members")).json());
    expect(all.members).toHaveLength(50);
    expect(all.total).toBe(new Set(h.league.players.map((p) => p.discordId)).size);
    expect(all.members[0]).toMatchObject({ discordId: adminId, admin: true });
    const none = localMembersResponseSchema.parse(
      (await h.get("/api/auth/local/members?q=%25_%25zz")).json(),
    );
    expect(none).toEqual({ members: [], total: 0 });
  });

  it("signs a member in: cookie, /api/me with his player and team, back to where he was", async () => {
    const before = new Date();
    const { cookie } = await signIn(member.discordId, "/players/x?tab=stats");
    const body = await me(cookie);
    expect(body.user).toMatchObject({ discordId: member.discordId });
    expect(body.player).toMatchObject({
      name: member.name,
      team: { name: member.teamName, franchise: { prefix: member.prefix } },
    });
    expect(body.scopes).toEqual([]);
    const [row] = await h.database.db.select().from(users).where(eq(users.discordId, member.discordId));
    expect(row?.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("gives the admin scope to ADMIN_DISCORD_IDS", async () => {
    const { cookie } = await signIn(adminId);
    expect((await me(cookie)).scopes).toEqual([ADMIN_SCOPE]);
  });

  it("names franchise roles: the GM of a franchise is GM there", async () => {
    const franchise = h.league.franchises.find((f) => f.active) ?? h.league.franchises[0];
    const gm = h.league.players.find((p) => p.id === franchise?.gmPlayerId);
    if (!franchise || !gm) throw new Error("no GM");
    const { cookie } = await signIn(gm.discordId);
    const roles = (await me(cookie)).franchiseRoles;
    expect(roles).toContainEqual({
      role: "GM",
      franchise: { name: franchise.name, prefix: franchise.prefix },
      team: null,
    });
  });

  it("refuses a wrong state, a missing flow, a forged code and another redirect_uri, storing nothing", async () => {
    const stranger = h.league.players.find(
      (p) => !h.community.users.some((u) => u.discordId === p.discordId),
    );
    if (!stranger) throw new Error("every player is a user");
    const countUsers = async () => (await h.database.db.select({ n: count() }).from(users))[0]?.n;
    const usersBefore = await countUsers();
    const start = await h.app.inject({ url: "/api/auth/login" });
    const state = new URL(start.headers.location as string, ORIGIN).searchParams.get("state") as string;
    const flowCookie = `signin_flow=${setCookies(start).signin_flow?.value}`;
    const authorize = await h.app.inject({
      method: "POST",
      url: "/api/auth/local/authorize",
      headers: { cookie: flowCookie },
      payload: { discordId: stranger.discordId, state },
    });
    const code = new URL(authorize.json().redirectTo).searchParams.get("code");
    const attempts = [
      { cookie: flowCookie, body: { code, state: `${state}x`, redirect_uri: `${ORIGIN}/cb` }, says: "state" },
      { cookie: "", body: { code, state, redirect_uri: `${ORIGIN}/cb` }, says: "expired" },
      { cookie: flowCookie, body: { code: `${code}x`, state, redirect_uri: `${ORIGIN}/cb` }, says: "code" },
      {
        cookie: flowCookie,
        body: { code, state, redirect_uri: "http://evil.example/cb" },
        says: "redirect_uri",
      },
    ];
    for (const { cookie, body, says } of attempts) {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/discord/login",
        headers: { cookie },
        payload: body,
      });
      expect(res.statusCode, says).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.message).toContain(says);
      expect(setCookies(res).jwt, says).toBeUndefined();
    }
    expect(await countUsers()).toBe(usersBefore);
    // A code of one flow does not finish another.
    const other = await h.app.inject({ url: "/api/auth/login" });
    const otherState = new URL(other.headers.location as string, ORIGIN).searchParams.get("state");
    const crossed = await h.app.inject({
      method: "POST",
      url: "/api/discord/login",
      headers: { cookie: `signin_flow=${setCookies(other).signin_flow?.value}` },
      payload: { code, state: otherState, redirect_uri: `${ORIGIN}/cb` },
    });
    expect(crossed.statusCode).toBe(400);
  });

  it("refuses unknown members and paths that leave the site", async () => {
    const start = await h.app.inject({ url: "/api/auth/login" });
    const state = new URL(start.headers.location as string, ORIGIN).searchParams.get("state");
    const res = await h.app.inject({
      method: "POST",
      url: "/api/auth/local/authorize",
      headers: { cookie: `signin_flow=${setCookies(start).signin_flow?.value}` },
      payload: { discordId: "99999999999999999", state },
    });
    expect(res.statusCode).toBe(404);
    for (const returnTo of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const bad = await h.app.inject({ url: `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(bad.statusCode, returnTo).toBe(400);
      expect(bad.json().error.message).toContain("returnTo");
    }
  });

  it("refuses tokens without exp, expired, of another secret or unsigned: 401 and nothing stored", async () => {
    const claims = { sub: member.discordId, scopes: [ADMIN_SCOPE] };
    const noExp = await new SignJWT({ scopes: claims.scopes })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer("fragboard")
      .setIssuedAt()
      .sign(KEY);
    const good = await signSession(KEY, claims, "1h");
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const algNone = `${b64({ alg: "none", typ: "JWT" })}.${good.split(".")[1]}.`;
    const tokens = {
      noExp,
      expired: await signSession(KEY, claims, "-1m"),
      otherSecret: await signSession(
        sessionKey("another-secret-that-is-long-enough-0123456789"),
        claims,
        "1h",
      ),
      algNone,
    };
    const countArticles = async () => (await h.database.db.select({ n: count() }).from(articles))[0]?.n;
    const before = await countArticles();
    const article = {
      title: "A title",
      subtitle: "",
      bannerURL: "https://example.org/banner.png",
      tags: [],
      content: "<p>hello</p>",
      isAnonymous: false,
    };
    for (const [name, token] of Object.entries(tokens)) {
      for (const headers of [
        { cookie: `jwt=${token}`, origin: ORIGIN },
        { authorization: `Bearer ${token}` },
      ]) {
        const res = await h.app.inject({
          method: "POST",
          url: "/api/fragboard/article",
          headers,
          payload: article,
        });
        expect(res.statusCode, name).toBe(401);
      }
      expect((await me(`jwt=${token}`)).user, name).toBeNull();
    }
    expect(await countArticles()).toBe(before);
  });

  const notifications = async (cookie: string) =>
    (await h.app.inject({ url: "/api/notifications", headers: { cookie } })).statusCode;
  const post = (url: string, cookie: string, payload?: object) =>
    h.app.inject({ method: "POST", url, headers: { cookie, origin: ORIGIN }, payload });

  it("ends the session on sign out: the same token is refused afterwards, for reads and writes", async () => {
    const { cookie } = await signIn(member.discordId);
    expect(await notifications(cookie)).toBe(200);
    expect((await post("/api/auth/logout", cookie)).statusCode).toBe(204);
    expect(await notifications(cookie)).toBe(401);
    expect((await post("/api/notifications/read", cookie, { ids: [] })).statusCode).toBe(401);
    expect((await me(cookie)).user).toBeNull();
  });

  it("signs out everywhere: every session of the member ends, an unused operator token too", async () => {
    const phone = await signIn(leaverId);
    const laptop = await signIn(leaverId);
    // Signed with the secret but never shown to the server yet (admin-token on the embedded engine).
    const unused = `jwt=${await signSession(KEY, { sub: leaverId, scopes: [] }, "1h", { name: "ops" })}`;
    const other = await signIn(adminId);
    const res = await post("/api/auth/logout-everywhere", phone.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().revoked).toBeGreaterThanOrEqual(2);
    for (const cookie of [phone.cookie, laptop.cookie, unused]) expect(await notifications(cookie)).toBe(401);
    expect(await notifications(other.cookie)).toBe(200);
    // A new sign-in afterwards is a new session.
    expect(await notifications((await signIn(leaverId)).cookie)).toBe(200);
  });

  it("lets an admin list a member's sessions and end one of them", async () => {
    const admin = await signIn(adminId);
    const { cookie } = await signIn(member.discordId);
    const named = await signSession(KEY, { sub: member.discordId, scopes: [] }, "1h", { name: "ingest" });
    expect(await notifications(`jwt=${named}`)).toBe(200);
    const sessionsUrl = `/api/admin/members/${member.discordId}/sessions`;
    const list = await h.app.inject({ url: sessionsUrl, headers: { cookie: admin.cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().sessions as { id: string; name: string | null; revokedAt: string | null }[];
    expect(rows.find((r) => r.name === "ingest")).toBeTruthy();
    const live = rows.filter((r) => r.revokedAt === null && r.name === null);
    expect(live.length).toBeGreaterThan(0);
    for (const row of live) {
      const end = await h.app.inject({
        method: "DELETE",
        url: `${sessionsUrl}/${row.id}`,
        headers: { cookie: admin.cookie, origin: ORIGIN },
      });
      expect(end.statusCode, end.body).toBe(204);
    }
    expect(await notifications(cookie)).toBe(401);
    expect(await notifications(`jwt=${named}`)).toBe(200);
    const again = await h.app.inject({
      method: "DELETE",
      url: `${sessionsUrl}/${live[0]?.id}`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(again.statusCode).toBe(404);
    const byMember = await h.app.inject({ url: sessionsUrl, headers: { cookie } });
    expect(byMember.statusCode).toBe(401);
  });

  it("shows the admins each session's last use, shortened client and network, and which is theirs", async () => {
    const admin = await signIn(adminId);
    const subject = member.discordId;
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const named = await signSession(KEY, { sub: subject, scopes: [] }, "1h", { name: "phone" });
    const used = await h.app.inject({
      url: "/api/notifications",
      headers: { cookie: `jwt=${named}`, "user-agent": firefox },
      remoteAddress: "203.0.113.77",
    });
    expect(used.statusCode).toBe(200);
    const url = `/api/admin/members/${subject}/sessions`;
    const list = await h.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const rows = sessionListSchema.parse(list.json()).sessions;
    const phone = rows.find((r) => r.name === "phone");
    expect(phone).toMatchObject({
      client: "Firefox 128 on Linux",
      network: "203.0.113.0/24",
      current: false,
    });
    expect(Date.parse(phone?.lastSeenAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // The whole address and header are stored nowhere.
    expect(list.body).not.toContain("203.0.113.77");
    expect(list.body).not.toContain("Gecko");
    // An admin's own session is marked, so the screen can warn before he signs himself out.
    const own = await h.app.inject({
      url: `/api/admin/members/${adminId}/sessions`,
      headers: { cookie: admin.cookie },
    });
    const mine = sessionListSchema.parse(own.json()).sessions.filter((r) => r.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ network: "127.0.0.0/24", revokedAt: null });
  });

  it("lets only admins list and revoke sessions, with validated ids, and revoke all of a member", async () => {
    const admin = await signIn(adminId);
    const { cookie } = await signIn(member.discordId);
    const other = await signIn(member.discordId);
    const url = `/api/admin/members/${member.discordId}/sessions`;
    expect((await h.app.inject({ url })).statusCode).toBe(401);
    expect((await h.app.inject({ url, headers: { cookie } })).statusCode).toBe(403);
    const revokeAll = (who: string, as: string) =>
      h.app.inject({
        method: "POST",
        url: `/api/admin/members/${who}/sessions/revoke`,
        headers: { cookie: as, origin: ORIGIN },
      });
    expect((await revokeAll(member.discordId, cookie)).statusCode).toBe(403);
    expect(await notifications(cookie)).toBe(200);
    expect(
      (
        await h.app.inject({
          url: "/api/admin/members/not-an-id/sessions",
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
    const badSession = await h.app.inject({
      method: "DELETE",
      url: `${url}/${"x".repeat(65)}`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(badSession.statusCode).toBe(400);
    const all = await revokeAll(member.discordId, admin.cookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().revoked).toBeGreaterThanOrEqual(2);
    expect(await notifications(cookie)).toBe(401);
    expect(await notifications(other.cookie)).toBe(401);
    expect(await notifications(admin.cookie)).toBe(200);
  });

  it("refuses cookie-authenticated writes from other sites, not from this one or CORS_ORIGINS", async () => {
    const { cookie } = await signIn(member.discordId);
    const logout = (headers: Record<string, string>) =>
      h.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    const refused = await logout({ cookie, origin: "http://evil.example" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("http://evil.example");
    expect(setCookies(refused).jwt).toBeUndefined();
    expect((await logout({ cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // A Bearer token is not ambient: another site's page cannot attach it.
    const bearer = await h.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${cookie.slice(4)}`, origin: "http://evil.example" },
    });
    expect(bearer.statusCode).toBe(204);
    const out = await logout({ cookie, origin: ORIGIN });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out).jwt).toMatchObject({ value: "", path: "/" });
  });

  it("LOCAL_SIGNIN=off turns the local sign-in off; Discord settings replace it", async () => {
    // The harness's database: the mode is the configuration's, whatever the league (a database
    // of its own cost a PGlite instance, most of this test's time).
    for (const [env, mode] of [
      [{ LOCAL_SIGNIN: "off" }, "off"],
      [{ DISCORD_CLIENT_ID: "cid", DISCORD_CLIENT_SECRET: "secret" }, "discord"],
    ] as const) {
      const app = await buildApp({
        database: h.database,
        config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...env }),
      });
      try {
        expect((await app.inject({ url: "/api/me" })).json().signIn).toBe(mode);
        expect((await app.inject({ url: "/api/auth/local/members" })).statusCode).toBe(404);
        const login = await app.inject({ url: "/api/auth/login" });
        expect(login.statusCode).toBe(mode === "off" ? 404 : 302);
      } finally {
        await app.close();
      }
    }
  });
});
