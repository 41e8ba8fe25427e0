import {
  type MatchListItem,
  type MatchTeam,
  matchDayLabel,
  type PlayerTierName,
  TIERS,
} from "@fragboard/core";
import { previewKickoff } from "../web/preview-kickoff.js";

/**
 * The pictures of link previews (issue #21 item 6), as SVG documents of the size Open Graph asks
 * for (1200×630), drawn to PNG by render-png.ts: a match's score card and a player's card. Colours
 * are the web app's (web/src/index.css), the tier's colour is core's.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BG = "#0a0d13";
const SURFACE = "#121722";
const LINE = "#263043";
const INK = "#e6e9ef";
const MUTED = "#8b95a7";
const ACCENT = "#f59e0b";

const tierHex = (tier: PlayerTierName) => TIERS.find((t) => t.name === tier)?.hex ?? MUTED;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** At most `max` characters, an ellipsis for the rest: the card has no text wrapping. */
function clipped(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

type TextOptions = { size: number; weight?: 400 | 700; fill?: string; anchor?: "start" | "middle" | "end" };
const text = (
  x: number,
  y: number,
  content: string,
  { size, weight = 400, fill = INK, anchor = "start" }: TextOptions,
) =>
  `<text x="${x}" y="${y}" font-family="Inter" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;

/** An SVG document (a franchise logo, an avatar) placed as a picture of its own. */
const picture = (svg: string, x: number, y: number, size: number) =>
  `<image x="${x}" y="${y}" width="${size}" height="${size}" href="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"/>`;

/**
 * An SVG document of our own (the avatar) drawn in place, as a nested `<svg>`: resvg draws the text
 * of a picture placed with `<image>` without the card's fonts, so its initials would be lost.
 */
const inlined = (svg: string, x: number, y: number, size: number) =>
  svg.replace(
    /^<svg\b([^>]*)>/,
    (_, attributes: string) =>
      `<svg${attributes.replace(/\s(width|height|x|y)="[^"]*"/g, "")} x="${x}" y="${y}" width="${size}" height="${size}">`,
  );

const frame = (accent: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
  `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${BG}"/>` +
  `<rect x="40" y="40" width="${CARD_WIDTH - 80}" height="${CARD_HEIGHT - 80}" rx="24" fill="${SURFACE}" stroke="${LINE}" stroke-width="2"/>` +
  `<rect x="40" y="40" width="${CARD_WIDTH - 80}" height="12" rx="6" fill="${accent}"/>` +
  text(80, 545, "FRAGBOARD", { size: 28, weight: 700, fill: ACCENT }) +
  body +
  `</svg>`;

const mapLabel = (mapName: string) => mapName.replace(/^de_/, "").replace(/^./, (c) => c.toUpperCase());

/** A team's side of the score card: its logo (or its initial), its name and franchise. */
function teamSide(team: MatchTeam, logo: string | undefined, centre: number, won: boolean) {
  const mark = logo
    ? picture(logo, centre - 90, 130, 180)
    : `<rect x="${centre - 90}" y="130" width="180" height="180" rx="24" fill="${LINE}"/>` +
      text(centre, 245, clipped(team.name, 2).toUpperCase(), { size: 72, weight: 700, anchor: "middle" });
  return (
    mark +
    text(centre, 370, clipped(team.name, 16), {
      size: 40,
      weight: 700,
      anchor: "middle",
      fill: won ? INK : MUTED,
    }) +
    (team.franchise
      ? text(centre, 412, clipped(team.franchise.name, 24), { size: 26, anchor: "middle", fill: MUTED })
      : "")
  );
}

/**
 * A match's score card: both teams with their logos, the score (the map's rounds, or maps won in a
 * series), each map's score, and the tier, season and match day; a match not yet played shows its
 * kickoff in the league's zone.
 */
export function matchCardSvg(
  match: MatchListItem,
  logos: { home?: string | undefined; away?: string | undefined },
): string {
  const { home, away, maps } = match;
  const played = maps.length > 0;
  const [homeScore, awayScore] =
    maps.length === 1
      ? [maps[0]?.homeScore ?? 0, maps[0]?.awayScore ?? 0]
      : [
          maps.filter((m) => m.homeScore > m.awayScore).length,
          maps.filter((m) => m.awayScore > m.homeScore).length,
        ];
  const accent = tierHex(match.tier);
  const heading = `${match.tier} · Season ${match.season} · ${matchDayLabel(match.matchDay)}`;
  const centre = played
    ? text(600, 265, `${homeScore} – ${awayScore}`, { size: 110, weight: 700, anchor: "middle" })
    : text(600, 250, "vs", { size: 72, weight: 700, anchor: "middle", fill: MUTED });
  const below = played
    ? maps.map((m) => `${mapLabel(m.mapName)} ${m.homeScore}–${m.awayScore}`).join("  ·  ")
    : previewKickoff.format(new Date(match.scheduledDate));
  return frame(
    accent,
    text(80, 100, clipped(heading, 60), { size: 28, weight: 700, fill: accent }) +
      teamSide(home, logos.home, 260, match.winner !== "away") +
      teamSide(away, logos.away, 940, match.winner !== "home") +
      centre +
      text(600, 480, clipped(below, 60), { size: 30, anchor: "middle", fill: played ? INK : ACCENT }),
  );
}

export type PlayerCardFigures = {
  season: number;
  tier: PlayerTierName;
  rating: number;
  adr: number;
  /** 0..1 */
  kast: number;
  maps: number;
};

/** A player's card: his avatar and name, his tier, and his season's rating, ADR, KAST and maps. */
export function playerCardSvg(
  player: { name: string; tier: PlayerTierName; avatar: string },
  figures: PlayerCardFigures | null,
): string {
  const accent = tierHex(figures?.tier ?? player.tier);
  const stats = figures
    ? [
        ["Rating", figures.rating.toFixed(2)],
        ["ADR", figures.adr.toFixed(1)],
        ["KAST", `${(figures.kast * 100).toFixed(1)}%`],
        ["Maps", String(figures.maps)],
      ]
    : [];
  const boxes = stats
    .map(
      ([label, value], i) =>
        `<rect x="${80 + i * 265}" y="330" width="245" height="150" rx="16" fill="${BG}" stroke="${LINE}" stroke-width="2"/>` +
        text(80 + i * 265 + 122, 390, label as string, { size: 26, anchor: "middle", fill: MUTED }) +
        text(80 + i * 265 + 122, 455, value as string, {
          size: 56,
          weight: 700,
          anchor: "middle",
          fill: i === 0 ? accent : INK,
        }),
    )
    .join("");
  const line = figures
    ? `${figures.tier} · Season ${figures.season}, regulation`
    : `${player.tier} · no maps this season`;
  return frame(
    accent,
    inlined(player.avatar, 80, 90, 200) +
      // A long name in a smaller size, then clipped: the card has 800 px beside the avatar.
      text(320, 180, clipped(player.name, 26), {
        size: [...player.name].length > 16 ? 48 : 72,
        weight: 700,
      }) +
      text(320, 240, line, { size: 32, fill: accent }) +
      boxes,
  );
}
