import { describe, expect, it } from "vitest";
import { franchiseLogo } from "../src/league/identity.js";
import { Rng } from "../src/random.js";

/**
 * Every logo's prefix inside its shape: the text's box (its drawn width, fixed by textLength, by
 * the height of its capitals plus a little) must lie inside the outline, within its stroke.
 */
type Point = [number, number];

/** How far inside a convex outline a point lies (negative: outside). */
function depthInPolygon(points: Point[], [x, y]: Point): number {
  let depth = Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[(i + 1) % points.length] as Point;
    const length = Math.hypot(bx - ax, by - ay);
    // The outlines run clockwise on screen (y down): inside is to the right of each edge.
    depth = Math.min(depth, ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / length);
  }
  return depth;
}

/** The shield's straight sides and the chords of its curved foot (the curves bulge outside them). */
const SHIELD: Point[] = [
  [64, 6],
  [116, 22],
  [116, 62],
  [64, 122],
  [12, 62],
  [12, 22],
];

function outline(svg: string): (p: Point) => number {
  if (svg.includes('<circle cx="64" cy="64" r="58"')) return ([x, y]) => 58 - Math.hypot(x - 64, y - 64);
  if (svg.includes('<path d="M64 6')) return (p) => depthInPolygon(SHIELD, p);
  const points = /<polygon points="([^"]+)"/.exec(svg)?.[1];
  if (!points) throw new Error(`no shape in ${svg}`);
  return (p) =>
    depthInPolygon(
      points.split(" ").map((pair) => pair.split(",").map(Number) as Point),
      p,
    );
}

describe("franchise logos", () => {
  const prefixes = ["A", "dB", "SAV", "ARGA", "WWWWW", "MMMMM"];
  it("keep the prefix inside the shape, for every shape and prefix length", () => {
    let checked = 0;
    const shapes = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      for (const prefix of prefixes) {
        const svg = franchiseLogo(new Rng("logo", seed), prefix);
        const text =
          /<text x="64" y="([\d.]+)"[^>]* font-size="([\d.]+)" textLength="([\d.]+)"[^>]*>([^<]+)</.exec(svg);
        if (!text) throw new Error(`no sized text in ${svg}`);
        const [, baseline, size, width, shown] = text.map(String);
        expect(shown).toBe(prefix);
        const [y, s, w] = [Number(baseline), Number(size), Number(width)];
        const top = y - 0.78 * s;
        const bottom = y + 0.06 * s;
        const depth = outline(svg);
        shapes.add(/<clipPath id="shape"><(\w+ \w+="[^"]+")/.exec(svg)?.[1] ?? "none");
        // 3: half the 6-unit stroke.
        for (const corner of [
          [64 - w / 2, top],
          [64 + w / 2, top],
          [64 - w / 2, bottom],
          [64 + w / 2, bottom],
        ] as Point[])
          expect(depth(corner), `${prefix} at ${corner} in ${svg}`).toBeGreaterThanOrEqual(3);
        checked++;
      }
    }
    expect(checked).toBe(240);
    expect(shapes.size).toBe(4);
  });
});
