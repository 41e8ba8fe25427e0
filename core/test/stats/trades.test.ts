import { tradeFlags } from "@fragboard/core";
import { describe, expect, it } from "vitest";

/** docs/stats.md#trade: a kill is a trade when its victim had killed a teammate of its killer. */

const teamOf = new Map<string, 0 | 1>([
  ["a", 0],
  ["b", 0],
  ["x", 1],
  ["y", 1],
]);
const k = (time: number, killer: string, victim: string) => ({ time, killer, victim });

describe("trades", () => {
  it("flags a kill of the player who just killed a teammate, and the death it avenges", () => {
    expect(tradeFlags([k(10, "x", "b"), k(12, "a", "x")], teamOf)).toEqual({
      isTrade: [false, true],
      isTradedDeath: [true, false],
    });
  });

  it("does not make a mutual kill a trade of either", () => {
    // a and x shoot each other at the same instant: neither avenged a teammate.
    expect(tradeFlags([k(10, "a", "x"), k(10, "x", "a")], teamOf)).toEqual({
      isTrade: [false, false],
      isTradedDeath: [false, false],
    });
  });

  it("still trades a teammate's death that came before a mutual kill", () => {
    // x kills b, then a and x kill each other: a's kill avenges b; x's kill of a avenges nobody.
    expect(tradeFlags([k(8, "x", "b"), k(10, "a", "x"), k(10, "x", "a")], teamOf)).toEqual({
      isTrade: [false, true, false],
      isTradedDeath: [true, false, false],
    });
  });

  it("does not trade a death more than 5 s old", () => {
    expect(tradeFlags([k(10, "x", "b"), k(15.5, "a", "x")], teamOf).isTrade).toEqual([false, false]);
  });
});
