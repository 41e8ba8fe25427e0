import type { MatchSummary } from "../../src/rules/standings.js";
import type { TeamMatch } from "../../src/rules/team-match.js";
import { SEASON_STAT_KEYS, type SeasonStats } from "../../src/stats/shapes.js";

/** A stat line with every stat 0 except `overrides`. */
export function statLine(name: string, overrides: Partial<SeasonStats> = {}): SeasonStats {
  const line = { name } as SeasonStats;
  for (const key of SEASON_STAT_KEYS) line[key] = 0;
  return { ...line, ...overrides };
}

/**
 * One Regulation map for the standings: `home` scored `homeScore`, `away` `awayScore`. Side and
 * pistol figures are split evenly enough to be plausible; tests that check them set them directly.
 */
export function summary(
  matchDay: string,
  home: string,
  homeScore: number,
  away: string,
  awayScore: number,
): MatchSummary {
  const total = homeScore + awayScore;
  const team = (name: string, score: number) => ({
    name,
    score,
    TR: Math.floor(total / 2),
    TRW: Math.floor(score / 2),
    ctR: Math.ceil(total / 2),
    ctRW: Math.ceil(score / 2),
    pistols: 2,
    pistolsW: score > total / 2 ? 2 : 0,
  });
  return {
    matchId: `${matchDay}-${home}-${away}`,
    totalRounds: total,
    mapName: "de_nuke",
    matchDay,
    season: 20,
    tier: "Contender",
    matchType: "Regulation",
    teamStats: [team(home, homeScore), team(away, awayScore)],
  };
}

export const TEAM_NAMES: Record<string, string> = { t1: "Frogs", t2: "Toads", t3: "Newts" };

/** A team-page match between two of TEAM_NAMES' teams. */
export function teamMatch(
  id: string,
  homeTeamId: string,
  awayTeamId: string,
  overrides: Partial<TeamMatch> = {},
): TeamMatch {
  return {
    id,
    matchDay: "M1",
    scheduledDate: "2025-03-01T00:00:00.000Z",
    completedAt: "2025-03-01T01:00:00.000Z",
    demoUrl: null,
    homeTeamId,
    awayTeamId,
    homeTeamName: TEAM_NAMES[homeTeamId] ?? homeTeamId,
    awayTeamName: TEAM_NAMES[awayTeamId] ?? awayTeamId,
    mapBans: [],
    maps: [],
    ...overrides,
  };
}
