import { describe, expect, it } from "vitest";
import { historyMap } from "../../../test/player-fixtures.js";
import { historyRows, openingSuccess } from "./history-rows.js";

describe("match history rows", () => {
  it("takes his own line of each map and skips maps he is not named in", () => {
    const maps = [
      historyMap("m2", "2026-11-02T12:00:00.000Z", "Frog", { kills: 22 }),
      historyMap("m1", "2026-11-01T12:00:00.000Z", "OldName"),
    ];
    const rows = historyRows(maps, "Frog");
    expect(rows.map((row) => [row.map.matchId, row.line.kills])).toEqual([["m2", 22]]);
  });

  it("names the opponent and the stage, counting a series' maps in the order played", () => {
    const maps = [
      historyMap("s15-x-p2-1-2", "2026-12-08T13:00:00.000Z", "Frog"),
      historyMap("s15-x-p2-1-1", "2026-12-08T12:00:00.000Z", "Frog"),
      historyMap("s15-x-m3-1", "2026-11-03T12:00:00.000Z", "Frog", { RF: 10, RA: 13 }),
      historyMap("combines-s15-x-c2-1", "2026-10-03T12:00:00.000Z", "Frog"),
    ];
    const rows = historyRows(maps, "Frog");
    expect(rows.map((row) => row.opponent)).toEqual(["Toad Squad", "Toad Squad", "Toad Squad", "Toad Squad"]);
    expect(rows.map((row) => row.stage.label)).toEqual([
      "Playoffs R2 · map 2",
      "Playoffs R2 · map 1",
      "Match day 3",
      "Combine 2",
    ]);
    expect(rows.map((row) => row.won)).toEqual([true, true, false, true]);
  });

  it("gives the opening-duel success only when he took any", () => {
    expect(openingSuccess({ ok: 3, ol: 1 })).toBe(75);
    expect(openingSuccess({ ok: 0, ol: 0 })).toBeUndefined();
  });
});
