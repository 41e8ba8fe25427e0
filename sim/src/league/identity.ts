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

const SHAPES = [
  // circle, shield, hexagon, diamond: outlines on a 128 × 128 canvas
  (fill: string, stroke: string) =>
    `<circle cx="64" cy="64" r="58" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
  (fill: string, stroke: string) =>
    `<path d="M64 6 L116 22 V62 C116 94 92 114 64 122 C36 114 12 94 12 62 V22 Z" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
  (fill: string, stroke: string) =>
    `<polygon points="64,6 114,35 114,93 64,122 14,93 14,35" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
  (fill: string, stroke: string) =>
    `<polygon points="64,4 124,64 64,124 4,64" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`,
];

/** A franchise logo: a coloured badge with a stripe and the prefix. */
export function franchiseLogo(rng: Rng, prefix: string): string {
  const [dark, light] = rng.pick(PALETTE);
  const shape = rng.pick(SHAPES)(dark, light);
  const stripe = rng.chance(0.5)
    ? `<rect x="0" y="74" width="128" height="10" fill="${light}" opacity="0.35"/>`
    : `<circle cx="64" cy="64" r="40" fill="none" stroke="${light}" stroke-width="3" opacity="0.4"/>`;
  const size = prefix.length > 3 ? 30 : prefix.length === 3 ? 38 : 46;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    `${shape}${stripe}` +
    `<text x="64" y="${64 + size * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="800" font-size="${size}" fill="${light}">${prefix}</text></svg>`
  );
}

/** Where the API serves a player's default avatar (drawn by the server), so lists carry a short URL. */
export const avatarUrl = (playerId: string): string => `/api/avatars/${encodeURIComponent(playerId)}.svg`;
