import type { TierName } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import type { StatLine } from "../../lib/league/player-list.js";
import { tierColour } from "../../lib/league/tier-colour.js";

/** Switches between his stat lines when he also played in other tiers; those are starred. */
export function TierSwitch({
  lines,
  current,
  onChange,
}: {
  lines: readonly StatLine[];
  current: TierName;
  onChange: (tier: TierName) => void;
}) {
  if (lines.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <fieldset aria-label="Stats from tier" className="flex overflow-hidden rounded border border-line">
        {lines.map((line) => (
          <button
            key={line.tier}
            type="button"
            aria-pressed={line.tier === current}
            aria-label={line.primary ? line.tier : `${line.tier}, not his own tier`}
            onClick={() => onChange(line.tier)}
            className={cx(
              "h-8 px-3",
              line.tier === current ? "bg-raised text-ink" : "text-muted hover:text-ink",
            )}
          >
            <span
              className="mr-1.5 inline-block size-2 rounded-full"
              style={{ backgroundColor: tierColour(line.tier) }}
            />
            {line.tier}
            {!line.primary && "*"}
          </button>
        ))}
      </fieldset>
      <span className="text-muted text-xs">* played as a sub outside his own tier</span>
    </div>
  );
}
