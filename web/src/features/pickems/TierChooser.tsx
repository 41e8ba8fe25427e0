import { TIER_NAMES, type TierName } from "@fragboard/core";
import { useId } from "react";

/** First visit without a league tier (none, or Unrated): the member picks the tier he will play. */
export function TierChooser({
  chosen,
  onChoose,
}: {
  chosen: TierName | null;
  onChoose: (tier: TierName) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4 rounded border border-accent/60 bg-accent/10 p-3 text-sm">
      <h2 id={id} className="font-semibold">
        Choose your pickems tier
      </h2>
      <p className="mt-1 text-muted">
        You have no league tier this season. Pick the tier whose matches you want to predict: it cannot change
        after your first save.
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {TIER_NAMES.map((tier) => (
          <button
            key={tier}
            type="button"
            aria-pressed={chosen === tier}
            onClick={() => onChoose(tier)}
            className="h-8 rounded border border-line px-3 hover:bg-raised aria-pressed:bg-accent aria-pressed:text-accent-ink"
          >
            {tier}
          </button>
        ))}
      </div>
    </section>
  );
}
