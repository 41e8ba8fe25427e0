import type { PGlite } from "@electric-sql/pglite";
import { FRANCHISES, SEASON_MATCHES_STANDINGS } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workScope } from "../../src/db/work-scope.js";
import { MAX_GRAPHQL_ANSWER_BYTES } from "../../src/graphql/answer-cache.js";
import { BoundedAnswers } from "../../src/http/bounded-answers.js";
import { JsonCache } from "../../src/http/json-cache.js";
import { openSeededApp, type SeededApp } from "../http/seeded-app.js";

/** Repeated GraphQL reads are served from memory until an ingest lands new data. */
describe("GraphQL answer cache", () => {
  let seeded: SeededApp;
  // Statements run for requests: the app's background work (the search index, timers) runs
  // outside any request's scope and may come at any moment.
  let statements = 0;
  beforeAll(async () => {
    seeded = await openSeededApp("pglite");
    // Every statement Drizzle runs on PGlite goes through the client's `query`.
    const client = (seeded.database.db as unknown as { $client: PGlite }).$client;
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<PGlite["query"]>) => {
      if (workScope.getStore()) statements++;
      return query(...args);
    }) as PGlite["query"];
  }, 120_000);
  afterAll(async () => {
    await seeded?.close();
  });

  const graphql = (endpoint: "core" | "stats", query: string, variables: object = {}, headers = {}) =>
    seeded.app.inject({
      method: "POST",
      url: `/api/graphql/${endpoint}`,
      payload: { query, variables },
      headers,
    });
  /** The answer and how many SQL statements it cost. */
  async function counted(run: () => ReturnType<typeof graphql>) {
    const before = statements;
    const res = await run();
    return { res, queries: statements - before };
  }
  const matchesOf = (season: number) => ({ season, tier: "Premier", matchType: "Regulation" });

  it("answers a repeated franchises request with the same bytes without touching the database", async () => {
    const first = await counted(() => graphql("core", FRANCHISES));
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json().data.franchises.length).toBeGreaterThan(0);
    expect(first.queries).toBeGreaterThan(0);

    const second = await counted(() => graphql("core", FRANCHISES));
    expect(second.queries).toBe(0);
    expect(second.res.statusCode).toBe(200);
    expect(second.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
    expect(second.res.headers["content-type"]).toBe("application/json; charset=utf-8");

    // Served like the cached REST lists: a strong ETag, a 304 for its holder, compressed once.
    const etag = second.res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await graphql("core", FRANCHISES, {}, { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    const gzipped = await graphql("core", FRANCHISES, {}, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
  });

  it("runs an operation once for concurrent misses of the same request", async () => {
    // Two seasons with no matches: two first asks that cost the same statements.
    const alone = await counted(() =>
      graphql("stats", SEASON_MATCHES_STANDINGS, matchesOf(seeded.season + 2)),
    );
    expect(alone.queries).toBeGreaterThan(0);

    // As after an ingest, when every answer was dropped: a burst of one request at once.
    const scope = matchesOf(seeded.season + 3);
    const before = statements;
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => graphql("stats", SEASON_MATCHES_STANDINGS, scope)),
    );
    expect(statements - before).toBe(alone.queries);
    for (const res of burst) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(alone.res.body);
    }
  });

  it("keeps different variables as different answers", async () => {
    const current = await counted(() => graphql("stats", SEASON_MATCHES_STANDINGS, matchesOf(seeded.season)));
    const other = await counted(() =>
      graphql("stats", SEASON_MATCHES_STANDINGS, matchesOf(seeded.season + 1)),
    );
    expect(current.res.json().data.findManyMatch.length).toBeGreaterThan(0);
    expect(other.res.json().data.findManyMatch).toEqual([]);
    expect(other.queries).toBeGreaterThan(0);

    const again = await counted(() => graphql("stats", SEASON_MATCHES_STANDINGS, matchesOf(seeded.season)));
    expect(again.queries).toBe(0);
    expect(again.res.body).toBe(current.res.body);
  });

  it("never caches an answer with errors", async () => {
    const invalid = { season: seeded.season, tier: "Premier", matchType: "NotAMatchType" };
    expect((await graphql("stats", SEASON_MATCHES_STANDINGS, invalid)).json().errors).toHaveLength(1);

    // One field reads the database, the other is refused by its resolver: a second ask reads again.
    const partial = /* GraphQL */ `
      query Partial($season: Int!) {
        premier: tierSeasonStats(tier: "Premier", season: $season, matchType: "Regulation") { name }
        unknown: tierSeasonStats(tier: "Nope", season: $season, matchType: "Regulation") { name }
      }
    `;
    for (let i = 0; i < 2; i++) {
      const { res, queries } = await counted(() => graphql("stats", partial, { season: seeded.season }));
      expect(res.statusCode).toBe(200);
      expect(res.json().errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(queries).toBeGreaterThan(0);
    }
  });

  it("rebuilds a cached answer after POST /api/admin/matches lands a map", async () => {
    const scope = matchesOf(seeded.season);
    const before = await graphql("stats", SEASON_MATCHES_STANDINGS, scope);
    const cached = await counted(() => graphql("stats", SEASON_MATCHES_STANDINGS, scope));
    expect(cached.queries).toBe(0);

    const ingest = await seeded.ingestHeld();
    expect(ingest.statusCode, ingest.body).toBe(200);

    const after = await counted(() =>
      graphql("stats", SEASON_MATCHES_STANDINGS, scope, { "if-none-match": before.headers.etag }),
    );
    expect(after.queries).toBeGreaterThan(0);
    expect(after.res.statusCode).toBe(200);
    const ids = (res: typeof before) =>
      res.json().data.findManyMatch.map((m: { matchId: string }) => m.matchId);
    expect(ids(after.res)).toContain(seeded.held.matchId);
    expect(ids(before)).not.toContain(seeded.held.matchId);
  });
});

describe("BoundedAnswers", () => {
  it("keeps at most its bound in bytes, dropping the least recently used answers", () => {
    // Each answer is 3 bytes ('"a"'): room for two.
    const answers = new BoundedAnswers(new JsonCache(), 7);
    answers.put("a", '"a"', answers.since);
    answers.put("b", '"b"', answers.since);
    expect(answers.find("a")?.body.toString()).toBe('"a"');
    answers.put("c", '"c"', answers.since);
    expect(answers.size).toBe(2);
    expect(answers.bytes).toBe(6);
    expect(answers.find("b")).toBeUndefined();
    expect(answers.find("a")).toBeDefined();
    expect(answers.find("c")).toBeDefined();
    // One big answer evicts as many small ones as it needs; one bigger than the bound is not kept.
    answers.put("big", '"xxxx"', answers.since);
    expect(answers.size).toBe(1);
    expect(answers.bytes).toBe(6);
    answers.put("huge", '"xxxxxxxx"', answers.since);
    expect(answers.find("huge")).toBeUndefined();
    expect(answers.bytes).toBeLessThanOrEqual(7);
  });

  it("counts a kept answer's compressed copies against its bound", async () => {
    const json = JSON.stringify("x".repeat(2000));
    const answers = new BoundedAnswers(new JsonCache(), 2 * json.length + 1);
    answers.put("a", json, answers.since);
    const b = answers.put("b", json, answers.since);
    const copy = await b.encodedAs("gzip");
    await Promise.resolve();
    // Past the bound with b's copy: a, the least recently used, made room.
    expect(answers.bytes).toBe(json.length + copy.length);
    expect(answers.find("a")).toBeUndefined();
    expect(answers.find("b")).toBe(b);
  });

  it("is emptied by a clear and refuses an answer computed before it", () => {
    const cache = new JsonCache();
    const answers = new BoundedAnswers(cache, MAX_GRAPHQL_ANSWER_BYTES);
    answers.put("a", '"a"', answers.since);
    const since = answers.since;
    cache.clear();
    expect(answers.find("a")).toBeUndefined();
    answers.put("b", '"b"', since);
    expect(answers.find("b")).toBeUndefined();
  });
});
