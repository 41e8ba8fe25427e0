import { pickLockTime, type TierName } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { leagueMatchesQuery, pickemsConsensusQuery } from "../../lib/queries/pickems.js";
import { completedWinners, eligibleMatches, matchDayCards } from "./pickems-days.js";
import { useLeagueClock } from "./use-league-clock.js";

/**
 * What a pickems sheet is drawn from (the member's page and the explorer's): the season's matches
 * of one tier grouped into day cards at the league clock, the winners so far and the consensus.
 * `tier` null (a sheet without one yet) gives no cards.
 */
export function useMatchDays(season: number | null, tier: TierName | null) {
  const matches = useQuery(leagueMatchesQuery(season));
  const consensus = useQuery(pickemsConsensusQuery(season));
  const all = matches.data?.matches;
  const tierMatches = useMemo(() => (tier ? eligibleMatches(all ?? [], tier) : []), [all, tier]);
  const winners = useMemo(() => completedWinners(all ?? []), [all]);
  const lockTimes = useMemo(() => tierMatches.map((m) => pickLockTime(m.scheduledDate)), [tierMatches]);
  const clock = useLeagueClock(lockTimes);
  const cards = useMemo(
    () => (clock.now === null ? [] : matchDayCards(tierMatches, new Date(clock.now))),
    [tierMatches, clock.now],
  );
  return {
    loaded: all !== undefined,
    cards,
    winners,
    consensus: consensus.data,
    now: clock.now,
    error: matches.error ?? clock.error,
  };
}
