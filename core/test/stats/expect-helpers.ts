import {
  CHICKEN_HOWS,
  HITGROUPS,
  type Hits,
  type LineCounters,
  SIDE_COUNTER_KEYS,
  type SideCounters,
  TRACKED_OBJECT_KEYS,
} from "@fragboard/core";
import { expect } from "vitest";

/** Zero-filled counter groups with the given non-zero entries, to keep expected values readable. */
const filled = <K extends string>(keys: readonly K[], given: Partial<Record<K, number>>) =>
  Object.fromEntries(keys.map((k) => [k, given[k] ?? 0])) as Record<K, number>;

export const side = (given: Partial<SideCounters>): SideCounters => filled(SIDE_COUNTER_KEYS, given);
export const hits = (given: Partial<Hits>): Hits => filled(HITGROUPS, given);
export const tracked = (given: Partial<LineCounters["tracked"]>) => filled(TRACKED_OBJECT_KEYS, given);
export const chickens = (given: Partial<LineCounters["chickens"]>) => filled(CHICKEN_HOWS, given);
export const noFlashes = {
  enemy: { count: 0, ms: 0 },
  team: { count: 0, ms: 0 },
  self: { count: 0, ms: 0 },
};

/** Floats derived by division: equal to 10 decimals. */
export const close = (x: number) => expect.closeTo(x, 10);
