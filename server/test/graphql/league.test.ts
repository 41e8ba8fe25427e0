import {
  type CoreMatch,
  CSC_PLAYERS,
  coreMatchSchema,
  FRANCHISE,
  FRANCHISE_LIST,
  FRANCHISES,
  gqlFranchiseSchema,
  LATEST_ACTIVE_SEASON,
  MATCHES,
  SEASONS,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../helpers/databases.js";
import { type Harness, openHarness } from "./harness.js";
import { CURRENT_SEASON, PAST_SEASON } from "./league-fixture.js";

/** docs/api.md#graphql: each operation with its exact variables and field tree, against the seeded league. */
describe.each(ENGINES)("league GraphQL endpoint (/graphql/core) on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind, 4);
  }, 120_000);
  afterAll(() => h?.close());

  const records = () => h.fixture.records;
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  const tierOrder = (t: string) => TIER_NAMES.indexOf(t as TierName);
  const tierRow = (season: number, tier: string) =>
    records().seasonTiers.find((t) => t.season === season && t.tier === tier);

  it("LatestActiveSeason: the running season with its tiers, Recruit first, and that season's caps", async () => {
    const res = await h.post("core", LATEST_ACTIVE_SEASON);
    expect(res.errors).toBeUndefined();
    const tiers = records()
      .seasonTiers.filter((t) => t.season === CURRENT_SEASON)
      .sort((a, b) => tierOrder(a.tier) - tierOrder(b.tier))
      .map(({ tier, mmrCap, color, mmrMin, mmrMax }) => ({
        tier: { name: tier, mmrCap, color, mmrMin, mmrMax },
      }));
    expect(res.data.latestActiveSeason).toEqual({ number: CURRENT_SEASON, league: { leagueTiers: tiers } });
  });

  it.each([PAST_SEASON, CURRENT_SEASON])(
    "Seasons: season %i's tiers, conferences and team names",
    async (season) => {
      const res = await h.post("core", SEASONS, { season });
      const teams = records().teams.filter((t) => t.season === season);
      const tiers = [...new Set(teams.map((t) => t.tier))].sort((a, b) => tierOrder(a) - tierOrder(b));
      const expected = tiers.map((tier) => {
        const inTier = teams.filter((t) => t.tier === tier);
        const divisions = [...new Set(inTier.map((t) => t.division))].sort();
        return {
          tier: { name: tier },
          divisions: divisions.map((name) => ({
            name,
            teams: inTier
              .filter((t) => t.division === name)
              .sort(byName)
              .map((t) => ({ team: { name: t.name } })),
          })),
        };
      });
      expect(res.data.season.standings).toEqual(expected);
      expect(expected.flatMap((t) => t.divisions).length).toBeGreaterThan(1);
    },
  );

  it("Seasons: a season the league never had is null", async () => {
    const res = await h.post("core", SEASONS, { season: 3 });
    expect(res).toMatchObject({ status: 200, data: { season: null } });
  });

  it("CscPlayers: the players of one type with tier and team", async () => {
    const res = await h.post("core", CSC_PLAYERS, { playerType: "DRAFT_ELIGIBLE" });
    const expected = records()
      .players.filter((p) => p.type === "DRAFT_ELIGIBLE")
      .sort(byName)
      .map((p) => ({
        id: p.id,
        steam64Id: p.steam64Id,
        name: p.name,
        discordId: p.discordId,
        faceitName: p.faceitName,
        mmr: p.mmr,
        avatarUrl: p.avatarUrl,
        contractDuration: p.contractDuration,
        type: "DRAFT_ELIGIBLE",
        tier: { name: p.tier },
        team: null,
      }));
    expect(expected).toHaveLength(3);
    expect(res.data.players).toEqual(expected);
  });

  it("CscPlayers: signed players carry their team and franchise", async () => {
    const res = await h.post("core", CSC_PLAYERS, { playerType: "SIGNED" });
    const signed = records().players.filter((p) => p.type === "SIGNED");
    expect(res.data.players).toHaveLength(signed.length);
    for (const p of res.data.players) {
      const record = signed.find((s) => s.id === p.id);
      const team = records().teams.find((t) => t.id === record?.teamId);
      const franchise = records().franchises.find((f) => f.id === team?.franchiseId);
      expect(p.team).toEqual({
        name: team?.name,
        franchise: { name: franchise?.name, prefix: franchise?.prefix },
      });
    }
  });

  /** The franchises answer for `season`: rosters as they stood then (`rosterOf`). */
  function expectedFranchises(
    season: number,
    rosterOf: (teamId: string) => { id: string; mmr: number; type: string }[],
  ) {
    const players = new Map(records().players.map((p) => [p.id, p]));
    const ref = (id: string | null) => (id === null ? null : { id, name: players.get(id)?.name });
    return records()
      .franchises.filter((f) => f.active)
      .sort(byName)
      .map((f) => ({
        name: f.name,
        prefix: f.prefix,
        logo: { name: `${f.prefix}.svg`, url: `/api/logos/${f.prefix}.svg` },
        gm: ref(f.gmPlayerId),
        agm: ref(f.agmPlayerId),
        agms: f.agmPlayerIds.map(ref),
        teams: records()
          .teams.filter((t) => t.franchiseId === f.id && t.season === season)
          .sort((a, b) => tierOrder(b.tier) - tierOrder(a.tier))
          .map((t) => ({
            id: t.id,
            name: t.name,
            captain: { steam64Id: players.get(t.captainPlayerId as string)?.steam64Id },
            tier: { name: t.tier, mmrCap: tierRow(season, t.tier)?.mmrCap },
            players: rosterOf(t.id)
              .map(({ id, mmr, type }) => {
                const p = players.get(id);
                if (!p) throw new Error(`no player ${id}`);
                const { name, discordId, steam64Id, avatarUrl } = p;
                return { id, name, discordId, steam64Id, mmr, avatarUrl, type };
              })
              .sort(byName),
          })),
      }));
  }

  it("franchises(active: true): current teams (highest tier first) and rosters, GM and AGMs", async () => {
    const res = await h.post("core", FRANCHISES);
    expect(res.errors).toBeUndefined();
    const franchises = gqlFranchiseSchema.array().parse(res.data.franchises);
    const expected = expectedFranchises(CURRENT_SEASON, (teamId) =>
      records().players.filter((p) => p.teamId === teamId),
    );
    expect(franchises.map((f) => f.name)).not.toContain("Retired Franchise");
    expect(res.data.franchises).toEqual(expected);
    expect(expected.flatMap((f) => f.teams.flatMap((t) => t.players))).toHaveLength(4 * 2 * 5);
    // Omitting the season and naming the current one are the same answer.
    expect((await h.post("core", FRANCHISES, { season: CURRENT_SEASON })).data).toEqual(res.data);
  });

  it("franchises(season): a past season's teams with that season's rosters, types and MMR", async () => {
    const res = await h.post("core", FRANCHISES, { season: PAST_SEASON });
    expect(res.errors).toBeUndefined();
    const then = (teamId: string) =>
      records()
        .playerSeasons.filter((s) => s.teamId === teamId)
        .map((s) => ({ id: s.playerId, mmr: s.mmr, type: s.type }));
    const expected = expectedFranchises(PAST_SEASON, then);
    expect(res.data.franchises).toEqual(expected);
    // Season 11 had one Contender team per franchise, whose players are free agents today.
    expect(expected.every((f) => f.teams.length === 1 && f.teams[0]?.name.endsWith("Legacy"))).toBe(true);
    expect(expected[0]?.teams[0]?.players.map((p) => p.type)).toEqual(Array(5).fill("SIGNED"));
  });

  it("franchise(nameOrPrefix): one franchise by prefix or name, case-insensitive, as franchises has it", async () => {
    const all = (await h.post("core", FRANCHISES, { season: PAST_SEASON })).data.franchises as {
      name: string;
      prefix: string;
    }[];
    const [first, second] = all;
    if (!first || !second) throw new Error("the fixture has two franchises");
    for (const nameOrPrefix of [first.prefix.toLowerCase(), ` ${first.name.toUpperCase()} `]) {
      const res = await h.post("core", FRANCHISE, { nameOrPrefix, season: PAST_SEASON });
      expect(res.errors).toBeUndefined();
      expect(res.data.franchise).toEqual(first);
    }
    // Omitting the season is the current one, as for franchises.
    const now = (await h.post("core", FRANCHISES)).data.franchises as { prefix: string }[];
    const current = await h.post("core", FRANCHISE, { nameOrPrefix: second.prefix });
    expect(current.data.franchise).toEqual(now.find((f) => f.prefix === second.prefix));
    // Unknown and inactive franchises are null, not an error.
    for (const nameOrPrefix of ["no such franchise", "Retired Franchise"]) {
      const res = await h.post("core", FRANCHISE, { nameOrPrefix });
      expect(res.errors).toBeUndefined();
      expect(res.data.franchise).toBeNull();
    }
  });

  it("franchise(nameOrPrefix): a blank or overlong name is refused, naming the argument", async () => {
    for (const nameOrPrefix of ["  ", "x".repeat(101)]) {
      const res = await h.post("core", FRANCHISE, { nameOrPrefix });
      expect(res.errors?.[0]?.message).toMatch(/^nameOrPrefix: /);
      expect(res.data?.franchise ?? null).toBeNull();
    }
  });

  it("franchiseList: the list's cards, each franchise's teams with their tiers and no rosters", async () => {
    const res = await h.post("core", FRANCHISE_LIST, { season: CURRENT_SEASON });
    expect(res.errors).toBeUndefined();
    const full = (await h.post("core", FRANCHISES, { season: CURRENT_SEASON })).data.franchises as ReturnType<
      typeof expectedFranchises
    >;
    expect(res.data.franchises).toEqual(
      full.map((f) => ({
        name: f.name,
        prefix: f.prefix,
        logo: { url: f.logo.url },
        gm: f.gm,
        teams: f.teams.map((t) => ({ id: t.id, tier: { name: t.tier.name } })),
      })),
    );
  });

  it("franchises: aliased roots of two seasons answer each with its own teams", async () => {
    const res = await h.post(
      "core",
      `{ now: franchises(active: true) { teams { id } } then: franchises(active: true, season: ${PAST_SEASON}) { teams { id } } }`,
    );
    const ids = (rows: { teams: { id: string }[] }[]) => rows.flatMap((f) => f.teams.map((t) => t.id));
    expect(ids(res.data.now).every((id) => id.startsWith(`s${CURRENT_SEASON}-`))).toBe(true);
    expect(ids(res.data.then).every((id) => id.startsWith(`s${PAST_SEASON}-`))).toBe(true);
    expect(ids(res.data.then)).toHaveLength(4);
  });

  /** What a scheduled match's `stats` must be: its maps in order, scored from the home side. */
  function expectedStats(matchId: string): CoreMatch["stats"] {
    const match = records().matches.find((m) => m.id === matchId);
    const team = (id: string) => ({ id, name: records().teams.find((t) => t.id === id)?.name as string });
    return h.fixture.maps
      .filter((m) => m.scheduledMatchId === matchId)
      .sort((a, b) => a.mapNumber - b.mapNumber)
      .map((m) => {
        const stored = h.stored.get(m.matchId)?.match.teams;
        const score = (id?: string) => stored?.find((t) => t.teamId === id)?.score ?? -1;
        const homeScore = score(match?.homeTeamId);
        const awayScore = score(match?.awayTeamId);
        const winnerId = homeScore > awayScore ? match?.homeTeamId : match?.awayTeamId;
        return {
          homeScore,
          awayScore,
          mapName: m.mapName,
          mapNumber: m.mapNumber,
          winner: team(winnerId as string),
          matchId: m.matchId,
        };
      });
  }

  it("matches(teamId, season): the team's schedule with bans, teams, server and home-side map scores", async () => {
    const teamId = "s12-f2-premier";
    const res = await h.post("core", MATCHES, { teamId, season: CURRENT_SEASON });
    expect(res.errors).toBeUndefined();
    const matches = coreMatchSchema.array().parse(res.data.matches);
    const scheduled = records()
      .matches.filter(
        (m) => m.season === CURRENT_SEASON && (m.homeTeamId === teamId || m.awayTeamId === teamId),
      )
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
    expect(matches.map((m) => m.id)).toEqual(scheduled.map((m) => m.id));
    expect(matches.map((m) => m.stats.length)).toEqual([1, 1, 2, 0]);

    for (const [i, m] of matches.entries()) {
      const s = scheduled[i];
      if (!s) throw new Error("schedule mismatch");
      const team = (id: string) => records().teams.find((t) => t.id === id);
      const franchise = (id: string) => {
        const f = records().franchises.find((x) => x.id === team(id)?.franchiseId);
        return { prefix: f?.prefix, name: f?.name, logo: { url: `/api/logos/${f?.prefix}.svg` } };
      };
      expect(m).toEqual({
        id: s.id,
        scheduledDate: s.scheduledDate,
        completedAt: s.completedAt,
        demoUrl: s.demoUrl,
        lobby: {
          id: s.lobbyId,
          mapBans: s.mapBans.map((b) => ({
            number: b.number,
            map: b.map,
            team: { id: b.teamId, name: team(b.teamId)?.name },
          })),
        },
        matchDay: { number: s.matchDay },
        home: {
          id: s.homeTeamId,
          name: team(s.homeTeamId)?.name,
          tier: { name: s.tier },
          franchise: franchise(s.homeTeamId),
        },
        away: { id: s.awayTeamId, name: team(s.awayTeamId)?.name, franchise: franchise(s.awayTeamId) },
        dathostServer: s.server,
        stats: expectedStats(s.id),
      });
      // Pickems compare winner ids with strict equality to home/away ids.
      for (const stat of m.stats) expect([m.home.id, m.away.id]).toContain(stat.winner?.id);
    }
  });

  it("matches: a map stored with the away team first is still scored from the home side", async () => {
    const res = await h.post("core", MATCHES, { teamId: "s12-f2-contender", season: CURRENT_SEASON });
    const m2 = (res.data.matches as CoreMatch[]).find(
      (m) => m.matchDay.number === "M2" && m.home.id === "s12-f2-contender",
    );
    const map = h.stored.get(m2?.id as string)?.match;
    expect(map?.teams[0].teamId).toBe(m2?.away.id);
    expect(m2?.stats).toEqual([
      expect.objectContaining({ homeScore: map?.teams[1].score, awayScore: map?.teams[0].score }),
    ]);
  });

  it("matches: the whole league's schedule of a past season, and the current one when season is omitted", async () => {
    const past = await h.post("core", MATCHES, { season: PAST_SEASON });
    expect(past.data.matches).toHaveLength(1);
    expect(past.data.matches[0].home.franchise.prefix).toBe("F1");
    expect(past.data.matches[0].stats).toEqual(expectedStats(past.data.matches[0].id));

    const current = await h.post("core", "{ matches { id } }");
    const expected = records().matches.filter((m) => m.season === CURRENT_SEASON);
    expect(current.data.matches.map((m: { id: string }) => m.id).sort()).toEqual(
      expected.map((m) => m.id).sort(),
    );
  });

  it("a past season's team lists who played for it then", async () => {
    const res = await h.post(
      "core",
      "query($s: Int!) { matches(season: $s) { home { players { id mmr } } } }",
      {
        s: PAST_SEASON,
      },
    );
    const homeId = records().matches.find((m) => m.season === PAST_SEASON)?.homeTeamId;
    const then = records().playerSeasons.filter((s) => s.teamId === homeId);
    expect(res.data.matches[0].home.players.map((p: { id: string }) => p.id).sort()).toEqual(
      then.map((s) => s.playerId).sort(),
    );
    expect(res.data.matches[0].home.players.map((p: { mmr: number }) => p.mmr).sort()).toEqual(
      then.map((s) => s.mmr).sort(),
    );
  });

  it.each([
    ["an unknown player type", CSC_PLAYERS, { playerType: "CHAMPION" }],
    ["a season that is not an integer", MATCHES, { season: "twelve" }],
    ["a missing required variable", SEASONS, {}],
    ["an unknown field", "{ franchises { name budget } }", {}],
    ["a syntax error", "{ franchises { name ", {}],
  ])("answers %s with a GraphQL error, not a 500", async (_, query, variables) => {
    const res = await h.post("core", query, variables);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.errors?.[0]?.message).not.toBe("");
  });
});
