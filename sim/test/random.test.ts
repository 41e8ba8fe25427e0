import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../src/random.js";

describe("Rng", () => {
  it("repeats a stream for the same key and differs for another", () => {
    const draw = (...key: (string | number)[]) => {
      const rng = new Rng(...key);
      return Array.from({ length: 8 }, () => rng.next());
    };
    expect(draw("seed", "map", 1)).toEqual(draw("seed", "map", 1));
    expect(draw("seed", "map", 1)).not.toEqual(draw("seed", "map", 2));
    // Key parts are separated, so ("ab", "c") is not ("a", "bc").
    expect(draw("ab", "c")).not.toEqual(draw("a", "bc"));
  });

  it("keeps every draw in range", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        (key, min, span) => {
          const rng = new Rng(key);
          for (let i = 0; i < 50; i++) {
            const n = rng.next();
            expect(n).toBeGreaterThanOrEqual(0);
            expect(n).toBeLessThan(1);
            const k = rng.int(min, min + span);
            expect(Number.isInteger(k) && k >= min && k <= min + span).toBe(true);
          }
        },
      ),
    );
  });

  it("never draws a zero weight and follows the weights", () => {
    const rng = new Rng("weights");
    const counts = [0, 0, 0];
    for (let i = 0; i < 20_000; i++) counts[rng.weightedIndex([1, 0, 3])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.6);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.4);
    expect(rng.weighted([["only", 1]] as const)).toBe("only");
    expect(() => rng.weightedIndex([0, 0])).toThrow();
  });

  it("draws normals with the asked mean and spread", () => {
    const rng = new Rng("normal");
    const xs = Array.from({ length: 20_000 }, () => rng.normal(2, 0.5));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(2, 1);
    expect(sd).toBeCloseTo(0.5, 1);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = new Rng("shuffle").shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
  });
});
