import type { TierName } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { tierColour } from "../../lib/league/tier-colour.js";

/** A tier as a toggle button of the franchise list's filter (pressed = the list shows only that tier). */
export function TierToggle({
  tier,
  pressed,
  disabled,
  onToggle,
  label,
  tooltip,
}: {
  tier: TierName;
  pressed: boolean;
  disabled?: boolean;
  onToggle: (tier: TierName) => void;
  label: string;
  tooltip: string;
}) {
  const colour = tierColour(tier);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      title={tooltip}
      onClick={() => onToggle(tier)}
      className={cx(
        "num inline-flex h-7 items-center gap-1.5 rounded border px-2 text-xs transition-colors",
        "disabled:cursor-not-allowed disabled:opacity-40",
        pressed ? "border-transparent text-ink" : "border-line text-muted hover:text-ink",
      )}
      style={pressed ? { backgroundColor: `${colour}40`, boxShadow: `inset 0 0 0 1px ${colour}` } : undefined}
    >
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: colour }} />
      {label}
    </button>
  );
}
