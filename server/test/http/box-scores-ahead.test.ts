import { extendedMatchStatsSchema, type MapEvents, matchResponseSchema } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAccount } from "../../src/repositories/integrations/faceit.js";
import { ADMIN_CLAIMS, openSeededApp, type SeededApp } from "./seeded-app.js";

/**
 * Box scores and match pages' map parts built ahead of their first read (routes/fragboard/box-scores.ts). A player's FACEIT
 * Elo is written straight to the database between the build and the read: an answer built ahead
 * shows the Elo from before, one built by the read the new one.
 */
describe("box scores built ahead", () => {
  let seeded: SeededApp;
  let map: MapEvents;
  beforeAll(async () => {
    seeded = await openSeededApp("pglite");
    // The newest stored map: built among the first.
    map = seeded.stored.findLast((m) => m.matchType === "Regulation") as MapEvents;
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const boxScoreOf = async (events: MapEvents) => {
    const res = await seeded.app.inject({
      url: `/api/fragboard/extendedMatchStats?matchId=${events.matchId}&matchType=Regulation`,
    });
    expect(res.statusCode).toBe(200);
    return extendedMatchStatsSchema.parse(res.json()).metadata?.matchup.teamAFaceitElo ?? [];
  };
  /** The same match-up in the map's part of its match page. */
  const pageOf = async (events: MapEvents) => {
    const res = await seeded.app.inject({ url: `/api/fragboard/matches/${events.matchId}` });
    expect(res.statusCode).toBe(200);
    const shown = matchResponseSchema.parse(res.json()).maps.find((m) => m.matchId === events.matchId);
    return shown?.matchup.teamAFaceitElo ?? [];
  };
  const setElo = async (events: MapEvents, elo: number) => {
    const player = events.teams[0].players[0];
    if (!player) throw new Error("the map has no players");
    const account = { faceitId: `f-${elo}`, faceitName: "someone", level: 10, highestLevel: 10 };
    await saveAccount(seeded.database.db, { ...account, steam64Id: player.steam64Id, elo }, new Date());
  };
  const ingest = async (events: MapEvents) => {
    const res = await seeded.app.inject({
      method: "POST",
      url: "/api/admin/matches",
      payload: events,
      headers: { authorization: `Bearer ${await seeded.token(ADMIN_CLAIMS)}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  };

  it("serves a first read from what was built at start, and a re-ingested map's new version", async () => {
    const boxScores = seeded.app.boxScores;
    boxScores.buildAhead();
    await boxScores.settled();
    await setElo(map, 4001);
    // Never read before, yet built before the Elo changed.
    expect(await boxScoreOf(map)).not.toContain(4001);
    expect(await pageOf(map)).not.toContain(4001);

    // A re-ingest drops the map's answer and builds it again at once, with what is stored now.
    await ingest(map);
    await boxScores.settled();
    await setElo(map, 4002);
    const reingested = await boxScoreOf(map);
    expect(reingested).toContain(4001);
    expect(reingested).not.toContain(4002);
    expect(await pageOf(map)).toEqual(reingested);
  });

  it("builds a newly ingested map before its first read", async () => {
    await seeded.ingestHeld().then((res) => expect(res.statusCode).toBe(200));
    await seeded.app.boxScores.settled();
    await setElo(seeded.held, 4003);
    expect(await boxScoreOf(seeded.held)).not.toContain(4003);
    expect(await pageOf(seeded.held)).not.toContain(4003);
  });

  it("builds nothing ahead until asked to", async () => {
    const other = await openSeededApp("pglite");
    try {
      const first = other.stored.find((m) => m.matchType === "Regulation") as MapEvents;
      await other.app.boxScores.settled();
      const player = first.teams[0].players[0];
      if (!player) throw new Error("the map has no players");
      const account = { faceitId: "f-4004", faceitName: "someone", level: 10, highestLevel: 10 };
      await saveAccount(
        other.database.db,
        { ...account, steam64Id: player.steam64Id, elo: 4004 },
        new Date(),
      );
      const res = await other.app.inject({
        url: `/api/fragboard/extendedMatchStats?matchId=${first.matchId}&matchType=Regulation`,
      });
      expect(extendedMatchStatsSchema.parse(res.json()).metadata?.matchup.teamAFaceitElo).toContain(4004);
    } finally {
      await other.close();
    }
  });
});
