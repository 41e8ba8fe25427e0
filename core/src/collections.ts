/** A list with at least one element, so its first one needs no check. */
export type NonEmpty<T> = [T, ...T[]];

/** Items grouped by key, groups in first-seen order and items in input order. */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, NonEmpty<T>> {
  const groups = new Map<K, NonEmpty<T>>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The index of the first id seen before, or null when every id is unique. */
export function firstRepeat(ids: readonly string[]): number | null {
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (seen.has(id)) return index;
    seen.add(id);
  }
  return null;
}

/**
 * A value the caller's invariant guarantees (the counters of a roster player, the row of an id
 * just read): returned as is, or an error naming what was missing when the invariant is broken,
 * instead of an `undefined` carried on.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/**
 * The element at index `i` of a list the caller knows is long enough (the ten players of a map,
 * the two sides, the first of a sorted non-empty list): returned as is, or an error naming the
 * index and the length when that is broken, instead of an `undefined` carried on as NaN.
 */
export function at<T>(list: ArrayLike<T>, i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`index ${i} out of range of a list of ${list.length}`);
  return value;
}
