import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededApp, type SeededApp } from "./seeded-app.js";

/** Pre-serialised lists, ETags and 304s, Cache-Control per route, and compression. */
describe("caching on a seeded league", () => {
  let seeded: SeededApp;
  beforeAll(async () => {
    seeded = await openSeededApp("pglite");
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ url, headers });
  const statsUrl = () => `/api/csc/cached-stats?season=${seeded.season}&matchType=Regulation`;

  /** Every read with a stale time (docs/api.md#caching), with parameters that find something. */
  const withStaleTime = (): [string, number][] => {
    const { season, community, stored } = seeded;
    const person = community.users[0]?.discordId;
    const picker = community.pickems.find((p) => p.season === season)?.discordId;
    const map = stored.find((m) => m.matchType === "Regulation")?.matchId;
    return [
      ["/api/csc/cached-season-metadata", 86_400],
      [`/api/csc/cached-players?season=${season}`, 3_600],
      [`/api/csc/cached-stats?season=${season}&matchType=Combine`, 3_600],
      [`/api/fragboard/extendedStats?season=${season}`, 3_600],
      [`/api/fragboard/extendedMatchStats?matchId=${map}&matchType=Regulation`, 604_800],
      [`/api/fragboard/plusRep?discordId=${person}`, 3_600],
      [`/api/profile?discordId=${person}`, 86_400],
      [`/api/faceit/playerlookup?steamId=${community.faceit.accounts[0]?.steam64Id}&cscPlayerName=x`, 21_600],
      ["/api/faceit/fapl/stats", 3_600],
      [`/api/fragboard/pickems?discordId=${picker}&season=${season}`, 86_400],
      [`/api/fragboard/pickems/matchup-concensus?season=${season}`, 900],
      [`/api/fragboard/pickems/leaderboard?season=${season}`, 900],
      [`/api/fragboard/pickemsSearch?season=${season}`, 900],
      ["/api/version", 900],
    ];
  };

  it("answers each read with Cache-Control max-age = its stale time (docs/api.md#caching)", async () => {
    for (const [url, seconds] of withStaleTime()) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers["cache-control"], url).toBe(`public, max-age=${seconds}`);
    }
  });

  it("asks for revalidation of reads without a stale time, and never stores a failure", async () => {
    for (const url of ["/api/health", "/api/config"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("no-cache");
    }
    // What a signed-in viewer sees differs (his own pending articles, his server's password): never
    // shared, always revalidated.
    const { community } = seeded;
    const article = community.articles.find((a) => a.approvalState === "APPROVED")?.id;
    for (const url of ["/api/fragboard/articles", `/api/fragboard/articles/${article}`, "/api/servers"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("private, no-cache");
    }
    for (const url of [
      "/api/csc/cached-players?season=99",
      "/api/csc/cached-players?season=x",
      "/api/nope",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("serves a cached list with a strong ETag and answers a matching If-None-Match with an empty 304", async () => {
    const first = await get(statsUrl());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(statsUrl())).headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get(statsUrl(), { "if-none-match": ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    }
    expect((await get(statsUrl(), { "if-none-match": '"something-else"' })).statusCode).toBe(200);
  });

  it("answers a live read with a weak ETag and a 304 when it has not changed", async () => {
    const first = await get("/api/config");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get("/api/config", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])("compresses a cached list with %s once and serves the same bytes again", async (encoding, decode) => {
    const plain = await get(statsUrl());
    const first = await get(statsUrl(), { "accept-encoding": encoding });
    expect(first.headers["content-encoding"]).toBe(encoding);
    expect(first.headers.vary).toContain("accept-encoding");
    // JSON of player names and figures: gzip keeps about a quarter, brotli less.
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decode(first.rawPayload).toString()).toBe(plain.body);
    const second = await get(statsUrl(), { "accept-encoding": encoding });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    // A tag per encoding (the bytes differ), and any of them proves the client holds this list.
    expect(first.headers.etag).not.toBe(plain.headers.etag);
    const other = await get(statsUrl(), {
      "accept-encoding": "identity",
      "if-none-match": first.headers.etag as string,
    });
    expect(other.statusCode).toBe(304);
  });

  it("prefers brotli, follows q-values and leaves identity clients alone", async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await get(statsUrl(), { "accept-encoding": acceptEncoding })).headers["content-encoding"];
    expect(await encodingFor("gzip, deflate, br")).toBe("br");
    expect(await encodingFor("br;q=0.5, gzip")).toBe("gzip");
    expect(await encodingFor("identity")).toBeUndefined();
    expect(await encodingFor("*;q=0")).toBeUndefined();
  });

  it("compresses live answers too", async () => {
    const url = `/api/fragboard/pickems/leaderboard?season=${seeded.season}`;
    const res = await get(url, { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual((await get(url)).json());
  });

  it("varies a kept articles list by viewer and encoding", async () => {
    const res = await get("/api/fragboard/articles", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("cookie, authorization, accept-encoding");
    expect(res.headers.etag).toMatch(/^"[\w-]+\.br"$/);
  });
});
