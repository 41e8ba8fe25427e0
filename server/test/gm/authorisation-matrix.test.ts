import {
  accoladeRecordSchema,
  managedFranchisesResponseSchema,
  ratingUploadResultSchema,
} from "@fragboard/core";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accolades, articles, players, serverNotices, settings } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { XSS_PAYLOADS } from "../helpers/xss-payloads.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

type Who = "anonymous" | "member" | "author" | "gmOther" | "gmThis" | "admin";
const WHO: Who[] = ["anonymous", "member", "author", "gmOther", "gmThis", "admin"];

/**
 * Who may write what (Our rules 9): every community and admin write endpoint, and the restricted
 * reads, for each kind of caller; a refusal stores nothing. GM endpoints accept only a GM or AGM
 * of the player's own franchise, and never an admin as such.
 */
describe.each(ENGINES)("authorisation matrix on %s", (kind) => {
  let h: RoutesHarness;
  const cookies = {} as Record<Who, string | undefined>;
  let franchiseId: string;
  let target: { id: string; name: string; mmr: number };
  let outsider: { id: string; name: string; mmr: number };
  let pendingId: number;

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    const { league } = h;
    const discordOf = (playerId: string) => {
      const p = league.players.find((x) => x.id === playerId);
      if (!p) throw new Error(`no player ${playerId}`);
      return p.discordId;
    };
    const teamsOf = (fid: string) =>
      new Set(league.teams.filter((t) => t.franchiseId === fid).map((t) => t.id));
    const rostered = (fid: string) => league.players.filter((p) => p.teamId && teamsOf(fid).has(p.teamId));
    const active = league.franchises.filter((f) => f.active && rostered(f.id).length > 1);
    const [mine, other] = active as [(typeof active)[0], (typeof active)[0]];
    franchiseId = mine.id;
    const managers = new Set(
      league.franchises.flatMap((f) => [f.gmPlayerId, f.agmPlayerId, ...f.agmPlayerIds]).filter(Boolean),
    );
    const managerDiscords = new Set([...managers].map((id) => discordOf(id as string)));
    const member = league.players.find((p) => !managerDiscords.has(p.discordId));
    const author = league.players.find((p) => !managerDiscords.has(p.discordId) && p !== member);
    if (!member || !author) throw new Error("every seeded player manages a franchise");
    target = rostered(mine.id).find((p) => !managers.has(p.id)) ?? (rostered(mine.id)[0] as typeof target);
    outsider = rostered(other.id)[0] as typeof outsider;
    cookies.anonymous = undefined;
    cookies.member = await sessionCookie(member.discordId);
    cookies.author = await sessionCookie(author.discordId);
    cookies.gmOther = await sessionCookie(discordOf(other.gmPlayerId));
    cookies.gmThis = await sessionCookie(discordOf(mine.gmPlayerId));
    cookies.admin = await sessionCookie("100000000000000001", { admin: true });
    const posted = await send("POST", "/api/fragboard/article", "author", {
      title: "Pending piece",
      bannerURL: "https://example.com/b.png",
      content: "<p>text</p>",
    });
    pendingId = (posted.json() as { id: number }).id;
  });
  afterAll(() => h?.close());

  function send(method: "GET" | "POST" | "PATCH" | "PUT", url: string, who: Who, payload?: unknown) {
    const cookie = cookies[who];
    return h.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const rows = (table: typeof accolades | typeof articles | typeof serverNotices | typeof settings) =>
    h.database.db
      .select({ n: count() })
      .from(table)
      .then((r) => r[0]?.n);
  const mmrOf = async (id: string) =>
    (await h.database.db.select({ mmr: players.mmr }).from(players).where(eq(players.id, id)))[0]?.mmr;

  type Case = {
    name: string;
    method: "GET" | "POST" | "PATCH" | "PUT";
    url: string;
    body: () => unknown;
    expected: Record<Who, number>;
    /** What a refused call must leave as it was. */
    stored?: () => Promise<unknown>;
  };
  const cases: Case[] = [
    {
      name: "GET /api/gm/franchises",
      method: "GET",
      url: "/api/gm/franchises",
      body: () => undefined,
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 200, gmThis: 200, admin: 403 },
    },
    {
      name: "POST /api/gm/ratings/preview",
      method: "POST",
      url: "/api/gm/ratings/preview",
      body: () => ({ franchiseId, rows: [{ playerId: target.id, mmr: target.mmr + 11 }] }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 200, admin: 403 },
      stored: () => mmrOf(target.id),
    },
    {
      name: "POST /api/gm/ratings",
      method: "POST",
      url: "/api/gm/ratings",
      body: () => ({ franchiseId, rows: [{ playerId: target.id, mmr: target.mmr + 11 }] }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 200, admin: 403 },
      stored: () => mmrOf(target.id),
    },
    {
      name: "POST /api/fragboard/playerBadge",
      method: "POST",
      url: "/api/fragboard/playerBadge",
      body: () => ({ player: target.id, season: h.currentSeason, badgeType: "mvp", badgeText: "Season MVP" }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 201, admin: 403 },
      stored: () => rows(accolades),
    },
    {
      name: "POST /api/admin/ratings",
      method: "POST",
      url: "/api/admin/ratings",
      body: () => ({ rows: [{ playerId: outsider.id, mmr: outsider.mmr + 3 }] }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 403, admin: 200 },
      stored: () => mmrOf(outsider.id),
    },
    {
      name: "PUT /api/admin/settings",
      method: "PUT",
      url: "/api/admin/settings",
      body: () => ({ key: "twitchChannels", value: ["matrix_channel"] }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 403, admin: 200 },
      stored: () => h.database.db.select().from(settings),
    },
    {
      name: "POST /api/servers/notice",
      method: "POST",
      url: "/api/servers/notice",
      body: () => ({ notice: { type: "alert", message: "matrix" } }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 403, admin: 200 },
      stored: () => rows(serverNotices),
    },
    {
      name: "GET /api/notifications",
      method: "GET",
      url: "/api/notifications",
      body: () => undefined,
      expected: { anonymous: 401, member: 200, author: 200, gmOther: 200, gmThis: 200, admin: 200 },
    },
    {
      name: "GET /api/fragboard/articles?state=Pending",
      method: "GET",
      url: "/api/fragboard/articles?state=Pending",
      body: () => undefined,
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 403, admin: 200 },
    },
    {
      name: "GET /api/fragboard/articles/{pending id}",
      method: "GET",
      url: "/api/fragboard/articles/PENDING",
      body: () => undefined,
      expected: { anonymous: 404, member: 404, author: 200, gmOther: 404, gmThis: 404, admin: 200 },
    },
    {
      name: "PATCH /api/fragboard/article/{id}",
      method: "PATCH",
      url: "/api/fragboard/article/PENDING",
      body: () => ({ approvalState: "REJECTED" }),
      expected: { anonymous: 401, member: 403, author: 403, gmOther: 403, gmThis: 403, admin: 200 },
      stored: () =>
        h.database.db
          .select({ state: articles.approvalState })
          .from(articles)
          .where(eq(articles.id, pendingId)),
    },
    {
      name: "POST /api/fragboard/article",
      method: "POST",
      url: "/api/fragboard/article",
      body: () => ({ title: "Matrix", bannerURL: "https://example.com/b.png", content: "<p>x</p>" }),
      expected: { anonymous: 401, member: 201, author: 201, gmOther: 201, gmThis: 201, admin: 201 },
      stored: () => rows(articles),
    },
  ];

  // The allowed caller goes last, so the refusals see the state before any write.
  const order = (expected: Record<Who, number>) =>
    [...WHO].sort((a, b) => Number(expected[a] < 300) - Number(expected[b] < 300));

  it.each(cases)("$name", async ({ method, url, body, expected, stored }) => {
    const path = url.replace("PENDING", String(pendingId));
    const got: Partial<Record<Who, number>> = {};
    for (const who of order(expected)) {
      const before = stored ? JSON.stringify(await stored()) : null;
      const res = await send(method, path, who, body());
      got[who] = res.statusCode;
      if (res.statusCode >= 400 && stored)
        expect(JSON.stringify(await stored()), `${who} changed data`).toBe(before);
    }
    expect(got).toEqual(expected);
  });
});

describe.each(ENGINES)("GM panel behaviour on %s", (kind) => {
  let h: RoutesHarness;
  let gm: string;
  let franchise: RoutesHarness["league"]["franchises"][0];
  let roster: RoutesHarness["league"]["players"];
  let outsider: RoutesHarness["league"]["players"][0];

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    const teamsOf = (fid: string) =>
      new Set(h.league.teams.filter((t) => t.franchiseId === fid).map((t) => t.id));
    const rosterOf = (fid: string) => h.league.players.filter((p) => p.teamId && teamsOf(fid).has(p.teamId));
    franchise = h.league.franchises.find((f) => f.active && rosterOf(f.id).length > 2) as typeof franchise;
    roster = rosterOf(franchise.id);
    const other = h.league.franchises.find((f) => f.active && f.id !== franchise.id) as typeof franchise;
    outsider = rosterOf(other.id)[0] as typeof outsider;
    const gmPlayer = h.league.players.find((p) => p.id === franchise.gmPlayerId);
    gm = await sessionCookie(gmPlayer?.discordId ?? "");
  });
  afterAll(() => h?.close());

  const post = (url: string, payload: object, cookie = gm) =>
    h.app.inject({ method: "POST", url, headers: { cookie }, payload });

  it("lists the GM's franchise with its rostered players", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/gm/franchises", headers: { cookie: gm } });
    const [managed] = managedFranchisesResponseSchema.parse(res.json());
    expect(managed).toMatchObject({ id: franchise.id, prefix: franchise.prefix, role: "GM" });
    expect(managed?.players.map((p) => p.id).sort()).toEqual(roster.map((p) => p.id).sort());
  });

  it("an AGM manages the franchise too", async () => {
    const agmOf = (f: typeof franchise) => f.agmPlayerId ?? f.agmPlayerIds[0];
    const managed = h.league.franchises.find((f) => f.active && agmOf(f));
    const agm = h.league.players.find((p) => managed && p.id === agmOf(managed));
    if (!managed || !agm)
      throw new Error("the seeded league has no active franchise with an AGM to sign in as");
    const res = await h.app.inject({
      method: "GET",
      url: "/api/gm/franchises",
      headers: { cookie: await sessionCookie(agm.discordId) },
    });
    expect(managedFranchisesResponseSchema.parse(res.json()).map((f) => [f.id, f.role])).toContainEqual([
      managed.id,
      "AGM",
    ]);
  });

  it("previews and applies an RTL CSV to his own players only, refusing the others", async () => {
    const [a] = roster as [(typeof roster)[0]];
    const rows = [
      { playerId: a.id, mmr: a.mmr + 21 },
      { playerId: outsider.id, mmr: outsider.mmr + 21 },
      { playerId: "no-such-player", mmr: 1000 },
    ];
    // Read before the upload, so the player list sits in the cache the upload must clear.
    const listed = async (id: string) =>
      (
        (await h.get(`/api/csc/cached-players?season=${h.currentSeason}`)).json() as {
          data: { id: string; mmr: number }[];
        }
      ).data.find((p) => p.id === id)?.mmr;
    expect(await listed(a.id)).toBe(a.mmr);
    const preview = ratingUploadResultSchema.parse(
      (await post("/api/gm/ratings/preview", { franchiseId: franchise.id, rows })).json(),
    );
    expect(preview).toMatchObject({
      applied: false,
      changes: [{ playerId: a.id, before: a.mmr, after: a.mmr + 21 }],
      refused: [{ playerId: outsider.id, name: outsider.name }],
      unknown: ["no-such-player"],
    });
    const applied = ratingUploadResultSchema.parse(
      (await post("/api/gm/ratings", { franchiseId: franchise.id, rows })).json(),
    );
    expect(applied.applied).toBe(true);
    const mmr = async (id: string) =>
      (await h.database.db.select({ mmr: players.mmr }).from(players).where(eq(players.id, id)))[0]?.mmr;
    expect(await mmr(a.id)).toBe(a.mmr + 21);
    expect(await mmr(outsider.id)).toBe(outsider.mmr);
    expect(await listed(a.id)).toBe(a.mmr + 21);
  });

  it("awards an accolade that the player page's read then lists", async () => {
    const [, b] = roster as [unknown, (typeof roster)[0]];
    const res = await post("/api/fragboard/playerBadge", {
      player: b.id,
      season: h.currentSeason,
      badgeType: "all-star",
      badgeText: "  All-Star Game  ",
      badgeImageUrl: "",
      metadata: { event: "all-star" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = accoladeRecordSchema.parse(res.json());
    expect(record).toMatchObject({
      badgeText: "All-Star Game",
      badgeImageUrl: null,
      metadata: { event: "all-star" },
    });
    const listed = accoladeRecordSchema
      .array()
      .parse((await h.get(`/api/fragboard/accolades?playerId=${b.id}`)).json());
    expect(listed.map((a) => a.id)).toContain(record.id);
  });

  it("refuses bad accolades naming the field, and an unknown player with 404", async () => {
    const base = { player: roster[0]?.id, season: h.currentSeason, badgeType: "mvp", badgeText: "MVP" };
    for (const [patch, field] of [
      [{ season: "twelve" }, "season"],
      [{ season: undefined }, "season"],
      [{ badgeType: "legend" }, "badgeType"],
      [{ badgeText: "   " }, "badgeText"],
      [{ badgeImageUrl: "javascript:alert(1)" }, "badgeImageUrl"],
      [{ metadata: "[1,2" }, "metadata"],
      // A season still to come (issue #26).
      [{ season: h.currentSeason + 1 }, "season must be at most"],
    ] as const) {
      const res = await post("/api/fragboard/playerBadge", { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await post("/api/fragboard/playerBadge", { ...base, player: "nobody" })).statusCode).toBe(404);
  });

  it("keeps XSS payloads in badge text as inert text", async () => {
    const [c] = roster as [(typeof roster)[0]];
    for (const payload of XSS_PAYLOADS.filter((p) => p.length <= 100)) {
      const res = await post("/api/fragboard/playerBadge", {
        player: c.id,
        season: h.currentSeason,
        badgeType: "other",
        badgeText: payload,
      });
      expect(res.statusCode, payload).toBe(201);
      // Plain text by contract: stored as typed, rendered as text (checked in the browser journey).
      expect(accoladeRecordSchema.parse(res.json()).badgeText).toBe(payload);
    }
  });
});
