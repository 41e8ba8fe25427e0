import { describe, expect, it } from "vitest";
import { listedPlayer } from "../../test/fixtures.js";
import { statLines } from "./player-list.js";
import { playerStanding } from "./player-standing.js";

const sniper = listedPlayer("Scope", { tier: { name: "Elite" } }, { rating: 1.1, awpR: 0.35 });
const players = [
  listedPlayer("Ace", { tier: { name: "Elite" } }, { rating: 1.3 }),
  sniper,
  listedPlayer("Rookie", { tier: { name: "Elite" } }, { rating: 1.9, gameCount: 2 }),
  listedPlayer("Elsewhere", { tier: { name: "Premier" } }, { rating: 2 }),
];
const line = () => {
  const [first] = statLines(sniper);
  if (!first) throw new Error("fixture has stats");
  return first;
};

describe("playerStanding", () => {
  it("ranks him among his own tier, unranked players last", () => {
    const standing = playerStanding(players, sniper, line(), new Map());
    expect(standing.rankLabel).toBe("2nd Overall in Elite");
    expect(standing.ordered.map((p) => p.name)).toEqual(["Ace", "Scope", "Rookie"]);
  });

  it("labels the computed role, unless a novelty label is configured for his steam id", () => {
    expect(playerStanding(players, sniper, line(), new Map()).role).toBe("AWPer");
    expect(playerStanding(players, sniper, line(), new Map([[sniper.steam64Id, "THE GOAT"]])).role).toBe(
      "THE GOAT",
    );
  });

  it("draws the rating bars against the averages of the line's tier", () => {
    const { bars } = playerStanding(players, sniper, line(), new Map());
    // Elite averages (1.3 + 1.1 + 1.9) / 3 = 1.43 of a 2.0 bar.
    expect(bars.rating.width).toBeCloseTo(55, 10);
    expect(bars.rating.tierMarker).toBeCloseTo(71.5, 10);
  });
});
