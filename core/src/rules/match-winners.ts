/** One played map of a scheduled match and the team that won it. */
export type MapResult = { scheduledMatchId: string; winnerTeamId: string };

/**
 * The winner of each scheduled match: the team that won more of its maps (the series winner of a
 * playoff; the map winner of a regular-season match). None while a series is level. Pickems score
 * against it (docs/rules.md#pickems).
 */
export function matchWinners(results: readonly MapResult[]): Map<string, string> {
  const wins = new Map<string, Map<string, number>>();
  for (const { scheduledMatchId, winnerTeamId } of results) {
    const byTeam = wins.get(scheduledMatchId) ?? new Map<string, number>();
    byTeam.set(winnerTeamId, (byTeam.get(winnerTeamId) ?? 0) + 1);
    wins.set(scheduledMatchId, byTeam);
  }
  const winners = new Map<string, string>();
  for (const [matchId, byTeam] of wins) {
    const [first, second] = [...byTeam].sort((a, b) => b[1] - a[1]);
    if (first && (!second || first[1] > second[1])) winners.set(matchId, first[0]);
  }
  return winners;
}
