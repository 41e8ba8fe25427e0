import type { MatchType } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../../components/ui/charts/Chart.js";
import { InlineLoading } from "../../../components/ui/InlineLoading.js";
import { LoadError } from "../../../components/ui/LoadError.js";
import { formatDecimal, formatFraction } from "../../../lib/format.js";
import { trendForMatchType, usePlayerTrend } from "../../../lib/league/use-player-trend.js";

const SERIES = [
  { name: "Rating", colour: "#f59e0b" },
  { name: "HLTV 2.0 approx", colour: "#a855f7" },
  { name: "Impact", colour: "#22c55e" },
  { name: "KAST", colour: "#38bdf8" },
  { name: "ADR", colour: "#f43f5e" },
] as const;
const AXIS = { axisLabel: { color: "#8b95a7" }, splitLine: { lineStyle: { color: "#263043" } } };

/** Rating, HLTV approximation, impact, KAST and ADR map by map (docs/api.md#graphql, x-axis docs/rules.md#display-rules). */
export function TrendChart({
  steam64Id,
  season,
  matchType,
  onlyMatchIds,
}: {
  steam64Id: string;
  season: number;
  matchType: MatchType;
  /** The maps a filter of the page keeps (docs/stats.md#filtered-stats); absent, every map. */
  onlyMatchIds?: readonly string[];
}) {
  const trend = usePlayerTrend(steam64Id, season);
  const points = useMemo(() => {
    const kept = onlyMatchIds && new Set(onlyMatchIds);
    return trendForMatchType(trend.data ?? [], matchType)
      .filter((row) => !kept || kept.has(row.match.matchId))
      .map((row) => ({
        id: row.match.matchId,
        day: row.match.matchDay,
        values: [row.rating, row.hltvTwoPointO, row.impactRating, row.kast, row.adr] as const,
      }));
  }, [trend.data, matchType, onlyMatchIds]);
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      color: SERIES.map((s) => s.colour),
      tooltip: { trigger: "axis", valueFormatter: (value) => formatDecimal(Number(value)) },
      legend: { textStyle: { color: "#e6e9ef" }, top: 0 },
      grid: { left: 40, right: 44, top: 56, bottom: 28 },
      xAxis: { type: "category", data: points.map((p) => p.day), ...AXIS },
      yAxis: [
        { type: "value", name: "Rating", nameTextStyle: { color: "#8b95a7" }, ...AXIS },
        {
          type: "value",
          name: "ADR",
          nameTextStyle: { color: "#8b95a7" },
          ...AXIS,
          splitLine: { show: false },
        },
      ],
      series: SERIES.map((s, i) => ({
        type: "line",
        name: s.name,
        yAxisIndex: s.name === "ADR" ? 1 : 0,
        smooth: true,
        symbolSize: 5,
        data: points.map((p) => p.values[i] ?? 0),
      })),
    }),
    [points],
  );

  if (trend.isPending) return <InlineLoading what="the trend" />;
  if (trend.isError) return <LoadError error={trend.error} />;
  if (points.length === 0)
    return (
      <p className="text-muted text-sm">
        {onlyMatchIds ? "No maps match these filters." : `No ${matchType} maps to chart yet.`}
      </p>
    );
  return (
    <Chart
      label="Performance trend by map"
      option={option}
      className="h-72 w-full"
      alternative={
        <table>
          <thead>
            <tr>
              <th>Match day</th>
              {SERIES.map((s) => (
                <th key={s.name}>{s.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.id}>
                <td>{p.day}</td>
                <td>{formatDecimal(p.values[0])}</td>
                <td>{formatDecimal(p.values[1])}</td>
                <td>{formatDecimal(p.values[2])}</td>
                <td>{formatFraction(p.values[3])}</td>
                <td>{formatDecimal(p.values[4], 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
