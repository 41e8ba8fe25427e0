import {
  cachedPlayersResponseSchema,
  cachedStatsResponseSchema,
  computeStandings,
  errorBodySchema,
  extendedStatsResponseSchema,
  isRegularSeasonDay,
  leaderboardPlayers,
  leaderboardsResponseSchema,
  matchSummary,
  NO_FRANCHISE_GROUPS,
  standingsResponseSchema,
  TIER_NAMES,
  tierSeasonStatsResponseSchema,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statsUpdatedAt } from "../../src/ingest/stats-clock.js";
import { EMBEDDED_ONLY } from "../helpers/databases.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/**
 * The standings, leaderboards and tier season stats endpoints against a seeded league whose
 * Premier maps are stored: answers equal to the core rules applied to the same maps and lists.
 */
describe.each(EMBEDDED_ONLY)("standings, leaderboards and tier season stats on %s", (kind) => {
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
  const badRequest = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, url).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe("BAD_REQUEST");
    return error.message;
  };
  const notFound = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, url).toBe(404);
    return errorBodySchema.parse(res.json()).error.message;
  };

  describe("GET /api/fragboard/standings", () => {
    it.each([
      ["the completed season", 1],
      ["the season in progress", 0],
    ])("serves %s: the rules applied to its regular-season maps, in the order played", async (_, back) => {
      const season = h.currentSeason - back;
      const body = standingsResponseSchema.parse(await json(`/api/fragboard/standings?season=${season}`));
      expect(body.season).toBe(season);
      expect(body.lastUpdate).toBe(await statsUpdatedAt(h.database.db));
      expect(body.tiers.map((t) => t.tier)).toEqual([...TIER_NAMES]);

      const played = h.maps
        .filter((m) => m.match.season === season && m.match.matchType === "Regulation")
        .sort(
          (a, b) =>
            a.match.playedAt.localeCompare(b.match.playedAt) || (a.match.matchId < b.match.matchId ? -1 : 1),
        );
      const regular = played.filter((m) => isRegularSeasonDay(m.match.matchDay));
      const teams = h.league.teams.filter((t) => t.season === season);
      const franchiseOf = (team: string) => {
        const franchiseId = teams.find((t) => t.name === team && t.tier === "Premier")?.franchiseId;
        const franchise = h.league.franchises.find((f) => f.id === franchiseId);
        return franchise ? { name: franchise.name, prefix: franchise.prefix } : null;
      };
      const expected = computeStandings(regular.map(matchSummary), { tier: "Premier", franchiseOf });
      const premier = body.tiers.find((t) => t.tier === "Premier");
      expect(premier).toEqual(expected);
      expect(premier?.rows.length).toBeGreaterThan(4);
      expect(premier?.playoffLine).toBe(4);
      expect(premier?.rows.every((r) => r.franchise !== null)).toBe(true);
      // Only Premier maps are stored: the other tiers are there, empty.
      for (const tier of body.tiers.filter((t) => t.tier !== "Premier")) {
        expect(tier).toMatchObject({ matchDay: 0, rows: [], tieBreakers: [] });
      }
      if (back === 1) {
        // Playoff maps were played but do not count.
        expect(played.length).toBeGreaterThan(regular.length);
        const games = premier?.rows.reduce((sum, r) => sum + r.wins + r.losses, 0);
        expect(games).toBe(regular.length * 2);
      }
    });

    it("answers an unknown season with a 404 and a malformed one with a 400 naming it", async () => {
      expect(await notFound("/api/fragboard/standings?season=99")).toBe("Season 99 does not exist.");
      for (const url of ["/api/fragboard/standings", "/api/fragboard/standings?season=abc"]) {
        expect(await badRequest(url)).toContain("season");
      }
    });
  });

  describe("GET /api/fragboard/leaderboards", () => {
    it("serves the leaderboard rows the core rules build from the players, stats and extended stats lists", async () => {
      const season = h.currentSeason - 1;
      const query = `season=${season}&matchType=Regulation`;
      const body = leaderboardsResponseSchema.parse(await json(`/api/fragboard/leaderboards?${query}`));
      const roster = cachedPlayersResponseSchema.parse(
        await json(`/api/csc/cached-players?season=${season}`),
      );
      const stats = cachedStatsResponseSchema.parse(await json(`/api/csc/cached-stats?${query}`));
      const extended = extendedStatsResponseSchema.parse(await json(`/api/fragboard/extendedStats?${query}`));

      expect(body.season).toBe(season);
      expect(body.lastUpdate).toBe(stats.lastUpdate);
      expect(body.players).toEqual(leaderboardPlayers(roster.data, stats.data, extended.data));
      expect(body.players.length).toBeGreaterThan(20);
      expect(body.players.every((p) => p.tier === "Premier")).toBe(true);

      // The franchise options: every prefix on the boards once, named, in prefix order.
      const prefixes = [...new Set(body.players.map((p) => p.franchise))]
        .filter((key) => !(NO_FRANCHISE_GROUPS as readonly string[]).includes(key))
        .sort((a, b) => a.localeCompare(b));
      expect(body.franchises.map((f) => f.prefix)).toEqual(prefixes);
      for (const f of body.franchises) {
        expect(h.league.franchises.find((l) => l.prefix === f.prefix)?.name).toBe(f.name);
      }
    });

    it("answers combines apart from the regular season", async () => {
      const season = h.currentSeason;
      const combines = leaderboardsResponseSchema.parse(
        await json(`/api/fragboard/leaderboards?season=${season}&matchType=Combine`),
      );
      const regulation = leaderboardsResponseSchema.parse(
        await json(`/api/fragboard/leaderboards?season=${season}&matchType=Regulation`),
      );
      expect(combines.players.length).toBeGreaterThan(0);
      expect(combines.players).not.toEqual(regulation.players);
    });

    it("answers bad parameters with a 400 naming them and an unknown season with a 404", async () => {
      expect(await badRequest("/api/fragboard/leaderboards?season=15")).toContain("matchType");
      expect(await badRequest("/api/fragboard/leaderboards?season=0&matchType=Regulation")).toContain(
        "season",
      );
      expect(await notFound("/api/fragboard/leaderboards?season=99&matchType=Regulation")).toBe(
        "Season 99 does not exist.",
      );
    });
  });

  describe("GET /api/csc/cached-tier-season-stats", () => {
    it("serves one tier of cached-stats in the GraphQL envelope, with each player's latest team", async () => {
      const season = h.currentSeason - 1;
      const url = `/api/csc/cached-tier-season-stats?season=${season}&tier=Premier&matchType=Regulation`;
      const body = tierSeasonStatsResponseSchema.parse(await json(url));
      const all = cachedStatsResponseSchema.parse(
        await json(`/api/csc/cached-stats?season=${season}&matchType=Regulation`),
      );
      const rows = body.data.tierSeasonStats;
      expect(rows.map(({ Team: _, ...stats }) => stats)).toEqual(all.data.Premier);
      expect(rows.length).toBeGreaterThan(20);

      // Team: the team of the player's latest Premier map of the season.
      for (const row of rows.slice(0, 10)) {
        const latest = h.maps
          .filter(
            (m) =>
              m.match.season === season &&
              m.match.matchType === "Regulation" &&
              m.players.some((p) => p.name === row.name),
          )
          .sort((a, b) => a.match.playedAt.localeCompare(b.match.playedAt))
          .at(-1);
        const team = latest?.players.find((p) => p.name === row.name)?.team;
        expect(row.Team, row.name).toBe(team === undefined ? null : latest?.match.teams[team].name);
      }
    });

    it("answers a tier without maps with an empty list", async () => {
      const body = tierSeasonStatsResponseSchema.parse(
        await json(
          `/api/csc/cached-tier-season-stats?season=${h.currentSeason}&tier=Recruit&matchType=Combine`,
        ),
      );
      expect(body).toEqual({ data: { tierSeasonStats: [] } });
    });

    it.each([
      ["tier=Premier&matchType=Regulation", "season"],
      ["season=x&tier=Premier&matchType=Regulation", "season"],
      ["season=15&matchType=Regulation", "tier"],
      ["season=15&tier=premier&matchType=Regulation", "tier"],
      ["season=15&tier=Premier", "matchType"],
      ["season=15&tier=Premier&matchType=Scrim", "matchType"],
    ])("answers ?%s with a 400 naming %s", async (query, field) => {
      expect(await badRequest(`/api/csc/cached-tier-season-stats?${query}`)).toContain(field);
    });

    it("answers an unknown season with a 404", async () => {
      expect(
        await notFound("/api/csc/cached-tier-season-stats?season=99&tier=Premier&matchType=Regulation"),
      ).toBe("Season 99 does not exist.");
    });
  });
});
