import { TIER_NAMES, type TierName } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from "./pickems-days.js";
import type { PickemsParams } from "./use-pickems-params.js";

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
  onChange: (changes: Partial<PickemsParams>) => void;
  tierChoice?: boolean;
}) {
  const toggle = (t: Timeframe) =>
    onChange({
      weeks: params.weeks.includes(t) ? params.weeks.filter((w) => w !== t) : [...params.weeks, t],
    });
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
