import { playerStatsResponseSchema, searchResponseSchema } from "@fragboard/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players } from "../../src/db/schema/index.js";
import { JsonCache } from "../../src/http/json-cache.js";
import { filterOptions } from "../../src/routes/player-depth/filter-options.js";
import { SeasonLines } from "../../src/routes/player-depth/season-lines.js";
import { KeptIndex } from "../../src/routes/search/kept-index.js";
import { EMBEDDED_ONLY } from "../helpers/databases.js";
import { openSeededApp, type SeededApp } from "../http/seeded-app.js";

/**
 * The search index and the players' lines read for filters are kept in memory between requests
 * (routes/search/kept-index.ts, routes/player-depth/season-lines.ts): an ingest drops them, so
 * the next search and the next filter see what it changed.
 */
describe.each(EMBEDDED_ONLY)("search and filtered stats after an ingest on %s", (kind) => {
  let seeded: SeededApp;
  beforeAll(async () => {
    seeded = await openSeededApp(kind);
  });
  afterAll(() => seeded?.close());

  const get = async (url: string) => {
    const res = await seeded.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json();
  };
  const ingestHeld = async () => {
    const posted = await seeded.ingestHeld();
    expect(posted.statusCode, posted.body).toBe(200);
  };
  const names = async (q: string) =>
    searchResponseSchema
      .parse(await get(`/api/fragboard/search?q=${encodeURIComponent(q)}&limit=50`))
      .results.map((r) => r.name);

  describe("SeasonLines", () => {
    const heldPlayers = () => seeded.held.teams.flatMap((t) => t.players.map((p) => p.steam64Id));

    it("reads a player's season once; a scope narrows it in memory; a clear drops it", async () => {
      const cache = new JsonCache();
      const lines = new SeasonLines(seeded.database.db, cache, 10_000);
      const [steam64Id = ""] = heldPlayers();
      const scope = { steam64Id, season: seeded.held.season };
      const all = await lines.of(scope);
      expect(all.length).toBeGreaterThan(0);
      expect(lines.size).toEqual({ seasons: 1, lines: all.length });
      const regulation = await lines.of({ ...scope, matchType: "Regulation" });
      expect(regulation).toEqual(all.filter((l) => l.line.matchType === "Regulation"));
      expect(lines.size.seasons).toBe(1);
      // A scope is narrowed once while kept, so its filter options are built once too.
      expect(await lines.of({ ...scope, matchType: "Regulation" })).toBe(regulation);
      expect(filterOptions(regulation)).toBe(filterOptions(regulation));
      expect(filterOptions(regulation)).toEqual(filterOptions([...regulation]));
      cache.clear();
      expect(lines.size).toEqual({ seasons: 0, lines: 0 });
      const reread = await lines.of({ ...scope, matchType: "Regulation" });
      expect(reread).not.toBe(regulation);
      expect(reread).toEqual(regulation);
    });

    it("keeps no read that a clear overtook, and stays within its budget of lines", async () => {
      const cache = new JsonCache();
      const [first = "", ...others] = heldPlayers();
      const season = seeded.held.season;
      const overtaken = new SeasonLines(seeded.database.db, cache, 10_000);
      const reading = overtaken.of({ steam64Id: first, season });
      cache.clear();
      expect((await reading).length).toBeGreaterThan(0);
      expect(overtaken.size.seasons).toBe(0);

      const one = (await overtaken.of({ steam64Id: first, season })).length;
      const bounded = new SeasonLines(seeded.database.db, cache, one);
      let last = 0;
      for (const steam64Id of others) last = (await bounded.of({ steam64Id, season })).length;
      // Each read evicts the one before: the latest alone is kept (even past the budget).
      expect(bounded.size).toEqual({ seasons: 1, lines: last });
    });
  });

  describe("KeptIndex", () => {
    it("builds once, again after a clear, in the background once searches have started", async () => {
      const cache = new JsonCache();
      let builds = 0;
      const index = new KeptIndex(
        async () => ++builds,
        cache,
        5,
        (error) => {
          throw error;
        },
      );
      // Before the first search the database may still be seeding: a clear builds nothing.
      cache.clear();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(builds).toBe(0);
      expect(await Promise.all([index.get(), index.get()])).toEqual([1, 1]);
      cache.clear();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Rebuilt without a search asking.
      expect(builds).toBe(2);
      expect(await index.get()).toBe(2);
      cache.clear();
      // A search before the background build builds it itself, once.
      expect(await index.get()).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(builds).toBe(3);
      await index.close();
      cache.clear();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(builds).toBe(3);
    });

    it("keeps no failed build", async () => {
      const cache = new JsonCache();
      let calls = 0;
      const index = new KeptIndex(
        async () => {
          calls++;
          if (calls === 1) throw new Error("database down");
          return calls;
        },
        cache,
        1_000,
        () => {},
      );
      await expect(index.get()).rejects.toThrow("database down");
      expect(await index.get()).toBe(2);
      await index.close();
    });
  });

  // One ingest (the held map arrives once), so one flow: before it, then after it.
  it("the next search finds a renamed player, the next filter counts the new map", async () => {
    // Not one of the map's players: its ingest updates theirs.
    const inMap = new Set(seeded.held.teams.flatMap((t) => t.players.map((p) => p.steam64Id)));
    const player = seeded.league.players.find((p) => p.name.length >= 4 && !inMap.has(p.steam64Id));
    if (!player) throw new Error("no players");
    const steam64Id = seeded.held.teams[0].players[0]?.steam64Id ?? "";
    const stats = async (filter: string) =>
      playerStatsResponseSchema.parse(
        await get(
          `/api/fragboard/player-stats?steam64Id=${steam64Id}&season=${seeded.held.season}&matchType=Regulation${filter}`,
        ),
      );

    expect(await names(player.name)).toContain(player.name);
    const before = await stats("");
    expect(before.matchIds).not.toContain(seeded.held.matchId);
    // Another filter is folded from the lines read for the first: it agrees with its map table.
    const onMap = await stats(`&map=${seeded.held.mapName}`);
    expect(onMap.maps).toBe(before.mapTable.find((r) => r.map === seeded.held.mapName)?.games);

    // A league sync renames him in the database; the kept index still has the old name...
    const renamed = "Zyxwvutsrq";
    await seeded.database.db.update(players).set({ name: renamed }).where(eq(players.id, player.id));
    expect(await names(renamed)).toEqual([]);
    // ...until the next invalidation, an ingest here.
    await ingestHeld();
    expect(await names(renamed)).toEqual([renamed]);
    expect(await names(player.name)).not.toContain(player.name);

    // A filter not asked before reads his lines again: the new map is in it.
    const after = await stats("&side=T");
    expect(after.maps).toBe(before.maps + 1);
    expect(after.matchIds).toContain(seeded.held.matchId);
    const wonAfter = await stats(`&map=${seeded.held.mapName}&result=won`);
    const lostAfter = await stats(`&map=${seeded.held.mapName}&result=lost`);
    expect(wonAfter.maps + lostAfter.maps).toBe(onMap.maps + 1);
  });
});
