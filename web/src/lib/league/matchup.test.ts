import { describe, expect, it } from "vitest";
import { extendedMatch } from "../../test/player-fixtures.js";
import { matchupView } from "./matchup.js";

const stats = extendedMatch();

describe("matchupView", () => {
  it("averages each team's FACEIT Elo over the players who have one and splits the bar by the averages", () => {
    const matchup = stats.metadata?.matchup;
    if (!matchup) throw new Error("fixture has a matchup");
    const view = matchupView(matchup);
    expect(view.teams[0]).toEqual({ eloMean: 2000, eloPlayers: 5, players: 5, ratingMean: 1 });
    expect(view.teams[1].eloMean).toBe(1500);
    expect(view.split).toBeCloseTo(2000 / 3500, 10);
  });

  it("does not let a team with fewer FACEIT accounts look weaker", () => {
    const matchup = stats.metadata?.matchup;
    if (!matchup) throw new Error("fixture has a matchup");
    // Team B: two known players at 2000; team A: five at 2000. Sums would say 10000 to 4000.
    const view = matchupView({ ...matchup, teamBFaceitElo: [2000, 2000] });
    expect(view.teams[1]).toMatchObject({ eloMean: 2000, eloPlayers: 2, players: 5 });
    expect(view.split).toBe(0.5);
    const unknown = matchupView({ ...matchup, teamAFaceitElo: [] });
    expect(unknown.teams[0]).toMatchObject({ eloMean: undefined, eloPlayers: 0 });
    expect(unknown.split).toBeUndefined();
  });
});
