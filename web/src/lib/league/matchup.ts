import type { Matchup } from "@fragboard/core";

/** The matchup panel's figures (docs/rules.md#match-history): the match page and a player's match history show it. */

export type MatchupTeam = {
  /** Average FACEIT Elo of the players who have one; undefined when none has. */
  eloMean: number | undefined;
  /** How many of the team's players the average is over. */
  eloPlayers: number;
  /** How many players the team fielded. */
  players: number;
  ratingMean: number;
};

export type MatchupView = {
  teams: [MatchupTeam, MatchupTeam];
  /** Team A's share of the two average Elos, 0..1; undefined unless both teams have one. */
  split: number | undefined;
};

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const average = (values: readonly number[]) => (values.length === 0 ? 0 : sum(values) / values.length);

/**
 * The matchup bar compares the teams' average FACEIT Elo over the players who have one (the
 * arrays hold only known values): sums over unequal counts would favour the team with more
 * FACEIT accounts, not the stronger one.
 */
export function matchupView(matchup: Matchup): MatchupView {
  const team = (elo: number[], ratings: number[]): MatchupTeam => ({
    eloMean: elo.length === 0 ? undefined : average(elo),
    eloPlayers: elo.length,
    players: Math.max(ratings.length, elo.length),
    ratingMean: average(ratings),
  });
  const a = team(matchup.teamAFaceitElo, matchup.teamACSCRatingsAtMatch);
  const b = team(matchup.teamBFaceitElo, matchup.teamBCSCRatingsAtMatch);
  const split =
    a.eloMean !== undefined && b.eloMean !== undefined && a.eloMean + b.eloMean > 0
      ? a.eloMean / (a.eloMean + b.eloMean)
      : undefined;
  return { teams: [a, b], split };
}
