import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { teamHistoryQuery, teamMatchesQuery } from "../../lib/queries/franchises.js";

/** How often the auto-refresh switch refetches the team's matches (spec 000 §4). */
export const AUTO_REFRESH_MS = 45_000;

/**
 * The team's matches of the season: schedule, vetoes, map scores. While `autoRefresh` is on they
 * are fetched again every 45 s, so a playoff series in progress updates on its own.
 */
export function useTeamMatches(teamId: string, season: number, autoRefresh: boolean) {
  return useQuery({
    ...teamMatchesQuery(teamId, season),
    select: (data) => data.matches,
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
  });
}

/**
 * The maps those matches name, with both teams' tallies and every player's line. A refetched
 * schedule that names a new map asks for the new list.
 */
export function useTeamHistory(matches: readonly { stats: { matchId: string }[] }[] | undefined) {
  const matchIds = useMemo(() => (matches ?? []).flatMap((m) => m.stats.map((s) => s.matchId)), [matches]);
  const { data, error } = useQuery({ ...teamHistoryQuery(matchIds), select: (d) => d.findManyMatch });
  const empty = matches !== undefined && matchIds.length === 0;
  // Only what the panels read: the query's fetch states would re-render them for nothing.
  return useMemo(() => ({ data, error, empty }), [data, error, empty]);
}
