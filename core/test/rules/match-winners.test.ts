import { describe, expect, it } from "vitest";
import { matchWinners } from "../../src/rules/match-winners.js";

describe("matchWinners", () => {
  it("gives a one-map match to the map's winner", () => {
    expect(matchWinners([{ scheduledMatchId: "m1", winnerTeamId: "a" }])).toEqual(new Map([["m1", "a"]]));
  });

  it("gives a series to the team that won more maps, whatever their order", () => {
    const results = [
      { scheduledMatchId: "p1", winnerTeamId: "b" },
      { scheduledMatchId: "p1", winnerTeamId: "a" },
      { scheduledMatchId: "p1", winnerTeamId: "a" },
      { scheduledMatchId: "p2", winnerTeamId: "c" },
    ];
    expect(matchWinners(results)).toEqual(
      new Map([
        ["p1", "a"],
        ["p2", "c"],
      ]),
    );
  });

  it("gives no winner to a level series (1-1 with the decider unplayed)", () => {
    const results = [
      { scheduledMatchId: "p1", winnerTeamId: "a" },
      { scheduledMatchId: "p1", winnerTeamId: "b" },
    ];
    expect(matchWinners(results).has("p1")).toBe(false);
  });
});
