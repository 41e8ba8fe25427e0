import { DEFAULT_PISTOL_VALUE } from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buyRound, freshPurse, type Purse } from "../src/match/economy.js";
import { Rng } from "../src/random.js";

/**
 * The simulator's money model shows what a team holds and nothing more: what it bought out of its
 * money this round, the gear its survivors carried in, and the default pistols. Ingest's rule
 * `money` (no slack) checks the same on every simulated map (ingest-rules.test.ts); these check
 * one buy at a time, from any purse.
 */

const purse = fc.record({
  money: fc.integer({ min: 0, max: 16_000 }),
  survivors: fc.integer({ min: 0, max: 5 }),
  survivorGear: fc.integer({ min: 0, max: 5_400 }),
  lossStreak: fc.integer({ min: 0, max: 5 }),
  after: fc.constantFrom("none", "antiEco", "pistolLoss"),
});

describe("a team's buy", () => {
  it("never spends more than its money, and shows only what it bought, carried in or got free", () => {
    fc.assert(
      fc.property(
        purse,
        fc.constantFrom("T", "CT" as const),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        (p, side, lastOfHalf, seed) => {
          const state: Purse = {
            money: p.money,
            survivors: p.survivors,
            survivorGear: p.survivorGear,
            lossStreak: p.lossStreak,
            antiEco: p.after === "antiEco",
            pistolLoss: p.after === "pistolLoss",
          };
          const buy = buyRound(new Rng(seed, "buy"), state, side, false, lastOfHalf);
          const spent = p.money - state.money;
          expect(state.money).toBeGreaterThanOrEqual(0);
          expect(spent).toBeGreaterThanOrEqual(0);
          const carried = p.survivors * p.survivorGear;
          expect(buy.equipmentValue).toBeLessThanOrEqual(5 * spent + carried + 5 * DEFAULT_PISTOL_VALUE);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("on a pistol round spends within the start money", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.constantFrom("T", "CT" as const), (seed, side) => {
        const state = freshPurse(800);
        const buy = buyRound(new Rng(seed, "pistol"), state, side, true, false);
        expect(buy.type).toBe("pistol");
        expect(buy.equipmentValue).toBe(5 * (DEFAULT_PISTOL_VALUE + 800 - state.money));
      }),
      { numRuns: 200 },
    );
  });

  it("records a light full buy at what it bought, not at a full buy's value", () => {
    // 3,400 each: rifles and kevlar, skimping on helmets and utility (a full T buy is 4,800).
    const state = freshPurse(3400);
    const buy = buyRound(new Rng("light"), state, "T", false, false);
    expect(buy.rifles).toBe(true);
    expect(buy.equipmentValue).toBe(5 * (DEFAULT_PISTOL_VALUE + 3400 - state.money));
    expect(buy.equipmentValue).toBeLessThan(5 * (4800 + DEFAULT_PISTOL_VALUE));
  });
});
