import {
  headToHeadResponseSchema,
  type MatchesResponse,
  matchesResponseSchema,
  matchResponseSchema,
  seasonMetadataResponseSchema,
} from "@fragboard/core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, requestInitiators, useBrowser } from "./browser.js";

/**
 * The match centre (issue #21). No playoff series of the current season has been played yet: the
 * previous season's best-of-three series (the journey league has three seasons) give a match with
 * a second map.
 */
let season: number;
const browser = useBrowser();
const get = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();
const allMatches = (body: MatchesResponse) =>
  [body.next, ...body.results, ...body.later].flatMap((day) => day?.matches ?? []);

beforeAll(async () => {
  season = seasonMetadataResponseSchema.parse(await get("/api/csc/cached-season-metadata")).number;
});

const newPage = (options = {}) => browser.newPage(options);

describe("match centre", () => {
  test("results with two filters → a match → round 14's kill feed → head-to-head", async () => {
    const page = await newPage();
    await page.goto("/matches");
    await page.getByRole("region", { name: /^Next up: Match day \d+$/ }).waitFor();
    await page.getByLabel("Tier").selectOption("Premier");
    await page.getByLabel("Show").selectOption("played");
    await page.waitForURL(
      (url) => url.searchParams.get("tier") === "Premier" && url.searchParams.get("status") === "played",
    );
    const results = matchesResponseSchema.parse(
      await get(`/api/fragboard/matches?season=${season}&tier=Premier&status=played`),
    );
    expect(results.next).toBeNull();
    const newestDay = results.results[0];
    if (!newestDay) throw new Error("no Premier results");
    const results2 = page.getByRole("region", { name: "Results" });
    await results2.getByRole("region", { name: `Match day ${newestDay.matchDay.slice(1)}` }).waitFor();
    expect(await page.getByRole("region", { name: /^Next up/ }).count()).toBe(0);
    // The three newest days at first (drawn a slice of rows at a time: the button comes with the
    // last), every played day on request.
    const firstDays = results.results.slice(0, 3).flatMap((day) => day.matches);
    const showAll = page.getByRole("button", {
      name: `Show all ${results.results.length} played match days`,
    });
    await showAll.waitFor();
    expect(await results2.getByRole("link").count()).toBe(firstDays.length);
    await showAll.click();
    await results2
      .getByRole("link")
      .nth(allMatches(results).length - 1)
      .waitFor();
    expect(await results2.getByRole("link").count()).toBe(allMatches(results).length);
    await expectNoSeriousViolations(page);

    // The newest day's first match, from its row.
    const match = newestDay.matches[0];
    if (!match) throw new Error("an empty day");
    await results2.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname === `/matches/${match.id}`);
    const detail = matchResponseSchema.parse(await get(`/api/fragboard/matches/${match.id}`));
    const map = detail.maps[0];
    if (!map) throw new Error("a played match without its map");
    const score = `${match.maps[0]?.homeScore}–${match.maps[0]?.awayScore}`;
    // The title follows the match's data, which arrives after the navigation.
    await expect
      .poll(() => page.title())
      .toBe(
        `${match.home.name} ${score} ${match.away.name} · Match day ${match.matchDay.slice(1)} · Fragboard`,
      );
    await page.getByRole("heading", { name: "Veto" }).waitFor();
    // Both teams' scoreboards, each with the spec's columns through the rating.
    expect(await page.getByRole("columnheader", { name: "Rating", exact: true }).count()).toBe(2);
    expect(await page.getByRole("columnheader", { name: "1v5", exact: true }).count()).toBe(2);

    // Round 14: scroll to the timeline (it loads near the screen, issue #21), focus its mark (the
    // keyboard's way) and read its kill feed.
    await page.getByRole("region", { name: "Round by round" }).scrollIntoViewIfNeeded();
    const round14 = map.rounds.find((r) => r.number === 14);
    if (!round14) throw new Error("a map under 14 rounds");
    const winner = map.teams[round14.winner].name;
    const mark = page.getByRole("button", {
      name: new RegExp(`^Round 14: ${winner} won on ${round14.winnerSide} by`),
    });
    await mark.focus();
    const feed = page.getByRole("list", { name: "Kill feed of round 14" });
    await feed.waitFor();
    expect(await feed.getByRole("listitem").count()).toBe(round14.kills.length);
    const first = round14.kills[0];
    if (first)
      expect(await feed.getByRole("listitem").first().textContent()).toContain(
        map.players[first.victim]?.name,
      );
    await page
      .getByText(`$${round14.equipment[map.homeTeam].toLocaleString("en-US")}`)
      .first()
      .waitFor();
    // A click pins the round in the address.
    await mark.click();
    await page.waitForURL((url) => url.searchParams.get("round") === "14");
    await expectNoSeriousViolations(page);

    // Their head-to-head: every map the two franchises' Premier teams played.
    await page.getByRole("link", { name: "Head-to-head" }).click();
    await page.waitForURL("**/matches/h2h?*");
    const h2h = headToHeadResponseSchema.parse(
      await get(`/api/fragboard/head-to-head?teams=${match.home.id},${match.away.id}`),
    );
    await page.getByRole("heading", { name: "Head-to-head" }).waitFor();
    await page.getByText(`${h2h.record.mapWins[0]}–${h2h.record.mapWins[1]}`).first().waitFor();
    const meetings = page.getByRole("region", { name: "Meetings" }).getByRole("link");
    expect(await meetings.count()).toBe(h2h.record.meetings.length);
    await expectNoSeriousViolations(page);
  });

  test("a series: the second map through the address, and a reload keeps it", async () => {
    const previous = matchesResponseSchema.parse(
      await get(`/api/fragboard/matches?season=${season - 1}&status=played`),
    );
    const series = allMatches(previous).find((m) => m.maps.length >= 2);
    if (!series) throw new Error("no playoff series in the previous season");
    const second = series.maps[1];
    const page = await newPage();
    // The match's answer is fetched once, preloaded by the HTML: a preload the page's request did
    // not match would show as a second, script-initiated request.
    const { initiators, cdp } = await requestInitiators(page, (pathname) =>
      pathname === `/api/fragboard/matches/${series.id}` ? "match" : undefined,
    );
    await page.goto(`/matches/${series.id}?season=${season - 1}&map=2`);
    const button = page.getByRole("button", { name: /^Map 2: / });
    await page.getByRole("region", { name: /^Map 2: / }).waitFor();
    expect(initiators).toEqual({ match: ["parser"] });
    await cdp.detach();
    await expect.poll(() => button.first().getAttribute("aria-pressed")).toBe("true");
    await page
      .getByRole("heading", { level: 2, name: new RegExp(`${second?.homeScore}–${second?.awayScore}$`) })
      .waitFor();
    // Map 1 through its button writes the address.
    await page.getByRole("button", { name: /^Map 1: / }).click();
    await page.waitForURL((url) => url.searchParams.get("map") === "1");
    await page.reload();
    await page.getByRole("region", { name: /^Map 1: / }).waitFor();
  });

  test("an unknown match id answers 404 with the not-found page", async () => {
    const page = await newPage();
    const response = await page.goto("/matches/s99-nowhere-m1-1");
    expect(response?.status()).toBe(404);
    await page.getByText("There is no match with the id “s99-nowhere-m1-1”.").waitFor();
    await expect.poll(() => page.title()).toBe("Match not found · Fragboard");
    await expectNoSeriousViolations(page);
  });

  test("on a phone the list and a match page fit the screen", async () => {
    const page = await newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto("/matches?tier=Premier");
    await page.getByRole("region", { name: /^Next up/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("region", { name: "Results" }).getByRole("link").first().click();
    await page.getByRole("heading", { name: "Scoreboard" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page);
  });
});
