import { type FilterableLine, matchDayOrder } from "@fragboard/core";

type FilterOptions = { opponents: { id: string; name: string }[]; matchDays: string[] };

/** Options of the scopes' line arrays SeasonLines keeps (the same array per scope while kept). */
const kept = new WeakMap<readonly FilterableLine[], FilterOptions>();

/**
 * The filter bar's choices within a scope, computed once per kept scope: every filter on it
 * answers the same choices, and building them (opponents sorted by locale) on each new filter was
 * most of what playerStats spent outside the core fold in a profile (bench/README.md).
 */
export function filterOptions(lines: readonly FilterableLine[]): FilterOptions {
  let options = kept.get(lines);
  if (!options) {
    options = optionsOf(lines);
    kept.set(lines, options);
  }
  return options;
}

/** The teams he met (by name) and the days he played (in order). */
function optionsOf(lines: readonly FilterableLine[]): FilterOptions {
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
