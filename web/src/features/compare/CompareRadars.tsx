import { COMPARE_RADAR_STATS, type ComparePercentiles } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../components/ui/charts/Chart.js";
import { STAT_DISPLAY } from "../../lib/stat-display.js";
import { AVERAGE_COLOUR, playerColour } from "./palette.js";

const GRID = "#263043";
const MUTED = "#8b95a7";

/** Axis names short enough for a phone; the table below carries the full labels. */
const AXIS_NAMES: Record<keyof ComparePercentiles, string> = {
  rating: "Rating",
  pit: "Pit",
  kast: "KAST",
  adr: "ADR",
  kr: "K/R",
  hs: "HS%",
  utilDmg: "Util Dmg",
  ef: "Flashed",
  fAssists: "Flash Ast",
  suppXR: "Supp Dmg",
  util: "Util Thrown",
};

export type RadarSeries = { name: string; percentiles: ComparePercentiles };

function radarOption(
  keys: readonly (keyof ComparePercentiles)[],
  players: readonly RadarSeries[],
  average: RadarSeries,
): ChartOption {
  const series = (entry: RadarSeries, colour: string, dashed: boolean) => ({
    name: entry.name,
    value: keys.map((key) => entry.percentiles[key]),
    lineStyle: { color: colour, type: dashed ? ("dashed" as const) : ("solid" as const), width: 2 },
    itemStyle: { color: colour },
    areaStyle: { color: colour, opacity: dashed ? 0 : 0.12 },
  });
  return {
    animation: false,
    tooltip: { trigger: "item", confine: true },
    legend: { bottom: 0, textStyle: { color: MUTED }, type: "scroll" },
    radar: {
      indicator: keys.map((key) => ({ name: AXIS_NAMES[key], max: 100 })),
      radius: "58%",
      center: ["50%", "46%"],
      axisName: { color: MUTED, fontSize: 11 },
      splitLine: { lineStyle: { color: GRID } },
      splitArea: { show: false },
      axisLine: { lineStyle: { color: GRID } },
    },
    series: [
      {
        type: "radar",
        data: [
          series(average, AVERAGE_COLOUR, true),
          ...players.map((entry, index) => series(entry, playerColour(index), false)),
        ],
      },
    ],
  };
}

/** The two compare radars (spec 000 §2), percentiles 0-100 in the first player's tier, with the tier average dashed. */
export function CompareRadars({
  players,
  average,
}: {
  players: readonly RadarSeries[];
  average: RadarSeries;
}) {
  const options = useMemo(
    () => COMPARE_RADAR_STATS.map((keys) => radarOption(keys, players, average)),
    [players, average],
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {COMPARE_RADAR_STATS.map((keys, index) => (
        <Chart
          key={keys.join()}
          label={`${index === 0 ? "Fragging" : "Utility and support"} radar: ${keys.map((k) => STAT_DISPLAY[k].label).join(", ")}`}
          option={options[index] ?? {}}
          className="h-80 w-full rounded border border-line bg-surface"
          alternative={
            <table>
              <thead>
                <tr>
                  <th>Player</th>
                  {keys.map((key) => (
                    <th key={key}>{STAT_DISPLAY[key].label} percentile</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...players, average].map((entry) => (
                  <tr key={entry.name}>
                    <th>{entry.name}</th>
                    {keys.map((key) => (
                      <td key={key}>{entry.percentiles[key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      ))}
    </div>
  );
}
