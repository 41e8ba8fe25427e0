import { createHash } from "node:crypto";

/** A hue of the player's own, from his id alone: the avatar is drawn again on request, never stored. */
function hueOf(id: string): number {
  return createHash("sha256").update(id).digest().readUInt32BE(0) % 360;
}

/**
 * A player's default avatar: the first two letters or digits of his name, in any script (an
 * ASCII-only filter turned "Ünïcode Wolf" into "NC"), on his own colour.
 */
export function avatarSvg(player: { id: string; name: string }): string {
  const hue = hueOf(player.id);
  const initials =
    Array.from(player.name.replace(/[^\p{L}\p{N}]/gu, ""))
      .slice(0, 2)
      .join("")
      .toUpperCase() || "?";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" rx="12" fill="hsl(${hue},55%,35%)"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" ` +
    `font-size="24" fill="hsl(${hue},80%,88%)">${initials}</text></svg>`
  );
}
