import {
  errorBodySchema,
  matchDayOrder,
  playerCareerResponseSchema,
  playerMapLines,
  playerStatsResponseSchema,
  type SeasonStats,
  type StoredMap,
  searchKey,
  searchResponseSchema,
  seasonStatsFromLines,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../helpers/databases.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/**
 * The player depth and search endpoints against the seeded Premier league: each filter's answer
 * equals the engine's season fold over the maps that filter describes, read from the stored maps
 * themselves (map name, match day, teams and score), not from the route's own code.
 */
describe.each(ENGINES)("player depth and search on %s", (kind) => {
  let h: RoutesHarness;
  let steam64Id: string;
  let season: number;
  /** His Regulation maps of the completed season, with the index of his team. */
  let his: { map: StoredMap; team: 0 | 1 }[];
  beforeAll(async () => {
    h = await openRoutesHarness(kind, {}, { readOnly: true });
    season = h.currentSeason - 1;
    // The Premier player with the most Regulation maps of the completed season.
    const counts = new Map<string, number>();
    for (const map of h.maps)
      if (map.match.season === season && map.match.matchType === "Regulation")
        for (const p of map.players) counts.set(p.steam64Id, (counts.get(p.steam64Id) ?? 0) + 1);
    steam64Id = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";
    his = h.maps.flatMap((map) => {
      const player = map.players.find((p) => p.steam64Id === steam64Id);
      return player && map.match.season === season && map.match.matchType === "Regulation"
        ? [{ map, team: player.team as 0 | 1 }]
        : [];
    });
  });
  afterAll(() => h?.close());

  const get = async (query: string) => {
    const url = `/api/fragboard/player-stats?steam64Id=${steam64Id}&season=${season}&matchType=Regulation${query}`;
    const res = await h.get(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return playerStatsResponseSchema.parse(res.json());
  };
  /** The engine's season over the maps `keep` picks. */
  const expected = (keep: (m: { map: StoredMap; team: 0 | 1 }) => boolean): SeasonStats =>
    seasonStatsFromLines(
      his.filter(keep).flatMap(({ map }) => playerMapLines(map).filter((l) => l.steam64Id === steam64Id)),
    );
  const errorOf = async (url: string, status: number) => {
    const res = await h.get(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
    return errorBodySchema.parse(res.json()).error.message;
  };

  describe("GET /api/fragboard/player-stats", () => {
    it("without a filter: his season, as the season stats compute it", async () => {
      const body = await get("");
      expect(his.length).toBeGreaterThan(5);
      expect(body.maps).toBe(his.length);
      expect(body.stats).toEqual(expected(() => true));
      expect(body.extended?.name).toBe(body.stats.name);
      expect(body.options.matchDays.length).toBeGreaterThan(0);
    });

    it("map: only the maps played there, and the per-map table's row of that map agrees", async () => {
      const mapName = his[0]?.map.match.mapName ?? "";
      const body = await get(`&map=${mapName}`);
      const want = expected(({ map }) => map.match.mapName === mapName);
      expect(body.stats).toEqual(want);
      const row = body.mapTable.find((r) => r.map === mapName);
      expect(row).toMatchObject({ games: want.gameCount, rating: want.rating, adr: want.adr });
      // The table ignores the map filter: every map he played is in it.
      expect(body.mapTable.reduce((s, r) => s + r.games, 0)).toBe(his.length);
    });

    it("side: the rounds of one side, the season's side rating, null where the lines have no side figure", async () => {
      const season = expected(() => true);
      const ct = await get("&side=CT");
      const t = await get("&side=T");
      expect(ct.stats.rating).toBe(season.ctRating);
      expect(t.stats.rating).toBe(season.TRating);
      expect((ct.stats.kills ?? 0) + (t.stats.kills ?? 0)).toBe(season.kills);
      expect(ct.stats.adr).toBeNull();
      expect(ct.stats.entriesR).toBeNull();
      expect(t.stats.entriesR).toBe(season.entriesR);
      expect(ct.extended).toBeNull();
    });

    it("opponent: only the maps against that team", async () => {
      const first = his[0];
      const opponentId = first?.map.match.teams[first.team === 0 ? 1 : 0].teamId ?? "";
      const body = await get(`&opponent=${opponentId}`);
      const want = expected(({ map, team }) => map.match.teams[team === 0 ? 1 : 0].teamId === opponentId);
      expect(body.maps).toBe(want.gameCount);
      expect(body.stats).toEqual(want);
      expect(body.options.opponents.map((o) => o.id)).toContain(opponentId);
    });

    it("from and to: the match days in between, inclusive", async () => {
      const days = (await get("")).options.matchDays;
      const [from, to] = [days[1] ?? "", days[days.length - 2] ?? ""];
      const body = await get(`&from=${from}&to=${to}`);
      const want = expected(({ map }) => {
        const day = matchDayOrder(map.match.matchDay);
        return day >= matchDayOrder(from) && day <= matchDayOrder(to);
      });
      expect(body.maps).toBe(want.gameCount);
      expect(body.maps).toBeLessThan(his.length);
      expect(body.stats).toEqual(want);
    });

    it("result: won and lost maps split his season", async () => {
      const won = await get("&result=won");
      const lost = await get("&result=lost");
      const wins = ({ map, team }: { map: StoredMap; team: 0 | 1 }) =>
        map.match.teams[team].score > map.match.teams[team === 0 ? 1 : 0].score;
      expect(won.stats).toEqual(expected(wins));
      expect(lost.stats).toEqual(expected((m) => !wins(m)));
      expect(won.maps + lost.maps).toBe(his.length);
    });

    it("tier and match type narrow the scope; no match type means both", async () => {
      const premier = await get("&tier=Premier");
      expect(premier.maps).toBe(his.length);
      const elite = await get("&tier=Elite");
      expect(elite.maps).toBe(0);
      const all = await h.get(`/api/fragboard/player-stats?steam64Id=${steam64Id}&season=${season}`);
      const combines = h.maps.filter(
        (m) =>
          m.match.season === season &&
          m.match.matchType === "Combine" &&
          m.players.some((p) => p.steam64Id === steam64Id),
      ).length;
      expect(playerStatsResponseSchema.parse(all.json()).maps).toBe(his.length + combines);
    });

    it("answers a repeated query with the same cached bytes", async () => {
      const url = `/api/fragboard/player-stats?steam64Id=${steam64Id}&season=${season}&side=T`;
      const [a, b] = [await h.get(url), await h.get(url)];
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(b.body).toBe(a.body);
    });

    it.each([
      ["steam64Id=1", "steam64Id"],
      ["season=x", "season"],
      ["matchType=Scrim", "matchType"],
      ["tier=Pro", "tier"],
      ["map=de_nowhere", "map"],
      ["side=ct", "side"],
      ["from=X1", "from"],
      ["to=M", "to"],
      ["from=M5&to=M2", "to"],
      ["result=draw", "result"],
      ["opponent=", "opponent"],
    ])("400 naming the field for %s", async (bad, field) => {
      const base = new URLSearchParams({ steam64Id, season: String(season) });
      for (const [k, v] of new URLSearchParams(bad)) base.set(k, v);
      const message = await errorOf(`/api/fragboard/player-stats?${base}`, 400);
      expect(message).toContain(field);
    });

    it("404 for an unknown player, season or opponent team", async () => {
      expect(
        await errorOf(`/api/fragboard/player-stats?steam64Id=76561190000000000&season=${season}`, 404),
      ).toContain("76561190000000000");
      expect(await errorOf(`/api/fragboard/player-stats?steam64Id=${steam64Id}&season=999`, 404)).toContain(
        "999",
      );
      expect(
        await errorOf(
          `/api/fragboard/player-stats?steam64Id=${steam64Id}&season=${season}&opponent=nope`,
          404,
        ),
      ).toContain("nope");
    });
  });

  describe("GET /api/fragboard/player-career", () => {
    it("a row per season, tier and match type, every map he played, his team history", async () => {
      const res = await h.get(`/api/fragboard/player-career?steam64Id=${steam64Id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = playerCareerResponseSchema.parse(res.json());
      const played = h.maps.filter((m) => m.players.some((p) => p.steam64Id === steam64Id));
      expect(body.points).toHaveLength(played.length);
      const scopes = new Set(played.map((m) => `${m.match.season}|${m.match.tier}|${m.match.matchType}`));
      expect(body.rows.map((r) => `${r.season}|${r.tier}|${r.matchType}`).sort()).toEqual([...scopes].sort());
      const row = body.rows.find((r) => r.season === season && r.matchType === "Regulation");
      expect(row?.stats).toEqual(expected(() => true));
      expect(body.seasons.map((s) => s.number)).toContain(season);
      const player = h.league.players.find((p) => p.steam64Id === steam64Id);
      expect(body.history).toHaveLength(h.league.teamHistory.filter((e) => e.playerId === player?.id).length);
    });

    it("400 for a malformed id, 404 for an unknown one", async () => {
      expect(await errorOf("/api/fragboard/player-career?steam64Id=abc", 400)).toContain("steam64Id");
      await errorOf("/api/fragboard/player-career?steam64Id=76561190000000000", 404);
    });
  });

  describe("GET /api/fragboard/search", () => {
    const search = async (q: string) => {
      const res = await h.get(`/api/fragboard/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return searchResponseSchema.parse(res.json()).results;
    };

    it("finds a player by a part of his name in any case, and by his CSC id", async () => {
      const player = h.league.players.find((p) => p.name.length >= 6) ?? h.league.players[0];
      if (!player) throw new Error("no players");
      const part = player.name.slice(2, 5);
      const found = await search(part.toUpperCase());
      for (const r of found) expect(searchKey(r.name)).toContain(searchKey(part));
      expect(found.length).toBeGreaterThan(0);
      const all = await h.get(`/api/fragboard/search?q=${encodeURIComponent(part)}&limit=50`);
      expect(searchResponseSchema.parse(all.json()).results.map((r) => r.name)).toContain(player.name);
      const byId = await search(player.id);
      expect(byId[0]).toMatchObject({ kind: "player", name: player.name, id: player.id });
    });

    it("ignores diacritics on either side", async () => {
      const player = h.league.players.find((p) => /[a-z]{4}/i.test(p.name));
      const plain = player?.name.match(/[a-z]{4}/i)?.[0] ?? "";
      const accented = plain.replace(/a/i, "á").replace(/e/i, "ë").replace(/o/i, "ö");
      expect((await search(accented)).map((r) => r.name)).toEqual((await search(plain)).map((r) => r.name));
    });

    it("finds teams and franchises, with tier and franchise", async () => {
      const franchise = h.league.franchises.find((f) => f.active);
      const byName = await search(franchise?.name ?? "");
      expect(byName.find((r) => r.kind === "franchise")).toMatchObject({ franchise: franchise?.prefix });
      const team = h.league.teams.find((t) => t.season === h.currentSeason);
      const teams = await search(team?.name ?? "");
      expect(teams.find((r) => r.kind === "team")).toMatchObject({ id: team?.id, tier: team?.tier });
    });

    it("keeps each answer as bytes: the same strong ETag, a 304 for a client that has it", async () => {
      const url = "/api/fragboard/search?q=an&limit=5";
      const first = await h.get(url);
      const again = await h.get(url);
      expect(first.headers.etag).toMatch(/^"/);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body).toBe(first.body);
      const held = await h.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
      expect(held.statusCode).toBe(304);
      // Another limit is another answer.
      const more = await h.get("/api/fragboard/search?q=an&limit=1");
      expect(more.headers.etag).not.toBe(first.headers.etag);
    });

    it("400 naming q for an empty or long query and limit when out of range", async () => {
      expect(await errorOf("/api/fragboard/search?q=", 400)).toContain("q");
      expect(await errorOf(`/api/fragboard/search?q=${"x".repeat(65)}`, 400)).toContain("q");
      expect(await errorOf("/api/fragboard/search?q=a&limit=0", 400)).toContain("limit");
    });
  });
});
