import { describe, expect, it } from "vitest";
import { historyMap } from "../../test/player-fixtures.js";
import { boxScore, headshotPercent } from "./box-score.js";

describe("box score", () => {
  it("computes HS% from the headshot count, rounded, and 0 without kills", () => {
    expect(headshotPercent({ hs: 7, kills: 15 })).toBe(47);
    expect(headshotPercent({ hs: 0, kills: 0 })).toBe(0);
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
