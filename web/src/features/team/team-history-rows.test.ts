import { describe, expect, it } from "vitest";
import { history, schedule } from "./team-fixtures.js";
import { teamHistoryRows } from "./team-history-rows.js";

describe("team history rows", () => {
  it("reads each map from the team's side, with the opponent's franchise, series map and best player", () => {
    const rows = teamHistoryRows(history, "Rapid Anchors", schedule);
    expect(
      rows.map((r) => [r.map.matchId, r.us.score, r.them.name, r.won, r.opponentPrefix, r.seriesMap]),
    ).toEqual([
      ["p1-1", 13, "Calves", true, "BB", 1],
      ["m1", 13, "Calves", true, "BB", undefined],
    ]);
    // Ratings 1.0 … 1.4 in roster order: the fifth player is the best.
    expect(rows[0]?.best?.name).toBe("Rookie");
  });

  it("is the other team's view when asked for it, and skips maps of neither team or left 0–0", () => {
    const calves = teamHistoryRows(history, "Calves", schedule);
    expect(calves.map((r) => [r.us.score, r.them.score, r.won])).toEqual([
      [7, 13, false],
      [7, 13, false],
    ]);
    expect(teamHistoryRows(history, "Nobody", schedule)).toEqual([]);
    const unplayed = history.map((m) => ({ ...m, teamStats: m.teamStats.map((t) => ({ ...t, score: 0 })) }));
    expect(teamHistoryRows(unplayed, "Rapid Anchors", schedule)).toEqual([]);
  });
});
