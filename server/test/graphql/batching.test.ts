import {
  FRANCHISES,
  MATCHES,
  PLAYERS_SEASON_STATS,
  SCOREBOARD,
  SEASON_MATCHES_STANDINGS,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_ONLY } from "../helpers/databases.js";
import { type Harness, openHarness } from "./harness.js";
import { CURRENT_SEASON, PAST_SEASON } from "./league-fixture.js";

/**
 * No N+1: the SQL statements a request costs (counted by Drizzle's logger on the connection) do
 * not depend on how many franchises, teams, players or maps the answer holds.
 */
describe.each(EMBEDDED_ONLY)("query batching on %s", (kind) => {
  let small: Harness;
  let large: Harness;
  beforeAll(async () => {
    [small, large] = await Promise.all([openHarness(kind, 2), openHarness(kind, 6)]);
  }, 120_000);
  afterAll(async () => {
    await small?.close();
    await large?.close();
  });

  async function cost(h: Harness, endpoint: "core" | "stats", query: string, variables: object) {
    h.queries.count = 0;
    const res = await h.post(endpoint, query, variables);
    expect(res.errors).toBeUndefined();
    return { queries: h.queries.count, data: res.data };
  }

  it("franchises -> teams -> players (+ GM, AGMs, captains, tiers) costs the same for 2 or 6 franchises", async () => {
    const a = await cost(small, "core", FRANCHISES, {});
    const b = await cost(large, "core", FRANCHISES, {});
    expect(a.data.franchises).toHaveLength(2);
    expect(b.data.franchises).toHaveLength(6);
    expect(
      b.data.franchises.flatMap((f: { teams: { players: unknown[] }[] }) =>
        f.teams.flatMap((t) => t.players),
      ),
    ).toHaveLength(60);
    expect(b.queries).toBe(a.queries);
    // One per level of the tree, plus the current season.
    expect(a.queries).toBeLessThanOrEqual(10);
    // A past season's rosters come from player_seasons: as fixed.
    const c = await cost(small, "core", FRANCHISES, { season: PAST_SEASON });
    const d = await cost(large, "core", FRANCHISES, { season: PAST_SEASON });
    expect(d.data.franchises).toHaveLength(6);
    expect(d.queries).toBe(c.queries);
    expect(c.queries).toBeLessThanOrEqual(10);
  });

  it("a franchise's season stats are one statement however many players it names", async () => {
    const ids = (h: Harness) => h.fixture.records.players.map((p) => p.steam64Id);
    const scope = { season: CURRENT_SEASON, matchType: "Regulation" };
    const a = await cost(small, "stats", PLAYERS_SEASON_STATS, { ...scope, steamIds: ids(small) });
    const b = await cost(large, "stats", PLAYERS_SEASON_STATS, { ...scope, steamIds: ids(large) });
    expect(b.data.playersSeasonStats.length).toBeGreaterThan(a.data.playersSeasonStats.length);
    expect(a.queries).toBe(1);
    expect(b.queries).toBe(1);
  });

  it("the league's schedule with bans, teams, franchises and map scores costs the same at any size", async () => {
    const a = await cost(small, "core", MATCHES, { season: CURRENT_SEASON });
    const b = await cost(large, "core", MATCHES, { season: CURRENT_SEASON });
    expect(b.data.matches.length).toBeGreaterThan(a.data.matches.length);
    expect(b.queries).toBe(a.queries);
  });

  it("a tier's maps with team lines, and a series' scoreboards, cost the same at any size", async () => {
    const scope = { season: CURRENT_SEASON, tier: "Premier", matchType: "Regulation" };
    const a = await cost(small, "stats", SEASON_MATCHES_STANDINGS, scope);
    const b = await cost(large, "stats", SEASON_MATCHES_STANDINGS, scope);
    expect(b.data.findManyMatch.length).toBeGreaterThan(a.data.findManyMatch.length);
    expect(b.queries).toBe(a.queries);

    // Every Premier map of the season starts with "s12-premier": many scoreboards in one answer.
    const c = await cost(small, "stats", SCOREBOARD, { matchId: "s12-premier" });
    const d = await cost(large, "stats", SCOREBOARD, { matchId: "s12-premier" });
    expect(d.data.findManyMatch.length).toBeGreaterThan(c.data.findManyMatch.length);
    expect(d.queries).toBe(c.queries);
  });
});
