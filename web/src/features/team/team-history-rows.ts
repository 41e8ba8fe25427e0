import { type CoreMatch, isRegularSeasonDay, type MatchSummaryTeam } from "@fragboard/core";
import type { TeamHistoryMap } from "../../lib/queries/franchises.js";
import type { HistoryLine } from "../../lib/queries/player.js";

/** One played map of the team's history, from the team's side. */
export type TeamHistoryRow = {
  map: TeamHistoryMap;
  us: MatchSummaryTeam;
  them: MatchSummaryTeam;
  won: boolean;
  /** The opponent's franchise prefix (its team page), from the schedule. */
  opponentPrefix: string | undefined;
  /** Map number within a playoff series; undefined for a one-map match. */
  seriesMap: number | undefined;
  /** The team's best rating on the map. */
  best: HistoryLine | undefined;
};

/**
 * The rows of the team's match history in the maps' order (newest first). A map where the team is
 * not found by name (renamed since) or left 0–0 is skipped.
 */
export function teamHistoryRows(
  maps: readonly TeamHistoryMap[],
  teamName: string,
  matches: readonly CoreMatch[],
): TeamHistoryRow[] {
  const schedule = new Map(
    matches.flatMap((match) =>
      match.stats.map((s) => [s.matchId, { match, mapNumber: s.mapNumber }] as const),
    ),
  );
  return maps.flatMap((map) => {
    const us = map.teamStats.find((t) => t.name === teamName);
    const them = map.teamStats.find((t) => t !== us);
    if (!us || !them || us.score + them.score === 0) return [];
    const scheduled = schedule.get(map.matchId);
    const opponent =
      scheduled && (scheduled.match.home.name === teamName ? scheduled.match.away : scheduled.match.home);
    const best = map.matchStats
      .filter((line) => line.teamClanName === teamName)
      .reduce<HistoryLine | undefined>(
        (top, line) => (!top || line.rating > top.rating ? line : top),
        undefined,
      );
    return [
      {
        map,
        us,
        them,
        won: us.score > them.score,
        opponentPrefix: opponent?.name === them.name ? opponent.franchise.prefix : undefined,
        seriesMap:
          scheduled && !isRegularSeasonDay(scheduled.match.matchDay.number) ? scheduled.mapNumber : undefined,
        best,
      },
    ];
  });
}
