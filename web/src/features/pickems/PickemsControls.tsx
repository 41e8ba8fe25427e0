import { TIER_NAMES, type TierName } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from "./pickems-days.js";
import type { PickemsChange, PickemsParams } from "./use-pickems-params.js";

/** Timeframe toggles (future weeks off by default) and, where offered, which tier's matches to view. */
export function PickemsControls({
  params,
  tier,
  onChange,
  tierChoice = true,
}: {
  params: PickemsParams;
  /** The tier shown now (the URL's, else the viewer's). */
  tier: TierName;
  onChange: (change: PickemsChange) => void;
  tierChoice?: boolean;
}) {
  // Toggled in the weeks as the address has them when the click lands, so quick clicks all count.
  const toggle = (t: Timeframe) =>
    onChange(({ weeks }) => ({
      weeks: weeks.includes(t) ? weeks.filter((w) => w !== t) : [...weeks, t],
    }));
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">Weeks shown</legend>
        {TIMEFRAMES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={params.weeks.includes(t)}
            onClick={() => toggle(t)}
            className={cx(
              "h-8 rounded border border-line px-3 text-sm",
              params.weeks.includes(t) ? "bg-accent/20 text-ink" : "text-muted hover:text-ink",
            )}
          >
            {TIMEFRAME_LABELS[t]}
          </button>
        ))}
      </fieldset>
      {tierChoice && (
        <SelectField<TierName>
          label="Tier"
          value={tier}
          options={TIER_NAMES.map((t) => ({ value: t, label: t }))}
          onChange={(next) => onChange({ tier: next })}
        />
      )}
    </div>
  );
}
