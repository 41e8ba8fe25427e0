/** Standings Elo (spec 001 §9, docs/rules.md#standings). */

export const ELO_BASE = 1000;
export const ELO_K = 51.333;
export const ELO_SCALE = 266.66;

/** Expected result of a team rated `elo` against `opponentElo`, 0..1. */
export const expectedResult = (elo: number, opponentElo: number) =>
  1 / (1 + 10 ** ((opponentElo - elo) / ELO_SCALE));

/**
 * Change of one team's Elo from one map, both Elos taken before the map: the map's round
 * difference plus K × (result − expected). With one winner and roundsLost = the opponent's
 * rounds won, the two teams' changes cancel, so the tier's Elo sum stays constant.
 */
export function eloChange(
  elo: number,
  opponentElo: number,
  map: { roundsWon: number; roundsLost: number; won: boolean },
): number {
  return map.roundsWon - map.roundsLost + ELO_K * ((map.won ? 1 : 0) - expectedResult(elo, opponentElo));
}
