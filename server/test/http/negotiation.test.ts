import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "../../src/http/compression.js";
import { isNotModified } from "../../src/http/etag.js";

describe("Accept-Encoding negotiation", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.4, gzip;q=0.8", "gzip"],
    ["BR;Q=1, GZIP;Q=1", "br"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity, deflate", null],
    ["br;q=abc, gzip", "gzip"],
  ])("%s -> %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it("never picks an encoding the client refused or did not offer", () => {
    const entry = fc.tuple(
      fc.constantFrom("br", "gzip", "deflate", "identity", "zstd"),
      fc.integer({ min: 0, max: 10 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), (entries) => {
        const header = entries.map(([name, q]) => `${name};q=${q / 10}`).join(", ");
        const chosen = negotiateEncoding(header);
        if (chosen === null) return;
        // The last mention of a name wins, as in the negotiation itself.
        const weight = new Map(entries.map(([name, q]) => [name, q]));
        expect(weight.get(chosen)).toBeGreaterThan(0);
        for (const [name, q] of weight) {
          if (name === "br" || name === "gzip") expect(q).toBeLessThanOrEqual(weight.get(chosen) ?? 0);
        }
      }),
    );
  });
});

describe("If-None-Match", () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc.br"', true],
    ['"abc.gzip", "x"', true],
    ['"x", "y"', false],
    ['"abcd"', false],
    ["*", true],
  ])("%s for hash abc -> %s", (header, expected) => {
    expect(isNotModified(header, "abc")).toBe(expected);
  });
});
