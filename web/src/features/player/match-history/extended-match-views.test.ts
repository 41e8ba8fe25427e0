import { describe, expect, it } from "vitest";
import { extendedMatch } from "../../../test/player-fixtures.js";
import { econRounds, killFeed, matchupView, tradeLines, wonClutches } from "./extended-match-views.js";

const stats = extendedMatch();

describe("extended match views", () => {
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
