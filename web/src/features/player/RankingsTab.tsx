import { combinedRankings, type SeasonStats, type TierName } from "@fragboard/core";
import { useMemo } from "react";
import { RankingMeters } from "../../components/ui/RankingMeters.js";

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
      <RankingMeters rankings={rankings} basis="percentile" />
    </section>
  );
}
