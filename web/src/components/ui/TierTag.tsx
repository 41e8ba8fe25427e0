import type { PlayerTierName } from "@fragboard/core";
import type { ReactNode } from "react";
import { tierColour } from "../../lib/league/tier-colour.js";
import { cx } from "./cx.js";

/**
 * A tier's name on a tint of its colour, with a dot of the full colour: the text stays in the
 * body colour, which keeps its contrast on every tier (purple and blue text would not).
 */
export function TierTag({
  tier,
  children,
  className,
}: {
  tier: PlayerTierName;
  /** Shown instead of the tier name (a count next to it, a shorter label). */
  children?: ReactNode;
  className?: string;
}) {
  const colour = tierColour(tier);
  return (
    <span
      className={cx("inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 text-xs", className)}
      style={{ backgroundColor: `${colour}26`, boxShadow: `inset 0 0 0 1px ${colour}66` }}
    >
      <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: colour }} />
      {children ?? tier}
    </span>
  );
}
