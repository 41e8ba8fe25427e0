import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchPage, type Player } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.js";
import { mediaUrl } from "../../src/http/media-url.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { pageDataPreloads } from "../../src/web/page-data.js";
import { pageHtml } from "../../src/web/page-html.js";
import { openTestDatabase } from "../helpers/databases.js";
import { smallLeague, TEST_NOW } from "../helpers/league.js";

/** The league's roster and calendar only: what a page's HTML reads to name its data. */
describe("the data a page's HTML preloads", () => {
  const league = smallLeague("page-data-test");
  const season = league.currentSeason;
  const now = () => new Date(TEST_NOW);
  let database: Database;
  let player: Player;
  /** What /players preloads before a season is loaded: read before the league is, in the same database. */
  let beforeLoaded: unknown;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const page = matchPage("/players");
    if (!page) throw new Error("/players is no page");
    beforeLoaded = await pageDataPreloads({ db: database.db, now, mediaUrl: mediaUrl(null) })(
      page,
      "/players",
      new URLSearchParams(),
    );
    await ingestLeague(database.db, league.league);
    player = league.league.players.find((p) => /[a-z]/i.test(p.name)) as Player;
  });
  afterAll(() => database?.close());

  const preloads = (address: string, publicUrl: string | null = null) => {
    const url = new URL(address, "http://localhost");
    const page = matchPage(url.pathname);
    if (!page) throw new Error(`${address} is no page`);
    return pageDataPreloads({ db: database.db, now, mediaUrl: mediaUrl(publicUrl) })(
      page,
      url.pathname,
      url.searchParams,
    );
  };
  const lists = (s: number, matchType: string) => [
    { href: `/api/csc/cached-players?season=${s}`, as: "fetch" },
    { href: `/api/csc/cached-stats?season=${s}&matchType=${matchType}`, as: "fetch" },
  ];

  it("names the current season's players and Regulation stats for the player list", async () => {
    expect(await preloads("/players")).toEqual(lists(season, "Regulation"));
    expect(await preloads("/")).toEqual(lists(season, "Regulation"));
  });

  it("names the season and match type the address names, as the app reads them", async () => {
    expect(await preloads("/players?season=13&matchType=combine")).toEqual(lists(13, "Combine"));
    // A season to come or no season at all: the app shows the current one.
    expect(await preloads(`/players?season=${season + 1}&matchType=Ranked`)).toEqual(
      lists(season, "Regulation"),
    );
  });

  it("adds the picture of the player a player page names, found as the app finds him", async () => {
    const picture = { href: player.avatarUrl, as: "image" };
    for (const id of [player.name, player.name.toUpperCase(), player.id]) {
      expect(await preloads(`/players/${encodeURIComponent(id)}`), id).toEqual([
        ...lists(season, "Regulation"),
        picture,
      ]);
    }
    expect(await preloads("/players/Nobody%20Of%20That%20Name")).toEqual(lists(season, "Regulation"));
    expect(await preloads("/players/%E0%A4%A")).toEqual(lists(season, "Regulation"));
    // The card draws no picture first: only the lists.
    expect(await preloads(`/graphics/players/${encodeURIComponent(player.name)}`)).toEqual(
      lists(season, "Regulation"),
    );
  });

  it("names the picture at the public address when PUBLIC_URL is set, as the API's answers do", async () => {
    const named = await preloads(`/players/${player.id}`, "https://stats.example.org");
    expect(named.at(-1)).toEqual({ href: `https://stats.example.org${player.avatarUrl}`, as: "image" });
  });

  it("names a match page's answer at the address the page asks, without reading it first", async () => {
    const match = { href: "/api/fragboard/matches/S12-M3-Premier%201", as: "fetch" };
    expect(await preloads("/matches/S12-M3-Premier%201")).toEqual([match]);
    expect(await preloads("/matches/S12-M3-Premier%201?map=2&round=14")).toEqual([match]);
    // Head-to-head is a page of its own; a malformed segment names nothing.
    expect(await preloads("/matches/h2h?teams=A,B")).toEqual([]);
    expect(await preloads("/matches/%E0%A4%A")).toEqual([]);
  });

  it("names nothing for the other pages, nor before a season is loaded", async () => {
    expect(await preloads("/standings")).toEqual([]);
    expect(beforeLoaded).toEqual([]);
  });
});

describe("a page's HTML with its data", () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "fragboard-page-html-"));
    await writeFile(path.join(dist, "index.html"), "<html><head><title>x</title></head><body></body></html>");
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("names each as a preload the app's fetch or picture will use, its address escaped", async () => {
    const html = await pageHtml(dist)("/players", [
      { href: "/api/csc/cached-stats?season=15&matchType=Regulation", as: "fetch" },
      { href: '/api/avatars/a"b.svg', as: "image" },
    ]);
    expect(html).toBe(
      "<html><head><title>x</title>" +
        '<link rel="preload" href="/api/csc/cached-stats?season=15&amp;matchType=Regulation" as="fetch" crossorigin="anonymous">\n' +
        '<link rel="preload" href="/api/avatars/a&quot;b.svg" as="image" fetchpriority="high">\n' +
        "</head><body></body></html>",
    );
  });
});
