import { extendedMatchStatsSchema, type MapEvents, matchResponseSchema } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BoundedAnswers } from "../../src/http/bounded-answers.js";
import { JsonCache } from "../../src/http/json-cache.js";
import { invalidatePlayedMaps, playedMapKey } from "../../src/http/played-maps.js";
import { saveAccount } from "../../src/repositories/integrations/faceit.js";
import { openSeededApp, type SeededApp } from "./seeded-app.js";

const ADMIN = { sub: "123456789012345678", scopes: ["admin"] };
/** An Elo no simulated account has: the match-up shows it only once the map's answers are rebuilt. */
const NEW_ELO = 4242;

/**
 * A played map's answers (extended stats, its part of the match page) are kept by map
 * (http/played-maps.ts): another map's ingest leaves them and their ETags; a re-ingest of the
 * map drops them. What they show is changed behind the server's back (a FACEIT Elo written
 * straight to the database), so a kept answer and a rebuilt one differ.
 */
describe("played maps' answers across ingests", () => {
  let seeded: SeededApp;
  let map: MapEvents;
  beforeAll(async () => {
    seeded = await openSeededApp("pglite");
    // The first Regulation map: the held map (ingested below) is played after it, so it is not
    // among the maps whose match-ups that ingest changes.
    map = seeded.stored.find((m) => m.matchType === "Regulation") as MapEvents;
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const extendedUrl = () => `/api/fragboard/extendedMatchStats?matchId=${map.matchId}&matchType=Regulation`;
  const pageUrl = () => `/api/fragboard/matches/${map.matchId}`;
  const get = (url: string) => seeded.app.inject({ url });
  const ingest = async (events: MapEvents) => {
    const res = await seeded.app.inject({
      method: "POST",
      url: "/api/admin/matches",
      payload: events,
      headers: { authorization: `Bearer ${await seeded.token(ADMIN)}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };
  const elos = async () => {
    const extended = extendedMatchStatsSchema.parse((await get(extendedUrl())).json());
    const page = matchResponseSchema.parse((await get(pageUrl())).json());
    const shown = page.maps.find((m) => m.matchId === map.matchId);
    return {
      extended: [...(extended.metadata?.matchup.teamAFaceitElo ?? [])],
      page: [...(shown?.matchup.teamAFaceitElo ?? [])],
    };
  };

  it("keeps them through another map's ingest and rebuilds them after the map's own", async () => {
    const before = await get(extendedUrl());
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag;
    const shownBefore = await elos();
    expect(shownBefore.extended).not.toContain(NEW_ELO);
    expect(shownBefore.page).toEqual(shownBefore.extended);

    const player = map.teams[0].players[0];
    if (!player) throw new Error("the map has no players");
    await saveAccount(
      seeded.database.db,
      {
        steam64Id: player.steam64Id,
        faceitId: "f-1",
        faceitName: "someone",
        elo: NEW_ELO,
        level: 10,
        highestLevel: 10,
      },
      new Date(),
    );

    // Another map: the league's lists are rebuilt, this map's answers are not.
    const other = await ingest(seeded.held);
    expect(other).toEqual({ matchId: seeded.held.matchId, replaced: false, playersUpdated: 10 });
    const kept = await get(extendedUrl());
    expect(kept.headers.etag).toBe(etag);
    expect(
      (await seeded.app.inject({ url: extendedUrl(), headers: { "if-none-match": String(etag) } }))
        .statusCode,
    ).toBe(304);
    expect(await elos()).toEqual(shownBefore);

    // The map itself again: its answers are built afresh and show the new Elo.
    expect((await ingest(map)).replaced).toBe(true);
    const rebuilt = await get(extendedUrl());
    expect(rebuilt.headers.etag).not.toBe(etag);
    const shownAfter = await elos();
    expect(shownAfter.extended).toContain(NEW_ELO);
    expect(shownAfter.page).toEqual(shownAfter.extended);
  });
});

describe("BoundedAnswers keeping played maps", () => {
  const setUp = () => {
    const cache = new JsonCache();
    const answers = new BoundedAnswers(cache, 1024 * 1024, "played-map");
    let builds = 0;
    const read = (matchId: string) =>
      answers.get(
        `${playedMapKey(matchId)}detail`,
        z.object({ matchId: z.string(), build: z.number() }),
        async () => ({
          matchId,
          build: ++builds,
        }),
      );
    const body = async (matchId: string) => JSON.parse((await read(matchId)).body.toString()).build;
    return { cache, answers, body };
  };

  it("keeps them through a clear of the league's answers and drops one map's by its key", async () => {
    const { cache, answers, body } = setUp();
    expect([await body("m1"), await body("m2"), await body("combines-m3")]).toEqual([1, 2, 3]);
    cache.invalidate();
    expect([await body("m1"), await body("m2"), await body("m3")]).toEqual([1, 2, 3]);
    invalidatePlayedMaps(cache, ["m1", "combines-m3"]);
    expect(answers.size).toBe(1);
    expect([await body("m1"), await body("m2"), await body("m3")]).toEqual([4, 2, 5]);
  });

  it("drops all of them on a reset or when every played map's are invalidated", async () => {
    const { cache, answers, body } = setUp();
    await body("m1");
    await body("m2");
    cache.reset();
    expect(answers.size).toBe(0);
    expect(await body("m1")).toBe(3);
    invalidatePlayedMaps(cache, "all");
    expect(answers.size).toBe(0);
  });

  it("does not keep an answer built across the drop of its map", async () => {
    const { cache, answers } = setUp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const schema = z.object({ v: z.number() });
    const building = answers.get(`${playedMapKey("m1")}detail`, schema, async () => {
      await gate;
      return { v: 1 };
    });
    // The build is under way (waiting on `gate`) when its map is dropped.
    await new Promise((resolve) => setImmediate(resolve));
    invalidatePlayedMaps(cache, ["m1"]);
    release();
    expect(JSON.parse((await building).body.toString())).toEqual({ v: 1 });
    expect(answers.size).toBe(0);
  });
});
