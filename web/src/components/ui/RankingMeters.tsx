import {
  CATEGORY_COMPONENTS,
  COMBINED_CATEGORIES,
  type CombinedCategory,
  type CombinedRankings,
  rankingBar,
} from "@fragboard/core";
import { Stat } from "./Stat.js";

const BAR_COLOURS = {
  red: "bg-red-500",
  orange: "bg-orange-500",
  yellow: "bg-yellow-400",
  green: "bg-green-500",
} as const;

/**
 * The seven Combined Stat Rankings as coloured bars labelled "73/100" (docs/rules.md#combined-rankings).
 * A category in `unranked` has no figure worth reading: "–", with the reason as its tooltip.
 */
export function RankingMeters({
  rankings,
  basis,
  unranked = {},
}: {
  rankings: CombinedRankings;
  basis: string;
  unranked?: Partial<Record<CombinedCategory, string>>;
}) {
  return (
    <div className="grid gap-3">
      {COMBINED_CATEGORIES.map((category) => {
        const bar = rankingBar(rankings[category]);
        const reason = unranked[category];
        return (
          <div key={category} className="grid grid-cols-[6.5rem_1fr_4rem] items-center gap-3">
            <span className="font-semibold text-sm">{category}</span>
            {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled across browsers */}
            <div
              className="h-3 overflow-hidden rounded-full bg-line"
              role="meter"
              aria-label={category}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={rankings[category]}
              aria-valuetext={reason}
            >
              <div
                className={`h-full rounded-full ${BAR_COLOURS[bar.colour]}`}
                style={{ width: `${bar.width}%` }}
              />
            </div>
            <Stat
              value={reason ? "–" : bar.label}
              tooltip={
                reason ??
                `${category}: ${basis} of ${CATEGORY_COMPONENTS[category].join(" + ")} scored against the tier's range`
              }
              className="text-right text-sm"
            />
          </div>
        );
      })}
    </div>
  );
}
