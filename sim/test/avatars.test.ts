import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { avatarSvg } from "../src/index.js";
import { avatarUrl } from "../src/league/identity.js";

const hueOf = (svg: string) => /fill="hsl\((\d+),55%,35%\)"/.exec(svg)?.[1];

describe("default avatars", () => {
  it("are served by the API under the player's id", () => {
    expect(avatarUrl("clabc123")).toBe("/api/avatars/clabc123.svg");
  });

  it("draw the same SVG for the same player, with his initials on a hue of his own", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (id, name) => {
        const svg = avatarSvg({ id, name });
        expect(avatarSvg({ id, name })).toBe(svg);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
        const hue = Number(hueOf(svg));
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThanOrEqual(359);
        const initials =
          name
            .replace(/[^A-Za-z0-9]/g, "")
            .slice(0, 2)
            .toUpperCase() || "?";
        expect(svg).toContain(`>${initials}</text>`);
      }),
    );
    expect(avatarSvg({ id: "cl1", name: "kazu" })).toContain(">KA</text>");
    expect(avatarSvg({ id: "cl1", name: "__" })).toContain(">?</text>");
  });

  it("spread players over the colour wheel", () => {
    const hues = new Set(
      Array.from({ length: 200 }, (_, i) => hueOf(avatarSvg({ id: `cl${i}`, name: "x" }))),
    );
    expect(hues.size).toBeGreaterThan(100);
  });
});
