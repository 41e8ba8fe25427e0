import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ARTICLE_FEED_PATH, calendarPaths, type ScheduledMatch } from "@fragboard/core";
import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { articles, scheduledMatches } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { TEST_NOW } from "../helpers/league.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

/** The calendar feeds and the article feed (docs/api.md#calendar-feeds, #article-feed), read by parsers. */
describe.each(ENGINES)("feeds on %s", (kind) => {
  let h: RoutesHarness;
  beforeAll(async () => {
    h = await openRoutesHarness(kind, { PUBLIC_URL: "https://league.example" });
  });
  afterAll(() => h?.close());

  /** The VEVENTs of a feed, parsed by ical.js (it throws on what is not iCalendar). */
  const events = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    // RFC 5545: CRLF line ends, no line longer than 75 octets.
    for (const line of res.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    return calendar.getAllSubcomponents("vevent").map((v) => {
      const event = new ICAL.Event(v);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        summary: event.summary,
        stamp: String(v.getFirstPropertyValue("dtstamp")),
        url: String(v.getFirstPropertyValue("url")),
      };
    });
  };
  const expectSchedule = (got: Awaited<ReturnType<typeof events>>, want: readonly ScheduledMatch[]) => {
    expect(got.map((e) => e.uid).sort()).toEqual(want.map((m) => `match-${m.id}@fragboard`).sort());
    for (const match of want) {
      const event = got.find((e) => e.uid === `match-${match.id}@fragboard`);
      expect(event?.start).toBe(new Date(match.scheduledDate).toISOString());
      expect(event?.url).toBe(`https://league.example/matches/${match.id}`);
    }
  };
  const nameOfTeam = (id: string) => h.league.teams.find((t) => t.id === id)?.name;

  it("a team's feed holds every match of the team, with both teams, the tier and a link", async () => {
    const team = h.league.teams.find((t) => t.season === h.currentSeason && t.tier === "Premier");
    if (!team) throw new Error("no Premier team");
    const want = h.league.matches.filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id);
    expect(want.length).toBeGreaterThan(0);
    const got = await events(calendarPaths.team(team.id));
    expectSchedule(got, want);
    const first = want[0] as ScheduledMatch;
    const summary = got.find((e) => e.uid === `match-${first.id}@fragboard`)?.summary;
    expect(summary).toContain(`${nameOfTeam(first.homeTeamId)} vs ${nameOfTeam(first.awayTeamId)}`);
    expect(summary).toContain(first.tier);
  });

  it("a franchise's and a tier's feeds hold their season's matches", async () => {
    const franchise = h.league.franchises[0];
    if (!franchise) throw new Error("no franchise");
    const teamIds = new Set(
      h.league.teams
        .filter((t) => t.franchiseId === franchise.id && t.season === h.currentSeason)
        .map((t) => t.id),
    );
    expectSchedule(
      await events(calendarPaths.franchise(franchise.prefix)),
      h.league.matches.filter(
        (m) => m.season === h.currentSeason && (teamIds.has(m.homeTeamId) || teamIds.has(m.awayTeamId)),
      ),
    );
    const previous = h.currentSeason - 1;
    expectSchedule(
      await events(calendarPaths.tier("Elite", previous)),
      h.league.matches.filter((m) => m.season === previous && m.tier === "Elite"),
    );
  });

  it("a rescheduled match keeps its UID and moves, with a newer DTSTAMP", async () => {
    const match = h.league.matches.find((m) => m.season === h.currentSeason && !m.completedAt);
    if (!match) throw new Error("no match to come");
    const url = calendarPaths.team(match.homeTeamId);
    const uid = `match-${match.id}@fragboard`;
    const before = (await events(url)).find((e) => e.uid === uid);
    const moved = new Date(new Date(match.scheduledDate).getTime() + 86_400_000);
    await h.database.db
      .update(scheduledMatches)
      .set({ scheduledDate: moved })
      .where(eq(scheduledMatches.id, match.id));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = (await events(url)).find((e) => e.uid === uid);
    expect(after?.start).toBe(moved.toISOString());
    expect((after?.stamp ?? "") > (before?.stamp ?? "")).toBe(true);
  });

  it("answers 404 for an unknown team or franchise and 400 for a wrong tier", async () => {
    expect((await h.get(calendarPaths.team("no-such-team"))).statusCode).toBe(404);
    expect((await h.get(calendarPaths.franchise("NOPE"))).statusCode).toBe(404);
    expect((await h.get("/api/calendar/tiers/Diamond.ics")).statusCode).toBe(400);
    expect((await h.get("/api/calendar/tiers/Elite.ics?season=x")).statusCode).toBe(400);
  });

  it("the Atom feed lists the approved articles only, escaped and parseable", async () => {
    const [approved] = await h.database.db
      .insert(articles)
      .values({
        discordId: h.community.users[0]?.discordId ?? "1",
        title: "Premier <recap> & more",
        subtitle: "Week 5",
        bannerUrl: "/api/logos/X.svg",
        tags: ["recap"],
        content: "<p>Good <b>games</b></p>",
        anonymous: false,
        approvalState: "APPROVED",
      })
      .returning();
    await h.database.db.insert(articles).values({
      discordId: h.community.users[0]?.discordId ?? "1",
      title: "Still pending",
      bannerUrl: "/x.png",
      tags: [],
      content: "<p>x</p>",
      anonymous: false,
      approvalState: "Pending",
    });
    const res = await h.get(ARTICLE_FEED_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" }).parse(
      res.body,
    ).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    const entries = feed.entry as { id: string; title: string; content: { "#text": string } }[];
    const entry = entries.find((e) => e.id === `https://league.example/articles/${approved?.id}`);
    expect(entry?.title).toBe("Premier <recap> & more");
    expect(entry?.content["#text"]).toBe("<p>Good <b>games</b></p>");
    expect(entries.some((e) => e.title === "Still pending")).toBe(false);
  });

  /**
   * Item 5: a pasted article link unfurls (Open Graph), and /articles names its feed in its HTML.
   * On the feeds' league, after them: a copy of its own cost a PGlite instance.
   */
  describe("the HTML of the articles pages", () => {
    let dist: string;
    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), "fragboard-embeds-"));
      await writeFile(
        path.join(dist, "index.html"),
        "<!doctype html><html><head><title>Fragboard</title></head><body></body></html>",
      );
    });
    afterAll(() => rm(dist, { recursive: true, force: true }));

    it("names the feed on /articles and describes an approved article, not a pending one", async () => {
      const app = await buildApp({
        database: h.database,
        config: loadConfig({ SIM_NOW: TEST_NOW }),
        webDist: dist,
      });
      try {
        const author = h.community.users[0]?.discordId ?? "1";
        const base = { discordId: author, tags: [], content: "<p>x</p>", anonymous: false };
        const [approved, pending] = await h.database.db
          .insert(articles)
          .values([
            {
              ...base,
              title: 'Elite "finals" recap',
              subtitle: "Who won",
              bannerUrl: "https://img.example/b.png",
              approvalState: "APPROVED",
            },
            {
              ...base,
              title: "Secret draft",
              bannerUrl: "https://img.example/c.png",
              approvalState: "Pending",
            },
          ])
          .returning();
        const page = (url: string) => app.inject({ url, headers: { accept: "text/html" } });
        const list = await page("/articles");
        expect(list.body).toContain(
          `<link rel="alternate" type="application/atom+xml" title="Fragboard articles" href="${ARTICLE_FEED_PATH}">`,
        );
        const shown = await page(`/articles/${approved?.id}`);
        expect(shown.body).toContain(
          '<meta property="og:title" content="Elite &quot;finals&quot; recap · Fragboard">',
        );
        expect(shown.body).toContain('<meta property="og:description" content="Who won">');
        expect(shown.body).toContain('<meta property="og:image" content="https://img.example/b.png">');
        const hidden = await page(`/articles/${pending?.id}`);
        expect(hidden.body).not.toContain("Secret draft");
        expect(hidden.body).not.toContain("og:title");
      } finally {
        await app.close();
      }
    });
  });
});
