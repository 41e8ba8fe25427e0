import { describe, expect, it } from "vitest";
import { historyMap } from "../../../test/player-fixtures.js";
import { boxScore, headshotPercent, historyRows, openingSuccess } from "./history-rows.js";

describe("match history rows", () => {
  it("takes his own line of each map and skips maps he is not named in", () => {
    const maps = [
      historyMap("m2", "2026-11-02T12:00:00.000Z", "Frog", { kills: 22 }),
      historyMap("m1", "2026-11-01T12:00:00.000Z", "OldName"),
    ];
    const rows = historyRows(maps, "Frog");
    expect(rows.map((row) => [row.map.matchId, row.line.kills])).toEqual([["m2", 22]]);
  });

  it("computes HS% from the headshot count, rounded, and 0 without kills", () => {
    expect(headshotPercent({ hs: 7, kills: 15 })).toBe(47);
    expect(headshotPercent({ hs: 0, kills: 0 })).toBe(0);
  });

  it("gives the opening-duel success only when he took any", () => {
    expect(openingSuccess({ ok: 3, ol: 1 })).toBe(75);
    expect(openingSuccess({ ok: 0, ol: 0 })).toBeUndefined();
  });

  it("lists both teams in the map's order, each by rating descending", () => {
    const map = historyMap("m1", "2026-11-01T12:00:00.000Z", "Frog", { rating: 0.65 });
    const [home, away] = boxScore(map);
    expect(home?.team).toBe("Frog Legs");
    expect(home?.lines.map((l) => l.name)).toEqual(["frog4", "frog3", "frog2", "frog1", "Frog"]);
    expect(away?.team).toBe("Toad Squad");
    expect(away?.lines.map((l) => l.rating)).toEqual(
      [1.1, 1, 0.9, 0.8, 0.7].map((r) => expect.closeTo(r, 10)),
    );
  });
});
