import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ADMIN_SCOPE } from "@fragboard/core";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { loadConfig } from "../../src/config.js";
import { articles } from "../../src/db/schema/index.js";
import { TEST_NOW } from "../helpers/league.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

const INDEX = "<!doctype html><html><head><title>Fragboard</title></head><body></body></html>";
const HTML = { accept: "text/html" };
const SECRET = "page-status-test-secret-long-enough-0123456789";
const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * Issue #26 item 2: the HTML of a page about something that does not exist answers 404 and asks
 * crawlers not to index it; robots.txt and sitemap.xml list the league's pages.
 */
describe("page statuses, robots.txt and the sitemap", () => {
  let h: RoutesHarness;
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await openRoutesHarness("pglite", {}, { readOnly: true });
    dist = await mkdtemp(path.join(tmpdir(), "fragboard-status-"));
    await writeFile(path.join(dist, "index.html"), INDEX);
    app = await buildApp({
      database: h.database,
      config: loadConfig({ SIM_NOW: TEST_NOW, JWT_SECRET: SECRET }),
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
    await rm(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { ...HTML, ...headers } });

  const franchise = () => {
    const team = h.league.teams.find((t) => t.season === h.currentSeason);
    const owner = h.league.franchises.find((f) => f.id === team?.franchiseId);
    if (!team || !owner) throw new Error("no team this season");
    return { team, owner };
  };

  it.each([
    ["a player", "/players/Nobody%20At%20All"],
    ["a player card", "/graphics/players/Nobody%20At%20All"],
    ["a franchise", "/franchises/NOPE"],
    ["an article", "/articles/999999"],
    ["an article (not a number)", "/articles/abc"],
  ])("an unknown %s answers 404 with noindex", async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(NOINDEX);
  });

  it("a team: known in the season shown, 404 under another franchise or an unknown name", async () => {
    const { team, owner } = franchise();
    const other = h.league.franchises.find((f) => f.id !== owner.id && f.active);
    expect((await get(`/franchises/${owner.prefix}/${encodeURIComponent(team.name)}`)).statusCode).toBe(200);
    // Any case, and by name as the app matches it.
    expect((await get(`/franchises/${encodeURIComponent(owner.name.toLowerCase())}`)).statusCode).toBe(200);
    const elsewhere = await get(`/franchises/${other?.prefix}/${encodeURIComponent(team.name)}`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await get(`/franchises/${owner.prefix}/No%20Such%20Team`)).statusCode).toBe(404);
  });

  it("known pages answer 200 without noindex", async () => {
    const player = h.league.players.find((p) => p.type !== "SPECTATOR");
    const [approved] = await h.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.approvalState, "APPROVED"))
      .orderBy(asc(articles.id));
    for (const url of [
      `/players/${encodeURIComponent(player?.name ?? "")}`,
      `/graphics/players/${encodeURIComponent(player?.name ?? "")}`,
      `/articles/${approved?.id}`,
      "/standings",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(NOINDEX);
    }
  });

  it("a pending article is unknown to a visitor; with a session the API decides", async () => {
    const [pending] = await h.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.approvalState, "Pending"));
    if (!pending) throw new Error("the simulated community has no pending article");
    expect((await get(`/articles/${pending.id}`)).statusCode).toBe(404);
    const token = await signSession(sessionKey(SECRET), { sub: "1", scopes: [ADMIN_SCOPE] }, "1h");
    expect((await get(`/articles/${pending.id}`, { cookie: `jwt=${token}` })).statusCode).toBe(200);
  });

  it("robots.txt keeps crawlers off the API and names the sitemap", async () => {
    const res = await app.inject({ url: "/robots.txt", headers: { host: "stats.example.org" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Sitemap: http://stats.example.org/sitemap.xml");
  });

  it("sitemap.xml lists the league's pages: franchises, teams, players, matches, articles", async () => {
    const res = await app.inject({ url: "/sitemap.xml", headers: { host: "stats.example.org" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const { team, owner } = franchise();
    const match = h.league.matches.find((m) => m.season === h.currentSeason);
    const player = h.league.players.find((p) => p.type !== "SPECTATOR");
    const at = (p: string) => `http://stats.example.org${p}`;
    expect(locs).toEqual(
      expect.arrayContaining([
        at("/"),
        at("/standings"),
        at(`/franchises/${encodeURIComponent(owner.prefix)}`),
        at(`/franchises/${encodeURIComponent(owner.prefix)}/${encodeURIComponent(team.name)}`),
        at(`/players/${encodeURIComponent(player?.name ?? "")}`),
        at(`/matches/${match?.id}`),
      ]),
    );
    expect(locs.some((loc) => /\/articles\/\d+$/.test(loc ?? ""))).toBe(true);
    // Every listed page is one the server answers 200 for.
    for (const loc of locs.slice(0, 40)) {
      const url = (loc ?? "").replace("http://stats.example.org", "").replace(/&amp;/g, "&");
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});
