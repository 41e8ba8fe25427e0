import { brotliDecompressSync } from "node:zlib";
import {
  leaderboardsResponseSchema,
  standingsResponseSchema,
  tierSeasonStatsResponseSchema,
} from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededApp, type SeededApp } from "../http/seeded-app.js";

/**
 * Standings, leaderboards and tier season stats are served like the other lists: pre-serialised
 * with a strong ETag, compressed once, and rebuilt after an ingest.
 */
describe("standings, leaderboards and tier season stats caching", () => {
  let seeded: SeededApp;
  beforeAll(async () => {
    seeded = await openSeededApp("pglite");
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ url, headers });
  const urls = () => ({
    standings: `/api/fragboard/standings?season=${seeded.season}`,
    leaderboards: `/api/fragboard/leaderboards?season=${seeded.season}&matchType=Regulation`,
    tier: `/api/csc/cached-tier-season-stats?season=${seeded.season}&tier=Premier&matchType=Regulation`,
  });

  it("answers with an hour's max-age, a strong ETag, an empty 304 and compressed bytes", async () => {
    for (const url of Object.values(urls())) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe("public, max-age=3600");
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { "if-none-match": etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe("");

      const br = await get(url, { "accept-encoding": "br" });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
      expect((await get(url, { "accept-encoding": "br" })).rawPayload.equals(br.rawPayload)).toBe(true);
    }
  });

  it("serves answers that include a map as soon as it is ingested", async () => {
    const { standings, leaderboards, tier } = urls();
    const before = {
      standings: await get(standings),
      leaderboards: await get(leaderboards),
      tier: await get(tier),
    };
    const posted = await seeded.ingestHeld();
    expect(posted.statusCode, posted.body).toBe(200);

    const after = async (url: string, previous: { headers: Record<string, unknown> }) => {
      const res = await get(url, { "if-none-match": previous.headers.etag as string });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag).not.toBe(previous.headers.etag);
      return res.json();
    };

    // Standings: both teams of the map have one more game.
    const premier = (body: unknown) =>
      standingsResponseSchema.parse(body).tiers.find((t) => t.tier === "Premier");
    const oldTable = premier(before.standings.json());
    const newTable = premier(await after(standings, before.standings));
    const games = (table: typeof oldTable, team: string) => {
      const row = table?.rows.find((r) => r.name === team);
      return (row?.wins ?? 0) + (row?.losses ?? 0);
    };
    for (const team of seeded.held.teams) {
      expect(games(newTable, team.name), team.name).toBe(games(oldTable, team.name) + 1);
    }

    // Leaderboards and tier season stats: its players have one more game.
    const players = seeded.held.teams.flatMap((t) => t.players.map((p) => p.name));
    const oldBoards = leaderboardsResponseSchema.parse(before.leaderboards.json()).players;
    const newBoards = leaderboardsResponseSchema.parse(
      await after(leaderboards, before.leaderboards),
    ).players;
    const oldTier = tierSeasonStatsResponseSchema.parse(before.tier.json()).data.tierSeasonStats;
    const newTier = tierSeasonStatsResponseSchema.parse(await after(tier, before.tier)).data.tierSeasonStats;
    for (const name of players) {
      const boardGames = (rows: typeof oldBoards) => rows.find((p) => p.name === name)?.totalGames ?? 0;
      expect(boardGames(newBoards), name).toBe(boardGames(oldBoards) + 1);
      const tierGames = (rows: typeof oldTier) => rows.find((p) => p.name === name)?.gameCount ?? 0;
      expect(tierGames(newTier), name).toBe(tierGames(oldTier) + 1);
    }
  });
});
