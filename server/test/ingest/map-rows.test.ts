import { type MapEvents, storeMap } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { mapFromRows, mapToRows, type StoredMapRows } from "../../src/ingest/map-rows.js";
import { smallLeague } from "../helpers/league.js";

const maps: MapEvents[] = [];
for (const map of smallLeague().maps()) {
  if (maps.length === 40) break;
  maps.push(map);
}

describe("StoredMap rows", () => {
  it("read back into the very StoredMap they were written from", () => {
    for (const events of maps) {
      const stored = storeMap({ ...events, playedAt: new Date(events.playedAt).toISOString() });
      const rows = mapToRows(stored);
      // The database hands rows back in no particular order.
      const shuffled = {
        ...rows,
        players: [...rows.players].reverse(),
        rounds: [...rows.rounds].reverse(),
        kills: [...rows.kills].reverse(),
        playerRounds: [...rows.playerRounds].reverse(),
      } as StoredMapRows;
      expect(mapFromRows(shuffled)).toEqual(stored);
    }
  });

  it("keep one row per player per round, every kill and every round", () => {
    const stored = storeMap(maps[0] as MapEvents);
    const rows = mapToRows(stored);
    expect(rows.rounds).toHaveLength(stored.match.totalRounds);
    expect(rows.kills).toHaveLength(stored.kills.length);
    expect(rows.playerRounds).toHaveLength(stored.players.length * stored.match.totalRounds);
    expect(rows.playerRounds[0]).toMatchObject({
      matchId: stored.match.matchId,
      hitsHead: expect.any(Number),
    });
  });
});
