/** Sorting shared by every sortable list and table. */

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Which column or key a list is sorted by, and which way. */
export type SortState<K extends string> = { key: K; direction: SortDirection };

/**
 * A change of sort, applied to the sort as it is when it lands: a second click on a header before
 * the page re-renders (a sort kept in the address commits in a transition) flips it back.
 */
export type SortUpdate<K extends string> = (current: SortState<K>) => SortState<K>;

/** A row's value under a sort key: a number, a text, or undefined when the row has none. */
export type SortValue = number | string | undefined;

/** Numeric collation: "9" before "10", capitals ignored. */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function compare(x: number | string, y: number | string): number {
  if (typeof x === "number" && typeof y === "number") return x - y;
  return collator.compare(String(x), String(y));
}

/**
 * Sorted copy of `rows`. Rows without a value go last in either direction, and so do rows in a
 * lower `group` (e.g. players under a minimum of games); equal values keep their input order
 * (Array.prototype.sort is stable and descending negates rather than reverses).
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
  group: (row: T) => number = () => 0,
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: value(row), group: group(row) }));
  keyed.sort((a, b) => {
    if (a.group !== b.group) return a.group - b.group;
    if (a.value === undefined || b.value === undefined)
      return (a.value === undefined ? 1 : 0) - (b.value === undefined ? 1 : 0);
    return sign * compare(a.value, b.value);
  });
  return keyed.map((entry) => entry.row);
}

/**
 * The next sort after a click on `key`'s header: the same column flips its direction, another
 * column starts from its natural direction (numbers highest first, texts A to Z).
 */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  firstDirection: SortDirection,
): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: firstDirection };
}
