import type { StoredMap } from "../events/stored-map.js";
import type { MatchSummary } from "../rules/standings.js";
import { type TeamMapLine, teamMapLines } from "./team-lines.js";

/**
 * A played map as standings see it (docs/rules.md#standings), from its two team lines
 * (teams order), so the API can build it from stored lines. Every round has a winner, so the two
 * scores add up to the rounds played.
 */
export function matchSummaryFromTeamLines(lines: readonly [TeamMapLine, TeamMapLine]): MatchSummary {
  const [a] = lines;
  const team = (t: TeamMapLine) => ({
    name: t.name,
    score: t.score,
    TR: t.TR,
    TRW: t.TRW,
    ctR: t.ctR,
    ctRW: t.ctRW,
    pistols: t.pistols,
    pistolsW: t.pistolsW,
  });
  return {
    matchId: a.matchId,
    totalRounds: lines[0].score + lines[1].score,
    mapName: a.mapName,
    matchDay: a.matchDay,
    season: a.season,
    tier: a.tier,
    matchType: a.matchType,
    teamStats: [team(lines[0]), team(lines[1])],
  };
}

export function matchSummary(map: StoredMap): MatchSummary {
  return matchSummaryFromTeamLines(teamMapLines(map));
}
