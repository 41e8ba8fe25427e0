import { type PlayerTierName, TIER_NAMES } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../components/ui/charts/Chart.js";
import { CHART_AXIS, CHART_TOOLTIP } from "../../components/ui/charts/chart-theme.js";
import { EmptyChart } from "../../components/ui/charts/EmptyChart.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { mapName } from "../../lib/league/map-name.js";
import { useSelection } from "../../lib/league/selection.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { seasonMapsQuery } from "../../lib/queries/charts.js";
import { mapCounts } from "./chart-data.js";

/** Shown above the chart: the name, type and role filters stay on screen but cannot apply to matches. */
const MAPS_FILTER_NOTE = "Maps Played counts matches: only the tier filter applies.";

/** Maps Played: how often each map was played this season, stacked by tier (the tier filter applies). */
export function MapsPlayedTab({ tiers }: { tiers: readonly PlayerTierName[] }) {
  return (
    <>
      <p className="mb-2 text-muted text-sm">{MAPS_FILTER_NOTE}</p>
      <MapsPlayedChart tiers={tiers} />
    </>
  );
}

function MapsPlayedChart({ tiers }: { tiers: readonly PlayerTierName[] }) {
  const { season, matchType } = useSelection();
  const maps = useQuery({ ...seasonMapsQuery(season, matchType), select: (data) => data.findManyMatch });
  const counts = useMemo(() => mapCounts(maps.data ?? [], tiers), [maps.data, tiers]);
  const shownTiers = useMemo(() => TIER_NAMES.filter((tier) => counts.some((c) => c.byTier[tier])), [counts]);
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      color: shownTiers.map((tier) => tierColour(tier)),
      tooltip: { ...CHART_TOOLTIP, trigger: "axis", axisPointer: { type: "shadow" } },
      grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
      // Maps down the side: names stay readable on a phone.
      yAxis: { type: "category", inverse: true, data: counts.map((c) => mapName(c.map)), ...CHART_AXIS },
      xAxis: { type: "value", minInterval: 1, ...CHART_AXIS },
      series: shownTiers.map((tier) => ({
        type: "bar",
        name: tier,
        stack: "maps",
        data: counts.map((c) => c.byTier[tier] ?? 0),
      })),
    }),
    [counts, shownTiers],
  );
  if (maps.isPending) return <LoadingScreen />;
  if (maps.isError) return <LoadError error={maps.error} />;
  if (counts.length === 0) return <EmptyChart>No {matchType} maps played yet in this selection.</EmptyChart>;
  return (
    <Chart
      renderer="canvas"
      label={`${matchType} maps played this season, by tier`}
      option={option}
      className="h-96 w-full"
      legend={shownTiers.map((tier) => ({ name: tier, colour: tierColour(tier) }))}
      alternative={
        <ul>
          {counts.map((c) => (
            <li key={c.map}>
              {mapName(c.map)}: {c.total} (
              {shownTiers.map((tier) => `${tier} ${c.byTier[tier] ?? 0}`).join(", ")})
            </li>
          ))}
        </ul>
      }
    />
  );
}
