import {
  CATEGORY_COMPONENTS,
  COMBINED_CATEGORIES,
  type CombinedCategory,
  combinedRankings,
  rankingBar,
  type SeasonStats,
  type TierName,
} from "@fragboard/core";
import { useMemo } from "react";
import { Stat } from "../../components/ui/Stat.js";

const BAR_COLOURS = {
  red: "bg-red-500",
  orange: "bg-orange-500",
  yellow: "bg-yellow-400",
  green: "bg-green-500",
} as const;

const describe = (category: CombinedCategory) =>
  `${category}: percentile of ${CATEGORY_COMPONENTS[category].join(" + ")} scored against the tier's range`;

/**
 * The seven Combined Stat Rankings (docs/rules.md#combined-rankings) of the viewed stat line, always against his own
 * tier's players even when the line is from another tier.
 */
export function RankingsTab({
  stats,
  tier,
  tierLines,
}: {
  stats: SeasonStats;
  tier: TierName;
  tierLines: readonly SeasonStats[];
}) {
  const rankings = useMemo(() => combinedRankings(stats, tierLines), [stats, tierLines]);
  return (
    <section aria-label="Combined stat rankings" className="grid max-w-3xl gap-3">
      <p className="text-muted text-sm">Percentile against every {tier} player with stats this season.</p>
      {COMBINED_CATEGORIES.map((category) => {
        const bar = rankingBar(rankings[category]);
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
            >
              <div
                className={`h-full rounded-full ${BAR_COLOURS[bar.colour]}`}
                style={{ width: `${bar.width}%` }}
              />
            </div>
            <Stat value={bar.label} tooltip={describe(category)} className="text-right text-sm" />
          </div>
        );
      })}
    </section>
  );
}
