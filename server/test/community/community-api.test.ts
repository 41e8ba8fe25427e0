import {
  ARTICLE_TITLE_MIN_MESSAGE,
  BANNER_URL_MESSAGE,
  errorBodySchema,
  postSchema,
  postsResponseSchema,
  ratingUploadResultSchema,
  serverListResponseSchema,
  settingsSchema,
} from "@fragboard/core";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, notifications, playerSeasons, players, serverNotices } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { FORBIDDEN_IN_STORED_HTML, XSS_PAYLOADS } from "../helpers/xss-payloads.js";
import { ADMIN_ID, communityPeople } from "./people.js";

const BANNER = "https://example.com/banner.png";
const article = (overrides: Record<string, unknown> = {}) => ({
  title: "Match day notes",
  subtitle: "What we saw",
  bannerURL: BANNER,
  tags: [" match day ", "", "notes"],
  content: "<p>Hello <strong>league</strong></p>",
  isAnonymous: false,
  ...overrides,
});

/** Articles (write, review, visibility), the admin's rating CSV, settings and server notice. */
describe.each(ENGINES)("articles and the admin area on %s", (kind) => {
  const people = communityPeople(kind);
  const { send } = people;
  const articleCount = async () => (await people.h.database.db.select({ n: count() }).from(articles))[0]?.n;
  const message = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).error.message;

  describe("writing", () => {
    it("refuses an anonymous submission and stores nothing", async () => {
      const before = await articleCount();
      const res = await send("POST", "/api/fragboard/article", undefined, article());
      expect(res.statusCode).toBe(401);
      expect(await articleCount()).toBe(before);
    });

    it("stores a member's article as Pending, tags without whitespace, and shows it only to him and admins", async () => {
      const res = await send("POST", "/api/fragboard/article", "author", article());
      expect(res.statusCode, res.body).toBe(201);
      const post = postSchema.parse(res.json());
      expect(post).toMatchObject({
        approvalState: "Pending",
        discordId: people.author,
        tags: ["matchday", "notes"],
      });
      expect((await send("GET", `/api/fragboard/articles/${post.id}`, "author")).statusCode).toBe(200);
      expect((await send("GET", `/api/fragboard/articles/${post.id}`, "admin")).statusCode).toBe(200);
      expect((await send("GET", `/api/fragboard/articles/${post.id}`, "reader")).statusCode).toBe(404);
      expect((await send("GET", `/api/fragboard/articles/${post.id}`)).statusCode).toBe(404);
      const approved = postsResponseSchema.parse(
        (await send("GET", "/api/fragboard/articles", "author")).json(),
      );
      expect(approved.map((a) => a.id)).not.toContain(post.id);
    });

    it.each([
      [{ title: "ab" }, ARTICLE_TITLE_MIN_MESSAGE],
      [{ title: "  ab  " }, ARTICLE_TITLE_MIN_MESSAGE],
      [{ bannerURL: "https://example.com/page.html" }, BANNER_URL_MESSAGE],
      [{ bannerURL: "javascript:alert(1)//x.png" }, BANNER_URL_MESSAGE],
      [{ content: "<script>alert(1)</script>" }, "content must not be empty"],
      [{ isAnonymous: "yes" }, "isAnonymous"],
    ])("refuses %j with a message naming the problem and stores nothing", async (change, expected) => {
      const before = await articleCount();
      const res = await send("POST", "/api/fragboard/article", "author", article(change));
      expect(res.statusCode).toBe(400);
      expect(message(res)).toContain(expected);
      expect(await articleCount()).toBe(before);
    });

    it("keeps the author of an anonymous article from other readers, not from admins", async () => {
      const res = await send("POST", "/api/fragboard/article", "author", article({ isAnonymous: true }));
      const { id } = postSchema.parse(res.json());
      await send("PATCH", `/api/fragboard/article/${id}`, "admin", { approvalState: "APPROVED" });
      const [forReader] = postsResponseSchema.parse(
        (await send("GET", `/api/fragboard/articles/${id}`, "reader")).json(),
      );
      expect(forReader?.discordId).toBeNull();
      const [forAdmin] = postsResponseSchema.parse(
        (await send("GET", `/api/fragboard/articles/${id}`, "admin")).json(),
      );
      expect(forAdmin?.discordId).toBe(people.author);
    });
  });

  describe("stored XSS", () => {
    it.each(XSS_PAYLOADS)("stores %s without anything that could run", async (payload) => {
      const res = await send(
        "POST",
        "/api/fragboard/article",
        "author",
        article({ content: `<p>before</p>${payload}` }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { id } = postSchema.parse(res.json());
      const [row] = await people.h.database.db
        .select({ content: articles.content })
        .from(articles)
        .where(eq(articles.id, id));
      for (const pattern of FORBIDDEN_IN_STORED_HTML) expect(row?.content).not.toMatch(pattern);
      expect(row?.content).toContain("<p>before</p>");
    });

    it("keeps the editor's formatting, http(s) images and safe links", async () => {
      const html =
        '<h2>Title</h2><p><em>a</em> <s>b</s> <u>c</u> <code>d</code></p><ul><li>e</li></ul><ol start="3"><li>f</li></ol>' +
        '<blockquote><p>g</p></blockquote><img src="https://example.com/x.png" alt="x"><a href="https://example.com">h</a>';
      const res = await send("POST", "/api/fragboard/article", "author", article({ content: html }));
      const { content } = postSchema.parse(res.json());
      expect(content).toBe(
        '<h2>Title</h2><p><em>a</em> <s>b</s> <u>c</u> <code>d</code></p><ul><li>e</li></ul><ol start="3"><li>f</li></ol>' +
          '<blockquote><p>g</p></blockquote><img src="https://example.com/x.png" alt="x" />' +
          '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">h</a>',
      );
    });
  });

  describe("review", () => {
    it("lists pending articles to admins only: 401 anonymous, 403 members", async () => {
      expect((await send("GET", "/api/fragboard/articles?state=Pending")).statusCode).toBe(401);
      expect((await send("GET", "/api/fragboard/articles?state=Pending", "reader")).statusCode).toBe(403);
      const pending = postsResponseSchema.parse(
        (await send("GET", "/api/fragboard/articles?state=Pending", "admin")).json(),
      );
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.every((a) => a.approvalState === "Pending")).toBe(true);
      expect(pending.map((a) => a.createdAt)).toEqual(
        pending
          .map((a) => a.createdAt)
          .sort()
          .reverse(),
      );
    });

    it("lets only admins decide; the decision is kept, listed and told to the author", async () => {
      const { id } = postSchema.parse(
        (await send("POST", "/api/fragboard/article", "author", article())).json(),
      );
      for (const [who, status] of [
        [undefined, 401],
        ["reader", 403],
        ["author", 403],
      ] as const) {
        const res = await send("PATCH", `/api/fragboard/article/${id}`, who, { approvalState: "APPROVED" });
        expect(res.statusCode).toBe(status);
      }
      const [unchanged] = await people.h.database.db.select().from(articles).where(eq(articles.id, id));
      expect(unchanged?.approvalState).toBe("Pending");

      const res = await send("PATCH", `/api/fragboard/article/${id}`, "admin", { approvalState: "APPROVED" });
      expect(res.statusCode, res.body).toBe(200);
      expect(postSchema.parse(res.json())).toMatchObject({ approvalState: "APPROVED", approvedBy: ADMIN_ID });
      const list = postsResponseSchema.parse((await send("GET", "/api/fragboard/articles")).json());
      expect(list[0]?.id).toBe(id);
      const told = await people.h.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.discordId, people.author), eq(notifications.link, `/articles/${id}`)));
      expect(told.map((n) => n.title)).toEqual(["Your article was approved"]);
    });

    it("tells the author once: deciding the same again changes nothing (issue #25)", async () => {
      const { id } = postSchema.parse(
        (await send("POST", "/api/fragboard/article", "author", article())).json(),
      );
      for (let i = 0; i < 2; i++) {
        const res = await send("PATCH", `/api/fragboard/article/${id}`, "admin", {
          approvalState: "REJECTED",
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(postSchema.parse(res.json()).approvalState).toBe("REJECTED");
      }
      const told = await people.h.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.discordId, people.author), eq(notifications.link, `/articles/${id}`)));
      expect(told.map((n) => n.title)).toEqual(["Your article was not approved"]);
    });

    it("stores a submission once however often it is retried under one Idempotency-Key", async () => {
      const before = await articleCount();
      const submit = (key: string, who: "author" | "reader" = "author") =>
        send("POST", "/api/fragboard/article", who, article({ title: "Sent twice" }), {
          "idempotency-key": key,
        });
      const first = await submit("draft-7f3a");
      expect(first.statusCode, first.body).toBe(201);
      const retry = await submit("draft-7f3a");
      expect(retry.statusCode).toBe(200);
      expect(retry.json().id).toBe(first.json().id);
      // Another author's key of the same name is his own.
      expect((await submit("draft-7f3a", "reader")).statusCode).toBe(201);
      expect(await articleCount()).toBe((before ?? 0) + 2);
      expect((await submit("with space")).statusCode).toBe(400);
    });

    it("refuses a decision back to Pending, and an unknown article", async () => {
      const back = await send("PATCH", "/api/fragboard/article/1", "admin", { approvalState: "Pending" });
      expect(back.statusCode).toBe(400);
      expect(message(back)).toContain("approvalState must be APPROVED or REJECTED");
      expect(
        (await send("PATCH", "/api/fragboard/article/99999", "admin", { approvalState: "REJECTED" }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe("rating CSV", () => {
    const current = () => people.h.league.players.filter((p) => p.type !== "INACTIVE").slice(0, 3);

    it("previews the changes without storing them, then applies them to the current season", async () => {
      const [a, b, c] = current() as [
        (typeof people.h.league.players)[0],
        (typeof people.h.league.players)[0],
        (typeof people.h.league.players)[0],
      ];
      const rows = [
        { playerId: a.id, mmr: a.mmr + 37 },
        { playerId: b.id, mmr: b.mmr },
        { playerId: "no-such-player", mmr: 1500 },
        { playerId: c.id, mmr: c.mmr + 1 },
      ];
      const preview = ratingUploadResultSchema.parse(
        (await send("POST", "/api/admin/ratings/preview", "admin", { rows })).json(),
      );
      expect(preview).toMatchObject({
        season: people.h.currentSeason,
        applied: false,
        unchanged: 1,
        unknown: ["no-such-player"],
        refused: [],
      });
      expect(preview.changes).toEqual(
        expect.arrayContaining([
          { playerId: a.id, name: a.name, before: a.mmr, after: a.mmr + 37 },
          { playerId: c.id, name: c.name, before: c.mmr, after: c.mmr + 1 },
        ]),
      );
      const stored = async (id: string) => {
        const [p] = await people.h.database.db
          .select({ mmr: players.mmr })
          .from(players)
          .where(eq(players.id, id));
        const [s] = await people.h.database.db
          .select({ mmr: playerSeasons.mmr })
          .from(playerSeasons)
          .where(and(eq(playerSeasons.playerId, id), eq(playerSeasons.season, people.h.currentSeason)));
        return [p?.mmr, s?.mmr];
      };
      expect(await stored(a.id)).toEqual([a.mmr, a.mmr]);
      // Read before the upload, so the player list sits in the cache the upload must clear.
      const listed = async (id: string) =>
        (
          (await people.h.get(`/api/csc/cached-players?season=${people.h.currentSeason}`)).json() as {
            data: { id: string; mmr: number }[];
          }
        ).data.find((p) => p.id === id)?.mmr;
      expect(await listed(a.id)).toBe(a.mmr);

      const applied = ratingUploadResultSchema.parse(
        (await send("POST", "/api/admin/ratings", "admin", { rows })).json(),
      );
      expect(applied.applied).toBe(true);
      expect(await stored(a.id)).toEqual([a.mmr + 37, a.mmr + 37]);
      expect(await listed(a.id)).toBe(a.mmr + 37);
    });

    it("refuses members and bad rows, naming the row and field", async () => {
      const rows = [{ playerId: "x", mmr: 1 }];
      expect((await send("POST", "/api/admin/ratings", undefined, { rows })).statusCode).toBe(401);
      expect((await send("POST", "/api/admin/ratings", "reader", { rows })).statusCode).toBe(403);
      const bad = await send("POST", "/api/admin/ratings/preview", "admin", {
        rows: [{ playerId: "x", mmr: 12.5 }],
      });
      expect(bad.statusCode).toBe(400);
      expect(message(bad)).toContain("rows.0.mmr");
      const dup = await send("POST", "/api/admin/ratings/preview", "admin", { rows: [rows[0], rows[0]] });
      expect(message(dup)).toContain("each CSC ID may appear once");
    });
  });

  describe("settings and the servers notice", () => {
    it("replaces one list at a time, for admins only", async () => {
      const twitch = { key: "twitchChannels", value: ["league_channel", "another_one"] };
      expect((await send("PUT", "/api/admin/settings", "reader", twitch)).statusCode).toBe(403);
      const before = settingsSchema.parse((await people.h.get("/api/config")).json());
      const res = await send("PUT", "/api/admin/settings", "admin", twitch);
      expect(res.statusCode, res.body).toBe(200);
      const after = settingsSchema.parse((await people.h.get("/api/config")).json());
      expect(after).toEqual({ ...before, twitchChannels: twitch.value });
      const bad = await send("PUT", "/api/admin/settings", "admin", {
        key: "twitchChannels",
        value: ["not a login!"],
      });
      expect(bad.statusCode).toBe(400);
      const unknown = await send("PUT", "/api/admin/settings", "admin", { key: "admins", value: [] });
      expect(unknown.statusCode).toBe(400);
    });

    it("keeps the franchise history spreadsheets, http(s) links only", async () => {
      const links = [{ label: "Seasons 1-10", url: "https://docs.google.com/spreadsheets/d/history" }];
      const res = await send("PUT", "/api/admin/settings", "admin", {
        key: "franchiseHistoryLinks",
        value: links,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(settingsSchema.parse((await people.h.get("/api/config")).json()).franchiseHistoryLinks).toEqual(
        links,
      );
      const bad = await send("PUT", "/api/admin/settings", "admin", {
        key: "franchiseHistoryLinks",
        value: [{ label: "x", url: "javascript:alert(1)" }],
      });
      expect(bad.statusCode).toBe(400);
    });

    it("posts an alert (default text when blank) and a healthy notice that hides the banner", async () => {
      const notices = async () =>
        (await people.h.database.db.select({ n: count() }).from(serverNotices))[0]?.n;
      const before = await notices();
      expect(
        (await send("POST", "/api/servers/notice", "reader", { notice: { type: "alert", message: "x" } }))
          .statusCode,
      ).toBe(403);
      expect(await notices()).toBe(before);
      await send("POST", "/api/servers/notice", "admin", { notice: { type: "alert", message: "" } });
      let list = serverListResponseSchema.parse((await people.h.get("/api/servers")).json());
      expect(list.notice).toEqual({ type: "alert", message: "Servers may be unstable or non-functional." });
      await send("POST", "/api/servers/notice", "admin", { notice: { type: "", message: "" } });
      list = serverListResponseSchema.parse((await people.h.get("/api/servers")).json());
      expect(list.notice).toBeNull();
    });
  });

  describe("FACEIT figures of the simulated league (no API key)", () => {
    it("serves a seeded account, and null for a player without one", async () => {
      const account = people.h.community.faceit.accounts[0];
      if (!account) throw new Error("the seed stored no FACEIT account");
      const res = await people.h.get(`/api/faceit/playerlookup?steamId=${account.steam64Id}&cscPlayerName=x`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        faceitName: account.faceitName,
        elo: account.elo,
        rank: account.level,
        highestRank: account.highestLevel,
        faceitIdentifier: account.faceitId,
      });
      const withAccount = new Set(people.h.community.faceit.accounts.map((a) => a.steam64Id));
      const without = people.h.league.players.find((p) => !withAccount.has(p.steam64Id));
      if (!without) throw new Error("every seeded player has a FACEIT account");
      const missing = await people.h.get(
        `/api/faceit/playerlookup?steamId=${without.steam64Id}&cscPlayerName=${encodeURIComponent(without.name)}`,
      );
      expect(missing.statusCode).toBe(200);
      expect(missing.json()).toBeNull();
    });

    it("serves the seeded FAPL hubs", async () => {
      const res = await people.h.get("/api/faceit/fapl/stats");
      expect(res.statusCode).toBe(200);
      const body = res.json() as typeof people.h.community.faceit.hubs;
      const byId = (hub: typeof body.Upper) =>
        [...hub].sort((a, b) => a.player_id.localeCompare(b.player_id));
      expect(byId(body.Upper)).toEqual(byId(people.h.community.faceit.hubs.Upper));
      expect(byId(body.Lower)).toEqual(byId(people.h.community.faceit.hubs.Lower));
      expect(body.Upper.length).toBeGreaterThan(0);
    });
  });
});
