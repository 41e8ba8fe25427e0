import { mean } from "@fragboard/core";
import { useMemo } from "react";
import { EmptyChart } from "../../components/ui/charts/EmptyChart.js";
import { PlayerBars } from "../../components/ui/charts/PlayerBars.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";
import { type ChartLine, linesByTier, rankedBy } from "./chart-data.js";
import { BAR_STAT_VALUES, BAR_STATS, NO_MATCH } from "./chart-tabs.js";

/** Stat Bars by Tier: for the chosen stat (`?stat=`), every player of each tier, best first. */
export function StatBarsTab({ lines }: { lines: readonly ChartLine[] }) {
  const [key, setKey] = useUrlChoice("stat", BAR_STAT_VALUES, "rating");
  const stat = BAR_STATS.find((s) => s.value === key) ?? BAR_STATS[0];
  const tiers = useMemo(
    () =>
      linesByTier(lines).map((group) => ({
        tier: group.tier,
        average: mean(group.lines.map((line) => line.stats[key])),
        bars: rankedBy(group.lines, key).map((line) => ({
          player: line.player.name,
          value: line.stats[key],
          colour: tierColour(group.tier),
        })),
      })),
    [lines, key],
  );
  return (
    <>
      <div className="mb-3">
        <SelectField label="Stat" value={key} options={BAR_STATS} onChange={setKey} />
      </div>
      {tiers.length === 0 ? (
        <EmptyChart>{NO_MATCH}</EmptyChart>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {tiers.map((group) => (
            <section key={group.tier} aria-label={`${group.tier}: ${stat.label}`}>
              <h2 className="font-semibold text-sm" style={{ color: tierColour(group.tier) }}>
                {group.tier} <span className="font-normal text-muted">· {group.bars.length} players</span>
              </h2>
              <PlayerBars
                label={`${stat.label} of ${group.tier} players, highest first`}
                bars={group.bars}
                format={stat.format}
                valueName={stat.label}
                average={group.average}
              />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
