import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { avatarSvg } from "../../src/routes/images/avatar.js";

const hueOf = (svg: string) => /fill="hsl\((\d+),55%,35%\)"/.exec(svg)?.[1];

describe("default avatars", () => {
  it("draw the same SVG for the same player, with his initials on a hue of his own", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (id, name) => {
        const svg = avatarSvg({ id, name });
        expect(avatarSvg({ id, name })).toBe(svg);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
        const hue = Number(hueOf(svg));
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThanOrEqual(359);
      }),
    );
  });

  it("show the first two letters or digits of the name in any script, or ? without any", () => {
    expect(avatarSvg({ id: "cl1", name: "kazu" })).toContain(">KA</text>");
    expect(avatarSvg({ id: "cl1", name: "x_9z" })).toContain(">X9</text>");
    expect(avatarSvg({ id: "cl1", name: "__" })).toContain(">?</text>");
    expect(avatarSvg({ id: "cl1", name: "Ünïcode Wolf" })).toContain(">ÜN</text>");
    expect(avatarSvg({ id: "cl1", name: "ёжик" })).toContain(">ЁЖ</text>");
    // Two letters, not two UTF-16 halves of one.
    expect(avatarSvg({ id: "cl1", name: "𝒜𝒷c" })).toContain(">𝒜𝒷</text>");
  });

  it("spread players over the colour wheel", () => {
    const hues = new Set(
      Array.from({ length: 200 }, (_, i) => hueOf(avatarSvg({ id: `cl${i}`, name: "x" }))),
    );
    expect(hues.size).toBeGreaterThan(100);
  });
});
