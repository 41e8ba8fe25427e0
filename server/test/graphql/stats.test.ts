import {
  GET_TIER_SEASON_STATS,
  groupSeasonStats,
  MATCH_HISTORY,
  MATCHES,
  matchSummary,
  PLAYER_PROFILE,
  PLAYERS_SEASON_STATS,
  type PlayerMapLine,
  PROFILE_TREND_GRAPH,
  SCOREBOARD,
  type Scoreboard,
  SEASON_MATCHES_CHARTS,
  SEASON_MATCHES_STANDINGS,
  type StoredMap,
  scoreboard,
  seasonStatsFromLines,
  TEAM_MATCH_HISTORY,
  trendRow,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../helpers/databases.js";
import { type GqlResponse, type Harness, openHarness } from "./harness.js";
import { CURRENT_SEASON } from "./league-fixture.js";

/** The fields of a scoreboard line a field tree selects. */
const pick = <T extends object>(value: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, (value as Record<string, unknown>)[k]]));

const HISTORY_LINE = [
  "name",
  "kills",
  "assists",
  "deaths",
  "damage",
  "adr",
  "hs",
  "FAss",
  "teamENUM",
  "teamClanName",
  "rating",
  "RF",
  "RA",
  "utilDmg",
  "ok",
  "ol",
  "cl_1",
  "cl_2",
  "cl_3",
  "cl_4",
  "cl_5",
] as const;
const SCOREBOARD_LINE = [
  "name",
  "kills",
  "assists",
  "deaths",
  "hs",
  "adr",
  "kast",
  "impactRating",
  "rating",
  "teamClanName",
  "utilDmg",
  "ef",
  "cl_1",
  "cl_2",
  "cl_3",
  "cl_4",
  "cl_5",
] as const;

/** A user error naming `field`, never a 500. */
function expectRefused(res: GqlResponse, field: string) {
  expect(res.status).toBeLessThan(500);
  expect(res.errors?.[0]?.message).toContain(field);
  expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
}

const byMatchId = (a: { matchId: string }, b: { matchId: string }) =>
  a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0;

/** docs/api.md#graphql: each operation with its exact variables and field tree, checked against the engine. */
describe.each(ENGINES)("stats GraphQL endpoint on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind, 4);
  }, 120_000);
  afterAll(() => h?.close());

  const maps = (keep: (m: StoredMap["match"]) => boolean) =>
    [...h.stored.values()].filter((m) => keep(m.match)).sort((a, b) => byMatchId(a.match, b.match));
  const linesOf = (keep: (l: PlayerMapLine) => boolean) => h.lines.filter(keep);
  const aPremierPlayer = () => h.fixture.records.players.find((p) => p.teamId === "s12-f3-premier");

  it("getTierSeasonStats: the engine's season aggregate of each player of the tier, with his team", async () => {
    const scope = { season: CURRENT_SEASON, tier: "Premier", matchType: "Regulation" } as const;
    const res = await h.post("stats", GET_TIER_SEASON_STATS, scope);
    expect(res.errors).toBeUndefined();
    const expected = groupSeasonStats(h.lines)
      .filter((r) => r.season === scope.season && r.tier === scope.tier && r.matchType === scope.matchType)
      .map((r) => r.stats)
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(expected).toHaveLength(4 * 5);
    const rows = res.data.tierSeasonStats as Record<string, unknown>[];
    expect(rows.map(({ Team: _, __typename: __, ...stats }) => stats)).toEqual(expected);
    for (const row of rows) {
      const latest = linesOf(
        (l) => l.name === row.name && l.tier === "Premier" && l.matchType === "Regulation",
      )
        .sort((a, b) => a.playedAt.localeCompare(b.playedAt))
        .at(-1);
      expect(row.Team).toBe(latest?.teamName);
      expect(row.__typename).toBe("SeasonStats");
    }
  });

  it.each([
    [{ tier: "Diamond", season: CURRENT_SEASON, matchType: "Regulation" }, "tier"],
    [{ tier: "Premier", season: CURRENT_SEASON, matchType: "Scrim" }, "matchType"],
  ])("getTierSeasonStats refuses %o naming %s", async (variables, field) => {
    expectRefused(await h.post("stats", GET_TIER_SEASON_STATS, variables), field);
  });

  it("PlayerProfile: side ratings of the player's Regulation season", async () => {
    const player = aPremierPlayer();
    const res = await h.post("stats", PLAYER_PROFILE, { steamId: player?.steam64Id, season: CURRENT_SEASON });
    const season = seasonStatsFromLines(
      linesOf(
        (l) =>
          l.steam64Id === player?.steam64Id && l.season === CURRENT_SEASON && l.matchType === "Regulation",
      ),
    );
    expect(res.data.playerSummary).toEqual({ ctRating: season.ctRating, TRating: season.TRating });

    const nobody = await h.post("stats", PLAYER_PROFILE, {
      steamId: "76561190000000000",
      season: CURRENT_SEASON,
    });
    expect(nobody.data.playerSummary).toBeNull();
    const malformed = await h.post("stats", PLAYER_PROFILE, { steamId: "nope", season: CURRENT_SEASON });
    expect(malformed.errors?.[0]?.message).toContain("steamId");
  });

  it("ProfileTrendGraph: the trend row of each of his maps that season, by match id", async () => {
    // A player of the combine map too: his trend mixes match types, as the client expects.
    const player = h.fixture.records.players.find((p) => p.teamId === "s12-f1-contender");
    const res = await h.post("stats", PROFILE_TREND_GRAPH, {
      steamId: player?.steam64Id,
      season: CURRENT_SEASON,
    });
    expect(res.errors).toBeUndefined();
    const expected = linesOf((l) => l.steam64Id === player?.steam64Id && l.season === CURRENT_SEASON)
      .sort(byMatchId)
      .map(trendRow)
      .map((row) => ({
        ...row,
        __typename: "PlayerMatchStats",
        match: { ...row.match, __typename: "Match" },
      }));
    expect(expected.map((r) => r.match.matchDay)).toContain("C1");
    expect(res.data.findManyPlayerMatchStats).toEqual(expected);
  });

  it("accepts a to-one filter without `is`, as Prisma does (API.md §4.2.3's form): the same answer", async () => {
    const player = h.fixture.records.players.find((p) => p.teamId === "s12-f1-contender");
    const trend = (match: string) => /* GraphQL */ `
      query ($steamId: BigInt!, $season: Int!) {
        findManyPlayerMatchStats(where: { steamID: { equals: $steamId }, match: ${match} }, orderBy: { matchId: asc }) {
          rating match { matchId }
        }
      }`;
    const variables = { steamId: player?.steam64Id, season: CURRENT_SEASON };
    const withIs = await h.post("stats", trend("{ is: { season: { equals: $season } } }"), variables);
    const without = await h.post("stats", trend("{ season: { equals: $season } }"), variables);
    expect(without.errors).toBeUndefined();
    expect(withIs.errors).toBeUndefined();
    expect(withIs.data.findManyPlayerMatchStats.length).toBeGreaterThan(0);
    expect(without.data).toEqual(withIs.data);
    const otherSeason = await h.post("stats", trend("{ season: { equals: $season } }"), {
      ...variables,
      season: 1,
    });
    expect(otherSeason.data.findManyPlayerMatchStats).toEqual([]);
  });

  it("getMatchesHistoryByPlayerName (player): only the maps he played that season, with both teams' lines", async () => {
    const player = aPremierPlayer();
    const whereFilter = {
      matchStats: { some: { name: { equals: player?.name } } },
      season: { equals: CURRENT_SEASON },
    };
    const res = await h.post("stats", MATCH_HISTORY, { whereFilter });
    expect(res.errors).toBeUndefined();
    const played = maps((m) => m.season === CURRENT_SEASON).filter((m) =>
      m.players.some((p) => p.name === player?.name),
    );
    expect(played.length).toBeGreaterThan(1);
    const expected = played.map((m) => {
      const board = scoreboard(m);
      return {
        matchId: board.matchId,
        mapName: board.mapName,
        totalRounds: board.totalRounds,
        matchType: board.matchType,
        matchDay: m.match.matchDay,
        createdAt: board.createdAt,
        tier: board.tier,
        teamStats: board.teamStats.map((t) => ({ name: t.name })),
        matchStats: board.matchStats.map((line) => pick(line, HISTORY_LINE)),
      };
    });
    expect(res.data.findManyMatch).toEqual(expected);
  });

  it("getMatchesHistoryByPlayerName (team): the maps of the given core match ids in that season", async () => {
    const ids = h.fixture.records.matches
      .filter((m) => m.season === CURRENT_SEASON && [m.homeTeamId, m.awayTeamId].includes("s12-f1-premier"))
      .map((m) => m.id);
    const whereFilter = { matchId: { in: ids }, season: { equals: CURRENT_SEASON } };
    const res = await h.post("stats", MATCH_HISTORY, { whereFilter });
    // A core id names a single map; a series' maps extend it, and unplayed matches have none.
    const expected = maps((m) => ids.includes(m.matchId)).map((m) => m.match.matchId);
    expect(expected.length).toBeGreaterThan(1);
    expect(res.data.findManyMatch.map((m: { matchId: string }) => m.matchId)).toEqual(expected);
  });

  it("PlayersSeasonStats: the engine's aggregates of the named players, one row per tier they played", async () => {
    const roster = h.fixture.records.players.filter((p) => p.teamId === "s12-f1-premier");
    const steamIds = [...roster.map((p) => p.steam64Id), "76561190000000001"]; // one who never played
    const variables = { steamIds, season: CURRENT_SEASON, matchType: "Regulation" };
    const res = await h.post("stats", PLAYERS_SEASON_STATS, variables);
    expect(res.errors).toBeUndefined();
    const fields = Object.keys(res.data.playersSeasonStats[0] ?? {});
    const expected = groupSeasonStats(h.lines)
      .filter(
        (r) => r.season === CURRENT_SEASON && r.matchType === "Regulation" && steamIds.includes(r.steam64Id),
      )
      .map((r) => pick({ ...r.stats, steam64Id: r.steam64Id, tier: r.tier }, fields))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    expect(expected).toHaveLength(5);
    expect(fields).toEqual(expect.arrayContaining(["name", "steam64Id", "tier", "rating", "gameCount"]));
    expect(res.data.playersSeasonStats).toEqual(expected);

    const none = await h.post("stats", PLAYERS_SEASON_STATS, { ...variables, steamIds: [] });
    expect(none.data.playersSeasonStats).toEqual([]);
  });

  it.each([
    [{ steamIds: ["not-a-steam-id"], season: CURRENT_SEASON, matchType: "Regulation" }, "steamIds"],
    [{ steamIds: [], season: CURRENT_SEASON, matchType: "Scrim" }, "matchType"],
    [
      {
        steamIds: Array.from({ length: 201 }, (_, i) => `7656119900${String(i).padStart(7, "0")}`),
        season: CURRENT_SEASON,
        matchType: "Regulation",
      },
      "steamIds",
    ],
  ])("PlayersSeasonStats refuses %# naming %s", async (variables, field) => {
    expectRefused(await h.post("stats", PLAYERS_SEASON_STATS, variables), field);
  });

  it("TeamMatchHistory: a team's played maps (ids from its schedule), newest first, with side tallies and lines", async () => {
    const schedule = await h.post("core", MATCHES, { teamId: "s12-f1-premier", season: CURRENT_SEASON });
    const matchIds: string[] = schedule.data.matches.flatMap((m: { stats: { matchId: string }[] }) =>
      m.stats.map((s) => s.matchId),
    );
    const res = await h.post("stats", TEAM_MATCH_HISTORY, { matchIds });
    expect(res.errors).toBeUndefined();
    // The schedule names a series' maps too: a playoff series of two maps adds two ids.
    const played = maps((m) => matchIds.includes(m.matchId));
    expect(played).toHaveLength(matchIds.length);
    expect(played.some((m) => m.match.matchDay.startsWith("P"))).toBe(true);
    const expected = played
      .map((m) => {
        const board = scoreboard(m);
        return {
          matchId: board.matchId,
          mapName: board.mapName,
          totalRounds: board.totalRounds,
          matchType: board.matchType,
          matchDay: m.match.matchDay,
          createdAt: board.createdAt,
          teamStats: matchSummary(m).teamStats,
          matchStats: board.matchStats.map((line) => pick(line, HISTORY_LINE)),
        };
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byMatchId(a, b));
    expect(res.data.findManyMatch).toEqual(expected);
  });

  it("ScoreboardQuery: every map of the series, equal to the engine's scoreboard", async () => {
    const series = h.fixture.records.matches.find((m) => m.matchDay === "P1");
    const res = await h.post("stats", SCOREBOARD, { matchId: series?.id });
    expect(res.errors).toBeUndefined();
    const expected = maps((m) => m.scheduledMatchId === series?.id).map((m) => {
      const board: Scoreboard = scoreboard(m);
      return {
        mapName: board.mapName,
        matchId: board.matchId,
        tier: board.tier,
        teamStats: board.teamStats,
        matchStats: board.matchStats.map((line) => pick(line, SCOREBOARD_LINE)),
        rounds: board.rounds,
      };
    });
    expect(expected).toHaveLength(2);
    expect(expected.flatMap((b) => b.rounds).some((r) => r.endDueToBombEvent)).toBe(true);
    expect(expected.flatMap((b) => b.rounds).some((r) => r.winTeamDmg === 500)).toBe(true);
    expect(res.data.findManyMatch).toEqual(expected);
  });

  it("answers aliased matchStats with different filters separately", async () => {
    const series = h.fixture.records.matches.find((m) => m.matchDay === "P1");
    const board = scoreboard(maps((m) => m.scheduledMatchId === series?.id)[0] as StoredMap);
    const name = board.matchStats[3]?.name;
    const res = await h.post(
      "stats",
      `query($id: String!, $name: String!) {
        findManyMatch(where: { matchId: { startsWith: $id } }) {
          mine: matchStats(where: { name: { equals: $name } }) { name }
          all: matchStats { name }
        }
      }`,
      { id: series?.id, name },
    );
    expect(res.data.findManyMatch[0]).toEqual({
      mine: [{ name }],
      all: board.matchStats.map((l) => ({ name: l.name })),
    });
  });

  it("SeasonMatches (standings): the engine's match summary of every map of the tier", async () => {
    const variables = { season: CURRENT_SEASON, tier: "Contender", matchType: "Regulation" };
    const res = await h.post("stats", SEASON_MATCHES_STANDINGS, variables);
    const expected = maps(
      (m) => m.season === CURRENT_SEASON && m.tier === "Contender" && m.matchType === "Regulation",
    ).map(matchSummary);
    expect(expected.length).toBeGreaterThan(2);
    expect(res.data.findManyMatch).toEqual(expected);
  });

  it("SeasonMatches (charts): with the tier omitted, every tier of the season and match type", async () => {
    const res = await h.post("stats", SEASON_MATCHES_CHARTS, {
      season: CURRENT_SEASON,
      matchType: "Combine",
    });
    const expected = maps((m) => m.season === CURRENT_SEASON && m.matchType === "Combine").map((m) => {
      const { teamStats: _, ...summary } = matchSummary(m);
      return summary;
    });
    expect(expected).toHaveLength(1);
    expect(res.data.findManyMatch).toEqual(expected);

    const all = await h.post("stats", SEASON_MATCHES_CHARTS, {
      season: CURRENT_SEASON,
      matchType: "Regulation",
    });
    const tiers = new Set(all.data.findManyMatch.map((m: { tier: string }) => m.tier));
    expect([...tiers].sort()).toEqual(["Contender", "Premier"]);
  });

  it("orderBy createdAt desc sorts maps newest first", async () => {
    const res = await h.post(
      "stats",
      `query($s: Int!) { findManyMatch(where: { season: { equals: $s } }, orderBy: [{ createdAt: desc }]) { createdAt } }`,
      { s: CURRENT_SEASON },
    );
    const times = res.data.findManyMatch.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(times).toHaveLength(maps((m) => m.season === CURRENT_SEASON).length);
  });

  it.each([
    [
      "an operator outside the subset",
      `{ findManyMatch(where: { season: { gt: 3 } }) { matchId } }`,
      {},
      "gt",
    ],
    [
      "a relation filter outside the subset",
      `{ findManyMatch(where: { season: { equals: 12 }, matchStats: { every: {} } }) { matchId } }`,
      {},
      "every",
    ],
    ["an unbounded match list", `{ findManyMatch(where: {}) { matchId } }`, {}, "findManyMatch needs"],
    ["an empty matchId prefix", SCOREBOARD, { matchId: "" }, "findManyMatch needs"],
    [
      "per-side lines",
      `{ findManyPlayerMatchStats(where: { name: { equals: "x" }, side: { equals: 2 } }) { rating } }`,
      {},
      "side 2",
    ],
    [
      "a trend without a player",
      `{ findManyPlayerMatchStats(where: { side: { equals: 4 } }) { rating } }`,
      {},
      "needs where.steamID",
    ],
    [
      "a steam id as an inexact JSON number",
      PROFILE_TREND_GRAPH,
      // biome-ignore lint/correctness/noPrecisionLoss: the point of this case is an inexact number
      { steamId: 76561198000000001, season: 12 },
      "string",
    ],
    ["a steam id that is not digits", PROFILE_TREND_GRAPH, { steamId: "7656x", season: 12 }, "BigInt"],
    [
      "a tier outside the enum",
      SEASON_MATCHES_CHARTS,
      { season: 12, tier: "Gold", matchType: "Regulation" },
      "Tier",
    ],
  ])("refuses %s with a GraphQL error, not a 500", async (_, query, variables, message) => {
    const res = await h.post("stats", query, variables);
    expect(res.status).toBeLessThan(500);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.map((e) => e.message).join(" ")).toContain(message);
  });

  it("accepts a steam id as an exact BigInt literal in the query text", async () => {
    const player = aPremierPlayer();
    const res = await h.post(
      "stats",
      `{ findManyPlayerMatchStats(where: { steamID: { equals: ${player?.steam64Id} } }) { steamID } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.findManyPlayerMatchStats.length).toBeGreaterThan(0);
    for (const row of res.data.findManyPlayerMatchStats) expect(row.steamID).toBe(player?.steam64Id);
  });
});
