import { describe, expect, it } from "vitest";
import { listedPlayer, statsFor } from "../../test/fixtures.js";
import { statLines } from "./player-list.js";
import { playerStanding } from "./player-standing.js";

const sniper = listedPlayer("Scope", { tier: { name: "Elite" } }, { rating: 1.1, awpR: 0.35 });
const players = [
  listedPlayer("Ace", { tier: { name: "Elite" } }, { rating: 1.3 }),
  sniper,
  listedPlayer("Rookie", { tier: { name: "Elite" } }, { rating: 1.9, gameCount: 2 }),
  listedPlayer("Elsewhere", { tier: { name: "Premier" } }, { rating: 2 }),
  listedPlayer("Benched", { tier: { name: "Elite" } }, null),
];
const line = () => {
  const [first] = statLines(sniper);
  if (!first) throw new Error("fixture has stats");
  return first;
};

describe("playerStanding", () => {
  it("ranks him among his own tier's players with stats, unranked players last", () => {
    const standing = playerStanding(players, sniper, line(), new Map());
    expect(standing.rankLabel).toBe("2nd Overall in Elite");
    // Benched is on an Elite roster without stats there: not ranked, not counted.
    expect(standing.ordered.map((p) => p.name)).toEqual(["Ace", "Scope", "Rookie"]);
  });

  it("gives no rank to a line from another tier when he has no stats in his own", () => {
    const sub = listedPlayer("Sub", { tier: { name: "Elite" } }, null);
    sub.statsOutOfTier = [{ tier: "Premier", stats: statsFor("Sub", { rating: 1.5 }) }];
    const [subLine] = statLines(sub);
    if (!subLine) throw new Error("fixture has a line");
    const standing = playerStanding([...players, sub], sub, subLine, new Map());
    expect(standing.rank).toBeUndefined();
    expect(standing.rankLabel).toBeUndefined();
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
