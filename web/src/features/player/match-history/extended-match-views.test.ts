import { describe, expect, it } from "vitest";
import { extendedMatch } from "../../../test/player-fixtures.js";
import { econRounds, killFeed, tradeLines, wonClutches } from "./extended-match-views.js";

const stats = extendedMatch();

describe("extended match views", () => {
  it("groups kills by round with both teams' economy", () => {
    const feed = killFeed(stats.data);
    expect(feed.map((r) => [r.round, r.kills.length, r.economy])).toEqual([
      [1, 2, ["pistol", "pistol"]],
      [2, 1, ["full", "eco"]],
    ]);
  });

  it("counts trade kills and traded deaths per player", () => {
    expect(tradeLines(stats.data)).toEqual([
      { name: "frog1", tradeKills: 0, kills: 2, tradedDeaths: 1, deaths: 1 },
      { name: "toad1", tradeKills: 0, kills: 0, tradedDeaths: 0, deaths: 1 },
      { name: "toad2", tradeKills: 1, kills: 1, tradedDeaths: 0, deaths: 1 },
    ]);
  });

  it("keeps won clutches against at least one enemy; a CT win with enemies standing is a ninja", () => {
    const clutches = wonClutches(stats.data);
    expect(clutches.map((c) => [c.roundNumber, c.ninja])).toEqual([[2, true]]);
    const tSide = wonClutches({ ...stats.data, clutches: [{ ...stats.data.clutches[0]!, side: 2 }] });
    expect(tSide[0]?.ninja).toBe(false);
    const cleared = wonClutches({
      ...stats.data,
      clutches: [{ ...stats.data.clutches[0]!, clutcherKillCount: 2 }],
    });
    expect(cleared[0]?.ninja).toBe(false);
  });

  it("marks the round winner by its side", () => {
    expect(econRounds(stats.data).map((r) => [r.values, r.won])).toEqual([
      [
        [800, 800],
        [true, false],
      ],
      [
        [4400, 1200],
        [false, true],
      ],
    ]);
  });
});
