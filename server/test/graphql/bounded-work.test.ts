import { SCOREBOARD } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERY_COST } from "../../src/graphql/limits.js";
import { openSeededApp, type SeededApp } from "../http/seeded-app.js";

/**
 * Issue #25: the stats query that nests maps inside lines inside maps, five times aliased, held
 * the server for seconds (a prefix filter was priced as five maps); the nested league query and a
 * NUL in an argument answered 500.
 */
describe("GraphQL work is bounded by the data it names", () => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await openSeededApp("pglite");
  }, 120_000);
  afterAll(() => s?.close());

  const post = (endpoint: "core" | "stats", query: string, variables: object = {}) =>
    s.app.inject({ method: "POST", url: `/api/graphql/${endpoint}`, payload: { query, variables } });

  /** Statements the database ran while `work` did. */
  async function statements(work: () => Promise<unknown>) {
    let count = 0;
    const stop = s.database.onQuery?.(() => count++);
    try {
      await work();
    } finally {
      stop?.();
    }
    return count;
  }

  it("refuses the five-alias nested prefix query with a 400 naming cost and limit, running no resolver", async () => {
    const nested =
      'findManyMatch(where:{matchId:{startsWith:"s"}}){matchStats{match{matchStats{match{rounds{winnerENUM} matchStats{name}}}}}}';
    const query = `{${[0, 1, 2, 3, 4].map((i) => `a${i}:${nested}`).join(" ")}}`;
    let res = await post("stats", "{ __typename }");
    const ran = await statements(async () => {
      res = await post("stats", query);
    });
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.message).toMatch(
      new RegExp(`^Query too expensive: estimated cost \\d+, the limit is ${MAX_QUERY_COST}`),
    );
    // One count of the maps the prefix names (the five aliases share it), nothing else.
    expect(ran).toBe(1);
  });

  it("still answers the scoreboard of one series, priced by its maps", async () => {
    const series = s.stored[0]?.matchId.replace(/-\d+$/, "") as string;
    const res = await post("stats", SCOREBOARD, { matchId: series });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.findManyMatch.length).toBeGreaterThan(0);
  });

  it("answers the nested franchise query with each franchise's teams of the season", async () => {
    const res = await post("core", "{ franchises { name teams { franchise { name teams { name } } } } }");
    expect(res.statusCode, res.body).toBe(200);
    const franchises = res.json().data.franchises as {
      name: string;
      teams: { franchise: { name: string; teams: { name: string }[] } }[];
    }[];
    const withTeams = franchises.find((f) => f.teams.length > 0);
    expect(withTeams?.teams[0]?.franchise.name).toBe(withTeams?.name);
    expect(withTeams?.teams[0]?.franchise.teams.length).toBe(withTeams?.teams.length);
  });

  it("answers 400, not 500, to a NUL or a lone surrogate in an argument, literal or variable", async () => {
    const literal = await post(
      "stats",
      '{ findManyMatch(where:{matchId:{equals:"a\\u0000b"}}) { matchId } }',
    );
    expect(literal.statusCode).toBe(400);
    expect(literal.json().errors[0].message).toContain("NUL");
    const surrogate = await post("core", '{ franchise(nameOrPrefix: "a\\ud800") { name } }');
    expect(surrogate.statusCode).toBe(400);
    const byVariable = await post("stats", SCOREBOARD, { matchId: "a\u0000" });
    expect(byVariable.statusCode).toBe(400);
    expect(byVariable.json().errors[0].message).toContain("variables.matchId");
    const get = await s.app.inject({
      url: `/api/graphql/stats?query=${encodeURIComponent(SCOREBOARD)}&variables=${encodeURIComponent('{"matchId":"a\\u0000"}')}`,
    });
    expect(get.statusCode).toBe(400);
  });
});
