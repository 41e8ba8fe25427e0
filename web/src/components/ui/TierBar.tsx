import type { PlayerTierName } from "@fragboard/core";
import { tierColour } from "../../lib/league/tier-colour.js";
import { cx } from "./cx.js";

/**
 * The thin upright bar in a tier's colour that leads a player's name in lists. Decorative: the
 * tier is named in the row or on the player's page, so screen readers skip the bar.
 */
export function TierBar({ tier, className = "h-4" }: { tier: PlayerTierName; className?: string }) {
  return (
    <span
      aria-hidden
      className={cx("w-1 shrink-0 rounded", className)}
      style={{ backgroundColor: tierColour(tier) }}
    />
  );
}
