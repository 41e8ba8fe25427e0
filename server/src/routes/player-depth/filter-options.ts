import { type FilterableLine, matchDayOrder } from "@fragboard/core";

/** The filter bar's choices within a scope: the teams he met (by name) and the days he played (in order). */
export function filterOptions(lines: readonly FilterableLine[]) {
  const opponents = new Map<string, string>();
  for (const { opponent } of lines) if (opponent.id !== null) opponents.set(opponent.id, opponent.name);
  const days = new Set(lines.map((l) => l.line.matchDay));
  return {
    opponents: [...opponents]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    matchDays: [...days].sort((a, b) => matchDayOrder(a) - matchDayOrder(b)),
  };
}
