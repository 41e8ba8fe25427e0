import type { Rng } from "../random.js";

/** Account ids and generated artwork: everything that makes a person or franchise look real. */

const DIGITS = "0123456789";
const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";
/** The alphabet of CS2 share codes (no look-alike characters). */
const SHARE_CODE = "ABCDEFGHJKLMNOPQRSTUVWXYZabcdefhijkmnopqrstuvwxyz23456789";

/** Draws ids that never repeat within one league. */
export class IdMaker {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: Rng) {}

  private unique(make: () => string): string {
    for (;;) {
      const id = make();
      if (!this.taken.has(id)) {
        this.taken.add(id);
        return id;
      }
    }
  }

  playerId(): string {
    return this.unique(() => `cl${this.rng.chars(BASE36, 10)}`);
  }

  /** 17 digits in the individual-account range (7656119...). */
  steam64(): string {
    return this.unique(() => `76561198${this.rng.chars(DIGITS, 9)}`);
  }

  /** 18-digit snowflake. */
  discord(): string {
    return this.unique(() => `${this.rng.int(1, 9)}${this.rng.chars(DIGITS, 17)}`);
  }

  lobby(): string {
    return this.unique(() => `lby_${this.rng.chars(BASE36, 12)}`);
  }
}

export function crosshairShareCode(rng: Rng): string {
  return `CSGO-${Array.from({ length: 5 }, () => rng.chars(SHARE_CODE, 5)).join("-")}`;
}

const PALETTE = [
  ["#0f172a", "#38bdf8"],
  ["#14532d", "#facc15"],
  ["#7f1d1d", "#fde68a"],
  ["#312e81", "#f472b6"],
  ["#1e293b", "#f97316"],
  ["#064e3b", "#a7f3d0"],
  ["#3b0764", "#c4b5fd"],
  ["#422006", "#fb923c"],
  ["#0c4a6e", "#e0f2fe"],
  ["#18181b", "#ef4444"],
  ["#1e3a8a", "#fbbf24"],
  ["#4a044e", "#f0abfc"],
] as const;

/**
 * The badge shapes on a 128 × 128 canvas, each with the widest text that stays inside its outline
 * (within its 6-unit stroke) for a line of text `size` high centred on the middle.
 */
type Shape = { draw: (fill: string, stroke: string) => string; textRoom: (size: number) => number };
const SHAPES: readonly Shape[] = [
  {
    draw: (fill, stroke) =>
      `<circle cx="64" cy="64" r="58" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
    textRoom: (size) => 2 * Math.sqrt(52 ** 2 - (size * 0.42) ** 2),
  },
  {
    // Its lower half narrows to the point: the room is taken where the text's foot meets the curve.
    draw: (fill, stroke) =>
      `<path d="M64 6 L116 22 V62 C116 94 92 114 64 122 C36 114 12 94 12 62 V22 Z" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
    textRoom: (size) => 2 * (46 - (52 / 60) * (2 + size * 0.42)),
  },
  {
    draw: (fill, stroke) =>
      `<polygon points="64,6 114,35 114,93 64,122 14,93 14,35" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
    textRoom: () => 88,
  },
  {
    draw: (fill, stroke) =>
      `<polygon points="64,4 124,64 64,124 4,64" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
    textRoom: (size) => 2 * (55.7 - size * 0.42) - 4,
  },
];

/** Bold sans capitals run about this wide per em; the drawn width is then fixed by textLength. */
const GLYPH_WIDTH = 0.72;

/**
 * A franchise logo: a coloured badge with a stripe and the prefix. The prefix is squeezed to fit
 * inside the shape (a five-letter prefix ran past a diamond's sides), and its drawn width is fixed
 * (`textLength`), so a fallback font on the viewer's device cannot push it out again.
 */
export function franchiseLogo(rng: Rng, prefix: string): string {
  const [dark, light] = rng.pick(PALETTE);
  const shape = rng.pick(SHAPES);
  const stripe = rng.chance(0.5)
    ? `<rect x="0" y="74" width="128" height="10" fill="${light}" opacity="0.35"/>`
    : `<circle cx="64" cy="64" r="40" fill="none" stroke="${light}" stroke-width="3" opacity="0.4"/>`;
  const { size, width } = logoText(shape, prefix);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    // The stripe is clipped to the shape: drawn across the canvas it stuck out either side.
    `<clipPath id="shape">${shape.draw("#000", "none")}</clipPath>` +
    `${shape.draw(dark, light)}<g clip-path="url(#shape)">${stripe}</g>` +
    `<text x="64" y="${round(64 + size * 0.36)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="800" font-size="${round(size)}" textLength="${round(width)}" lengthAdjust="spacingAndGlyphs" ` +
    `fill="${light}">${prefix}</text></svg>`
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The prefix's font size and drawn width: as large as its length allows, shrunk until it fits. */
function logoText(shape: Shape, prefix: string): { size: number; width: number } {
  const length = Math.max(prefix.length, 1);
  let size = length > 3 ? 30 : length === 3 ? 38 : 46;
  while (length * GLYPH_WIDTH * size > shape.textRoom(size) && size > 8) size -= 1;
  return { size, width: length * GLYPH_WIDTH * size };
}

/** Where the API serves a player's default avatar (drawn by the server), so lists carry a short URL. */
export const avatarUrl = (playerId: string): string => `/api/avatars/${encodeURIComponent(playerId)}.svg`;
