/** Checked list access: where an index is known to be inside a list, say so instead of casting. */

/** The entry at `index`; a RangeError (a bug, not bad data) when there is none. */
export function entryAt<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  return entry;
}

/** Swaps two entries in place; both indexes must be inside the list. */
export function swap<T>(list: T[], i: number, j: number): void {
  const a = entryAt(list, i);
  list[i] = entryAt(list, j);
  list[j] = a;
}
