/**
 * Standings tie-breakers among teams with equal wins (docs/rules.md#standings).
 *
 * Criteria, in order: head-to-head wins against the other tied teams, head-to-head round
 * difference against them (both "Head-to-Head"), strength of schedule ("SoS"), then season round
 * difference ("Round Difference"); if none separates, team name.
 *
 * Ties of three or more teams: the first criterion on which the tied teams differ splits them into
 * groups (higher value first); each group of two or more then starts again from head-to-head,
 * counting only games among its own members. Two tied teams are thus decided by their own
 * meetings, and a three-way tie by the mini-league of its three teams.
 */

export type MeetingRecord = { wins: number; roundDiff: number };

export type TieBreakTeam = {
  name: string;
  /** Strength of schedule as shown (1 dp). */
  sos: number;
  roundDiff: number;
  /** Result of this team's meetings with each opponent, by opponent name. */
  headToHead: ReadonlyMap<string, MeetingRecord>;
};

type Criterion = {
  label: "Head-to-Head" | "SoS" | "Round Difference";
  value: (team: TieBreakTeam, group: readonly TieBreakTeam[]) => number;
};

const againstGroup = (team: TieBreakTeam, group: readonly TieBreakTeam[], field: keyof MeetingRecord) =>
  group.reduce((sum, other) => sum + (team.headToHead.get(other.name)?.[field] ?? 0), 0);

const CRITERIA: readonly Criterion[] = [
  { label: "Head-to-Head", value: (team, group) => againstGroup(team, group, "wins") },
  { label: "Head-to-Head", value: (team, group) => againstGroup(team, group, "roundDiff") },
  { label: "SoS", value: (team) => team.sos },
  { label: "Round Difference", value: (team) => team.roundDiff },
];

export type TieBreakResult<T> = {
  order: T[];
  /** "A over B in SoS": one line per adjacent pair a criterion separated, top of the table first. */
  log: string[];
};

export function breakTie<T extends TieBreakTeam>(group: readonly T[]): TieBreakResult<T> {
  if (group.length < 2) return { order: [...group], log: [] };
  for (const criterion of CRITERIA) {
    const valued = group.map((team) => ({ team, value: criterion.value(team, group) }));
    const distinct = [...new Set(valued.map((v) => v.value))].sort((a, b) => b - a);
    if (distinct.length < 2) continue;
    const order: T[] = [];
    const log: string[] = [];
    for (const value of distinct) {
      const sub = breakTie(valued.filter((v) => v.value === value).map((v) => v.team));
      const above = order.at(-1);
      const first = sub.order[0];
      if (above && first) log.push(`${above.name} over ${first.name} in ${criterion.label}`);
      order.push(...sub.order);
      log.push(...sub.log);
    }
    return { order, log };
  }
  return { order: [...group].sort((a, b) => a.name.localeCompare(b.name)), log: [] };
}
