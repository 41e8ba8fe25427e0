import { gunzipSync } from "node:zlib";
import {
  errorBodySchema,
  headToHeadResponseSchema,
  type MatchesResponse,
  mapHighlights,
  matchesResponseSchema,
  matchResponseSchema,
  playerMapLines,
  roundTimeline,
  type StoredMap,
  scoreboardLine,
} from "@fragboard/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduledMatches } from "../../src/db/schema/league.js";
import { ENGINES } from "../helpers/databases.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/** docs/api.md#matches: the league's seeded Premier matches, read back through the match centre. */
describe.each(ENGINES)("the match centre on %s", (kind) => {
  let h: RoutesHarness;
  beforeAll(async () => {
    h = await openRoutesHarness(kind, {}, { readOnly: true });
  });
  afterAll(() => h?.close());

  const json = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };
  const failure = async (url: string, status: number) => {
    const res = await h.get(url);
    expect(res.statusCode, url).toBe(status);
    return errorBodySchema.parse(res.json()).error.message;
  };
  const list = async (query: string): Promise<MatchesResponse> =>
    matchesResponseSchema.parse(await json(`/api/fragboard/matches?${query}`));
  const allMatches = (body: MatchesResponse) =>
    [body.next, ...body.results, ...body.later].flatMap((day) => day?.matches ?? []);
  const storedMap = (matchId: string) => h.maps.find((m) => m.match.matchId === matchId) as StoredMap;

  describe("GET /api/fragboard/matches", () => {
    it("a season's Premier schedule by match day: the next day to play, results newest first, later fixtures", async () => {
      const season = h.currentSeason;
      const body = await list(`season=${season}&tier=Premier`);
      const scheduled = h.league.matches.filter((m) => m.season === season && m.tier === "Premier");
      expect(
        allMatches(body)
          .map((m) => m.id)
          .sort(),
      ).toEqual(scheduled.map((m) => m.id).sort());
      // The season is under way: the first day with a match not played is next.
      const unplayed = scheduled.filter((m) => !h.maps.some((map) => map.match.scheduledMatchId === m.id));
      const firstUnplayed = unplayed.map((m) => Number(m.matchDay.slice(1))).sort((a, b) => a - b)[0];
      expect(body.next?.matchDay).toBe(`M${firstUnplayed}`);
      const results = body.results.map((d) => Number(d.matchDay.slice(1)));
      expect(results).toEqual([...results].sort((a, b) => b - a));
      expect(results.length).toBeGreaterThan(2);
      expect(body.later.every((d) => d.matches.every((m) => m.maps.length === 0))).toBe(true);
      // Each played match carries its stored map's score from the home team's side.
      for (const match of body.results.flatMap((d) => d.matches)) {
        const map = storedMap(match.maps[0]?.matchId ?? "");
        const home = map.match.teams.findIndex((t) => t.teamId === match.home.id);
        expect(match.maps[0]?.homeScore).toBe(map.match.teams[home]?.score);
        expect(match.maps[0]?.awayScore).toBe(map.match.teams[1 - home]?.score);
        expect(match.winner).toBe(match.maps[0]!.homeScore > match.maps[0]!.awayScore ? "home" : "away");
        expect(match.home.franchise?.prefix).toMatch(/^\w+$/);
      }
    });

    it("filters by franchise (prefix or name, any case) and by played or upcoming", async () => {
      const season = h.currentSeason;
      const franchise = h.league.franchises[0]!;
      const teamIds = new Set(h.league.teams.filter((t) => t.franchiseId === franchise.id).map((t) => t.id));
      const byPrefix = await list(`season=${season}&franchise=${franchise.prefix.toLowerCase()}`);
      const byName = await list(`season=${season}&franchise=${encodeURIComponent(franchise.name)}`);
      expect(byName).toEqual(byPrefix);
      const mine = allMatches(byPrefix);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((m) => teamIds.has(m.home.id ?? "") || teamIds.has(m.away.id ?? ""))).toBe(true);

      const played = await list(`season=${season}&tier=Premier&status=played`);
      expect(played.next).toBeNull();
      expect(played.later).toEqual([]);
      expect(allMatches(played).every((m) => m.maps.length > 0)).toBe(true);
      const upcoming = await list(`season=${season}&tier=Premier&status=upcoming`);
      expect(upcoming.results).toEqual([]);
      expect(allMatches(upcoming).every((m) => m.maps.length === 0 && m.status === "not-played")).toBe(true);
      const all = await list(`season=${season}&tier=Premier`);
      expect(allMatches(played).length + allMatches(upcoming).length).toBe(allMatches(all).length);
    });

    it("combines: each combine map is a match of its own, by combine day", async () => {
      const body = await list(`season=${h.currentSeason}&matchType=Combine&tier=Premier`);
      const combines = h.maps.filter(
        (m) => m.match.season === h.currentSeason && m.match.matchType === "Combine",
      );
      expect(
        allMatches(body)
          .map((m) => m.id)
          .sort(),
      ).toEqual(combines.map((m) => m.match.matchId).sort());
      expect(body.results.every((d) => d.matchDay.startsWith("C"))).toBe(true);
    });

    it("days: a window of the newest played days and no later ones, with every day counted", async () => {
      const season = h.currentSeason;
      const whole = await list(`season=${season}&tier=Premier`);
      const window = await list(`season=${season}&tier=Premier&days=2`);
      expect(whole.results.length).toBeGreaterThan(2);
      expect(whole.later.length).toBeGreaterThan(0);
      expect(window.next).toEqual(whole.next);
      expect(window.results).toEqual(whole.results.slice(0, 2));
      expect(window.later).toEqual([]);
      expect([window.resultDays, window.laterDays]).toEqual([whole.results.length, whole.later.length]);
      expect([whole.resultDays, whole.laterDays]).toEqual([whole.results.length, whole.later.length]);
    });

    it("a bad filter is a 400 naming it; an unknown season or franchise a 404", async () => {
      const season = h.currentSeason;
      for (const days of ["0", "101", "1.5", "x"])
        expect(await failure(`/api/fragboard/matches?season=${season}&days=${days}`, 400)).toMatch(/days/);
      expect(await failure(`/api/fragboard/matches?season=${season}&status=soon`, 400)).toMatch(/status/);
      expect(await failure(`/api/fragboard/matches?season=${season}&tier=Gold`, 400)).toMatch(/tier/);
      expect(await failure(`/api/fragboard/matches?season=x`, 400)).toMatch(/season/);
      expect(await failure(`/api/fragboard/matches?season=${season}&matchType=Scrim`, 400)).toMatch(
        /matchType/,
      );
      expect(await failure(`/api/fragboard/matches?season=99`, 404)).toMatch(/Season 99/);
      expect(await failure(`/api/fragboard/matches?season=${season}&franchise=nobody`, 404)).toMatch(
        /nobody/,
      );
    });
  });

  describe("GET /api/fragboard/matches/{id}", () => {
    it("a regular-season match: header, veto, and its map as the engine computes it", async () => {
      const season = h.currentSeason;
      const body = await list(`season=${season}&tier=Premier&status=played`);
      const item = body.results[0]!.matches[0]!;
      const page = matchResponseSchema.parse(await json(`/api/fragboard/matches/${item.id}`));
      expect(page.match).toEqual(item);
      const scheduled = h.league.matches.find((m) => m.id === item.id)!;
      // Six bans from the league's records, then the map left: the one played.
      expect(page.veto.slice(0, 6)).toEqual(
        [...scheduled.mapBans]
          .sort((a, b) => a.number - b.number)
          .map((b) => ({ action: "ban", map: b.map, teamId: b.teamId })),
      );
      expect(page.veto[6]).toEqual({ action: "decider", map: item.maps[0]?.mapName, teamId: null });
      expect(page.connect).toBeNull();

      const [map] = page.maps;
      const stored = storedMap(item.maps[0]!.matchId);
      const lines = playerMapLines(stored);
      expect(map?.players.map(({ steam64Id, playerId, team, ...line }) => line)).toEqual(
        lines.map(scoreboardLine),
      );
      expect(map?.rounds).toEqual(roundTimeline(stored));
      expect(map?.highlights).toEqual(mapHighlights(stored, lines));
      expect(map?.teams.map((t) => t.score)).toEqual(stored.match.teams.map((t) => t.score));
      expect(map?.teams[map.homeTeam]?.teamId).toBe(scheduled.homeTeamId);
      // Every round is won by exactly one of the four reasons.
      const reasons = map!.teams.flatMap((t) => Object.values(t.winsBy));
      expect(reasons.reduce((a, b) => a + b, 0)).toBe(stored.rounds.length);
    });

    it("a playoff series: its maps in order, the picks of the veto, under 150 KB gzip", async () => {
      const previous = await list(`season=${h.currentSeason - 1}&tier=Premier&status=played`);
      const series = allMatches(previous).find((m) => m.maps.length === 3)!;
      const res = await h.app.inject({
        method: "GET",
        url: `/api/fragboard/matches/${series.id}`,
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.headers["content-encoding"]).toBe("gzip");
      // Three maps with every round's kill feed: the page's data budget is 150 KB compressed.
      expect(res.rawPayload.length).toBeLessThan(150 * 1024);
      const page = matchResponseSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString()));
      expect(page.maps.map((m) => m.mapNumber)).toEqual([1, 2, 3]);
      expect(page.maps.map((m) => m.mapName)).toEqual(series.maps.map((m) => m.mapName));
      expect(page.veto.map((s) => s.action)).toEqual(["ban", "ban", "pick", "pick", "ban", "ban", "decider"]);
      expect(page.veto[2]?.map).toBe(series.maps[0]?.mapName);
      expect(page.veto[3]?.map).toBe(series.maps[1]?.mapName);
      expect(page.veto[6]?.map).toBe(series.maps[2]?.mapName);
      expect(page.maps.every((m) => m.rounds.some((r) => r.kills.length > 0))).toBe(true);
      // A page that knows only a map (a player's history) links by the map's id: the same match.
      const byMap = matchResponseSchema.parse(
        await json(`/api/fragboard/matches/${series.maps[1]?.matchId}`),
      );
      expect(byMap).toEqual(page);
    });

    it("a combine map has a page of its own; an unknown id is a 404, a malformed one a 400", async () => {
      const combine = h.maps.find((m) => m.match.matchType === "Combine")!;
      const page = matchResponseSchema.parse(await json(`/api/fragboard/matches/${combine.match.matchId}`));
      expect(page.match.home.name).toBe(combine.match.teams[0].name);
      expect(page.veto).toEqual([]);
      expect(page.maps).toHaveLength(1);
      expect(await failure("/api/fragboard/matches/s15-premier-m99-1", 404)).toMatch(/s15-premier-m99-1/);
      expect(await failure("/api/fragboard/matches/a.b", 400)).toMatch(/id/);
    });

    it("is cached until an ingest clears it", async () => {
      const id = allMatches(await list(`season=${h.currentSeason}&tier=Premier&status=played`))[0]!.id;
      const first = await h.get(`/api/fragboard/matches/${id}`);
      const etag = first.headers.etag as string;
      expect(first.headers["cache-control"]).toBe("public, max-age=3600");
      const again = await h.app.inject({
        method: "GET",
        url: `/api/fragboard/matches/${id}`,
        headers: { "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe("GET /api/fragboard/head-to-head", () => {
    it("two teams' record across seasons, by team name or franchise prefix, any case", async () => {
      const played = allMatches(await list(`season=${h.currentSeason}&tier=Premier&status=played`));
      const { home, away } = played[0]!;
      const byName = headToHeadResponseSchema.parse(
        await json(
          `/api/fragboard/head-to-head?teams=${encodeURIComponent(home.name.toUpperCase())},${away.id}`,
        ),
      );
      expect(byName.sides.map((s) => s.tier)).toEqual(["Premier", "Premier"]);
      // Every Premier map between the two franchises, whichever season: from the stored maps.
      const franchiseOf = (teamId: string | null) => h.league.teams.find((t) => t.id === teamId)?.franchiseId;
      const [fa, fb] = [franchiseOf(home.id), franchiseOf(away.id)];
      const theirs = h.maps.filter((m) => {
        const [f0, f1] = m.match.teams.map((t) => franchiseOf(t.teamId));
        return (f0 === fa && f1 === fb) || (f0 === fb && f1 === fa);
      });
      expect(byName.record.maps).toBe(theirs.length);
      const won = theirs.filter((m) => {
        const aIndex = franchiseOf(m.match.teams[0].teamId) === fa ? 0 : 1;
        const [a, b] = aIndex === 0 ? m.match.teams : [m.match.teams[1], m.match.teams[0]];
        return a.score > b.score;
      }).length;
      expect(byName.record.mapWins).toEqual([won, theirs.length - won]);
      expect(byName.record.meetings.some((m) => m.id === played[0]!.id)).toBe(true);

      const byPrefix = headToHeadResponseSchema.parse(
        await json(
          `/api/fragboard/head-to-head?teams=${home.franchise!.prefix.toLowerCase()},${away.franchise!.prefix}`,
        ),
      );
      expect(byPrefix.sides.map((s) => s.tier)).toEqual([null, null]);
      expect(byPrefix.record.maps).toBe(theirs.length); // only Premier maps are stored
    });

    it("needs two names; an unknown one is a 404 naming it", async () => {
      expect(await failure("/api/fragboard/head-to-head?teams=one", 400)).toMatch(/teams/);
      expect(await failure("/api/fragboard/head-to-head", 400)).toMatch(/teams/);
      expect(await failure("/api/fragboard/head-to-head?teams=a,", 400)).toMatch(/teams/);
      const prefix = h.league.franchises[0]!.prefix;
      expect(await failure(`/api/fragboard/head-to-head?teams=${prefix},Nobody%20FC`, 404)).toMatch(
        /Nobody FC/,
      );
    });
  });
});

/**
 * The header's demo link and connect line (issue #21 item 2): the simulated league records no demo
 * and gives a server only to a finished match, so one match is put back in play here.
 */
describe("a match being played", () => {
  let h: RoutesHarness;
  beforeAll(async () => {
    h = await openRoutesHarness("pglite");
  });
  afterAll(() => h?.close());

  it("shows its server's connect line until it is completed; its demo either way", async () => {
    const played = new Set(h.maps.map((m) => m.match.scheduledMatchId));
    const [live, done] = h.league.matches.filter(
      (m) => m.season === h.currentSeason && m.tier === "Premier" && played.has(m.id),
    );
    if (!live || !done) throw new Error("two played Premier matches");
    const server = { connectString: "connect 203.0.113.9:27015; password abc123", port: 27015, gotv: 27020 };
    const demoUrl = "https://demos.example/s.dem";
    await h.database.db
      .update(scheduledMatches)
      .set({ completedAt: null, server, demoUrl })
      .where(eq(scheduledMatches.id, live.id));
    await h.database.db
      .update(scheduledMatches)
      .set({ server, demoUrl })
      .where(eq(scheduledMatches.id, done.id));

    const on = matchResponseSchema.parse((await h.get(`/api/fragboard/matches/${live.id}`)).json());
    expect(on.match.status).toBe("in-progress");
    expect(on.connect).toBe(server.connectString);
    expect(on.demoUrl).toBe(demoUrl);
    // Finished: the server is someone else's now.
    const over = matchResponseSchema.parse((await h.get(`/api/fragboard/matches/${done.id}`)).json());
    expect(over.match.status).toBe("completed");
    expect(over.connect).toBeNull();
    expect(over.demoUrl).toBe(demoUrl);
  });
});
