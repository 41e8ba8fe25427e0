import {
  type CoreMatch,
  isRegularSeasonDay,
  matchWinners,
  type PickemsConsensus,
  type Picks,
  pickemsPoints,
  type TierName,
} from "@fragboard/core";

/** What the pickems page lists, computed from the league's schedule (docs/rules.md#pickems). */

/** Pickable matches of a tier: regular-season days whose home team is known (API.md §7.16). */
export function eligibleMatches(matches: readonly CoreMatch[], tier: TierName): CoreMatch[] {
  return matches.filter(
    (m) =>
      isRegularSeasonDay(m.matchDay.number) &&
      !m.home.franchise.name.includes("To Be Determined") &&
      m.home.tier.name === tier,
  );
}

export const TIMEFRAMES = ["past", "current", "future"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  past: "Past weeks",
  current: "This week",
  future: "Future weeks",
};
/** Future weeks are hidden until toggled on (API.md §7.16). */
export const DEFAULT_TIMEFRAMES: readonly Timeframe[] = ["past", "current"];

const pad = (n: number) => String(n).padStart(2, "0");
/** YYYY-MM-DD of the viewer's local calendar day. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight of the Monday starting the week of `date`. */
function weekStart(date: Date): number {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start.getTime();
}

export function timeframeOf(date: Date, now: Date): Timeframe {
  const week = weekStart(date);
  const current = weekStart(now);
  return week < current ? "past" : week === current ? "current" : "future";
}

export type MatchDayCard = { day: string; timeframe: Timeframe; matches: CoreMatch[] };

/** Card order: this week, then the weeks to come, then the weeks gone. */
const TIMEFRAME_ORDER: Record<Timeframe, number> = { current: 0, future: 1, past: 2 };

/**
 * One card per local calendar day, each day's matches by start time. This week and the weeks to
 * come read forward from the nearest day (the farthest match day first buried the next one under
 * Future weeks); past weeks follow, newest first.
 */
export function matchDayCards(matches: readonly CoreMatch[], now: Date): MatchDayCard[] {
  const byDay = new Map<string, CoreMatch[]>();
  for (const match of [...matches].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))) {
    const day = localDay(new Date(match.scheduledDate));
    byDay.set(day, [...(byDay.get(day) ?? []), match]);
  }
  const cards = [...byDay].map(([day, list]) => ({
    day,
    timeframe: timeframeOf(new Date((list[0] as CoreMatch).scheduledDate), now),
    matches: list,
  }));
  return cards.sort(
    (a, b) =>
      TIMEFRAME_ORDER[a.timeframe] - TIMEFRAME_ORDER[b.timeframe] ||
      (a.timeframe === "past" ? b.day.localeCompare(a.day) : a.day.localeCompare(b.day)),
  );
}

/** The winner of each completed match (the series winner of a playoff), by match id. */
export function completedWinners(matches: readonly CoreMatch[]): Map<string, string> {
  return matchWinners(
    matches
      .filter((m) => m.completedAt !== null)
      .flatMap((m) =>
        m.stats.flatMap((map) =>
          map.winner ? [{ scheduledMatchId: m.id, winnerTeamId: map.winner.id }] : [],
        ),
      ),
  );
}

/**
 * A day card's score: its points once any of its matches has a result; before that "—", since a
 * day not played yet has no points to show, not zero of them.
 */
export function dayScore(
  matches: readonly CoreMatch[],
  picks: Picks,
  winners: ReadonlyMap<string, string>,
): { value: string; tooltip: string } {
  if (!matches.some((m) => winners.has(m.id)))
    return { value: "—", tooltip: "Not played yet: points count once this day's matches have results" };
  const points = pickemsPoints(Object.fromEntries(matches.map((m) => [m.id, picks[m.id] ?? null])), winners);
  return {
    value: `${points} pt${points === 1 ? "" : "s"}`,
    tooltip: `${points} points this day: one per correct pick of a played match`,
  };
}

export type Consensus = { home: number; away: number; homeShare: number; awayShare: number };

/** Picks per side and each side's share of them in % (1 dp); null when nobody picked. */
export function consensusOf(consensus: PickemsConsensus | undefined, match: CoreMatch): Consensus | null {
  const counts = consensus?.[match.id];
  const home = counts?.[match.home.id]?.count ?? 0;
  const away = counts?.[match.away.id]?.count ?? 0;
  const total = home + away;
  if (total === 0) return null;
  const share = (n: number) => Math.round((n / total) * 1000) / 10;
  return { home, away, homeShare: share(home), awayShare: share(away) };
}
