import { describe, expect, it } from "vitest";
import { addCounters, emptyCounters, type LineCounters } from "../../src/stats/counters.js";

/** Every count of the counters set to a different positive number, and two weapons. */
function distinctCounters(): LineCounters {
  let next = 1;
  const fill = (node: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "number") node[key] = next++;
      else fill(value as Record<string, unknown>);
    }
  };
  const counters = emptyCounters();
  fill(counters as unknown as Record<string, unknown>);
  counters.weaponKills = { AWP: next++, "AK-47": next++ };
  return counters;
}

describe("addCounters", () => {
  it("sums every count, nested ones included", () => {
    const line = distinctCounters();
    const sum = emptyCounters();
    addCounters(sum, line);
    expect(sum).toEqual(line);
    addCounters(sum, line);
    const doubled = JSON.parse(JSON.stringify(line), (_, v) => (typeof v === "number" ? 2 * v : v));
    expect(sum).toEqual(doubled);
  });

  it("merges sparse weapon kills by weapon", () => {
    const sum = emptyCounters();
    addCounters(sum, { ...emptyCounters(), weaponKills: { AWP: 2 } });
    addCounters(sum, { ...emptyCounters(), weaponKills: { AWP: 1, "Desert Eagle": 4 } });
    expect(sum.weaponKills).toEqual({ AWP: 3, "Desert Eagle": 4 });
  });
});
