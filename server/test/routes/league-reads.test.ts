import {
  accoladeRecordSchema,
  cachedStatsResponseSchema,
  errorBodySchema,
  extendedMatchStats,
  extendedMatchStatsSchema,
  extendedStatsFromLines,
  extendedStatsResponseSchema,
  groupBy,
  type PlayerMapLine,
  playerMapLines,
  type StoredMap,
  seasonStatsFromLines,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statsUpdatedAt } from "../../src/ingest/stats-clock.js";
import { compactStats } from "../../src/routes/csc/compact-stats.js";
import { ENGINES } from "../helpers/databases.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/** The season stats, extended stats, extended match stats and accolades endpoints against a seeded league. */
describe.each(ENGINES)("league reads on %s", (kind) => {
  let h: RoutesHarness;
  beforeAll(async () => {
    h = await openRoutesHarness(kind, {}, { readOnly: true });
  });
  afterAll(() => h?.close());

  const notFound = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode).toBe(404);
    return errorBodySchema.parse(res.json()).error.message;
  };
  const linesOf = (filter: (m: StoredMap) => boolean): PlayerMapLine[] =>
    h.maps.filter(filter).flatMap(playerMapLines);

  describe("GET /api/csc/cached-stats", () => {
    it("serves each player's season stats as the engine computes them from his maps, to 6 significant digits", async () => {
      const season = h.currentSeason - 1;
      const res = await h.get(`/api/csc/cached-stats?season=${season}&matchType=Regulation`);
      expect(res.statusCode).toBe(200);
      const served = cachedStatsResponseSchema.parse(res.json()).data.Premier;
      const lines = linesOf((m) => m.match.season === season && m.match.matchType === "Regulation");
      const byPlayer = groupBy(lines, (l) => l.steam64Id);
      expect(served).toHaveLength(byPlayer.size);
      for (const own of byPlayer.values()) {
        const exact = seasonStatsFromLines(own);
        const row = served.find((s) => s.name === exact.name);
        expect(row).toEqual(compactStats(exact));
        // Within half a unit of the sixth digit of the engine's figure; counts untouched.
        expect(row?.rating).toBeCloseTo(exact.rating, 5);
        expect(row?.kills).toBe(exact.kills);
      }
      const fractions = served.flatMap((row) =>
        Object.values(row).filter((v): v is number => typeof v === "number" && !Number.isInteger(v)),
      );
      expect(fractions.length).toBeGreaterThan(100);
      for (const v of fractions) expect(Number(v.toPrecision(6))).toBe(v);
    });
  });

  describe("GET /api/fragboard/extendedStats", () => {
    it("serves each player's extended stats of the season, as the engine computes them from his maps", async () => {
      const season = h.currentSeason - 1;
      const res = await h.get(`/api/fragboard/extendedStats?season=${season}&matchType=Regulation`);
      expect(res.statusCode).toBe(200);
      const body = extendedStatsResponseSchema.parse(res.json());
      expect(body.lastUpdated).toBe(await statsUpdatedAt(h.database.db));

      const lines = linesOf((m) => m.match.season === season && m.match.matchType === "Regulation");
      const byPlayer = groupBy(lines, (l) => l.steam64Id);
      const codes = new Map(h.league.players.map((p) => [p.steam64Id, p.crosshairShareCode]));
      expect(body.data).toHaveLength(byPlayer.size);
      for (const [steam64Id, own] of byPlayer) {
        const expected = extendedStatsFromLines(own, codes.get(steam64Id) ?? null);
        expect(body.data.find((s) => s.name === expected.name)).toEqual(expected);
      }
      expect(body.data.map((s) => s.name)).toEqual(body.data.map((s) => s.name).sort());
    });

    it("answers Regulation without a match type, and combines apart", async () => {
      const season = h.currentSeason;
      const regulation = await h.get(`/api/fragboard/extendedStats?season=${season}&matchType=Regulation`);
      const byDefault = await h.get(`/api/fragboard/extendedStats?season=${season}`);
      expect(byDefault.body).toBe(regulation.body);
      const combines = extendedStatsResponseSchema.parse(
        (await h.get(`/api/fragboard/extendedStats?season=${season}&matchType=Combine`)).json(),
      );
      const combineNames = new Set(
        linesOf((m) => m.match.season === season && m.match.matchType === "Combine").map((l) => l.name),
      );
      expect(combines.data.length).toBeGreaterThan(0);
      expect(new Set(combines.data.map((s) => s.name))).toEqual(combineNames);
    });

    it("answers a season the league never had with a 404", async () => {
      expect(await notFound("/api/fragboard/extendedStats?season=99")).toBe("Season 99 does not exist.");
    });
  });

  describe("GET /api/fragboard/extendedMatchStats", () => {
    const regulationMaps = () =>
      h.maps
        .filter((m) => m.match.season === h.currentSeason && m.match.matchType === "Regulation")
        .sort((a, b) => a.match.playedAt.localeCompare(b.match.playedAt));

    /** The ratings the match-up must show for one team: season ratings over earlier maps of the tier. */
    const ratingsBefore = (map: StoredMap, team: 0 | 1) => {
      const { season, tier, matchType, playedAt } = map.match;
      const earlier = linesOf(
        (m) =>
          m.match.season === season &&
          m.match.tier === tier &&
          m.match.matchType === matchType &&
          m.match.playedAt < playedAt,
      );
      return map.players
        .filter((p) => p.team === team)
        .flatMap((p) => {
          const own = earlier.filter((l) => l.steam64Id === p.steam64Id);
          return own.length > 0 ? [seasonStatsFromLines(own).rating] : [];
        });
    };

    it("rebuilds the map's kill feed, economy and clutches from its stored rows", async () => {
      const map = regulationMaps().at(-1) as StoredMap;
      const res = await h.get(
        `/api/fragboard/extendedMatchStats?matchId=${map.match.matchId}&matchType=Regulation`,
      );
      expect(res.statusCode).toBe(200);
      const body = extendedMatchStatsSchema.parse(res.json());
      expect(body.data).toEqual(extendedMatchStats(map));
      expect(body.data.kills.length).toBeGreaterThan(0);
    });

    it("rates each player over his earlier maps of the season, and gives the stored FACEIT Elo", async () => {
      const maps = regulationMaps();
      const stored = new Map(h.community.faceit.accounts.map((a) => [a.steam64Id, a.elo]));
      for (const map of [maps[0] as StoredMap, maps.at(-1) as StoredMap]) {
        const body = extendedMatchStatsSchema.parse(
          (
            await h.get(`/api/fragboard/extendedMatchStats?matchId=${map.match.matchId}&matchType=Regulation`)
          ).json(),
        );
        const elo = (team: 0 | 1) =>
          map.players
            .filter((p) => p.team === team)
            .flatMap((p) => {
              const e = stored.get(p.steam64Id);
              return e === undefined ? [] : [e];
            });
        expect(body.metadata?.matchup).toEqual({
          teamAFaceitElo: elo(0),
          teamBFaceitElo: elo(1),
          teamACSCRatingsAtMatch: ratingsBefore(map, 0),
          teamBCSCRatingsAtMatch: ratingsBefore(map, 1),
        });
      }
      // Nobody has played before the season's first map; by the last one everybody has.
      const first = maps[0] as StoredMap;
      expect([...ratingsBefore(first, 0), ...ratingsBefore(first, 1)]).toEqual([]);
      expect(ratingsBefore(maps.at(-1) as StoredMap, 0).length).toBeGreaterThan(0);
    });

    it("finds a combine map with or without its combines- prefix", async () => {
      const combine = h.maps.find((m) => m.match.matchType === "Combine") as StoredMap;
      const id = combine.match.matchId;
      expect(id.startsWith("combines-")).toBe(true);
      const withPrefix = await h.get(`/api/fragboard/extendedMatchStats?matchId=${id}&matchType=Combine`);
      const without = await h.get(
        `/api/fragboard/extendedMatchStats?matchId=${id.slice("combines-".length)}&matchType=Combine`,
      );
      expect(withPrefix.statusCode).toBe(200);
      expect(without.body).toBe(withPrefix.body);
      expect(extendedMatchStatsSchema.parse(without.json()).data).toEqual(extendedMatchStats(combine));
    });

    it("answers a map never played, or played as another match type, with a 404", async () => {
      expect(await notFound("/api/fragboard/extendedMatchStats?matchId=nope&matchType=Regulation")).toBe(
        "No Regulation map nope has been played.",
      );
      const regulation = regulationMaps()[0] as StoredMap;
      await notFound(
        `/api/fragboard/extendedMatchStats?matchId=${regulation.match.matchId}&matchType=Combine`,
      );
    });
  });

  describe("GET /api/fragboard/accolades", () => {
    it("lists a player's accolades as seeded, newest season first", async () => {
      const champion = h.community.accolades.find((a) => a.badgeType === "championship");
      expect(champion).toBeDefined();
      const playerId = champion?.playerId as string;
      const res = await h.get(`/api/fragboard/accolades?playerId=${playerId}`);
      expect(res.statusCode).toBe(200);
      const body = accoladeRecordSchema.array().parse(res.json());
      const expected = h.community.accolades
        .filter((a) => a.playerId === playerId)
        .sort((a, b) => b.season - a.season || a.id - b.id);
      expect(body).toEqual(expected);
      expect(body.map((a) => a.badgeType)).toContain("championship");
    });

    it("answers a player without accolades with an empty list, and an unknown player with a 404", async () => {
      const awarded = new Set(h.community.accolades.map((a) => a.playerId));
      const plain = h.league.players.find((p) => !awarded.has(p.id));
      const res = await h.get(`/api/fragboard/accolades?playerId=${plain?.id}`);
      expect(res.json()).toEqual([]);
      expect(await notFound("/api/fragboard/accolades?playerId=nobody")).toBe("There is no player nobody.");
    });
  });
});
