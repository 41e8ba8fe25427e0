import { COMPARE_RADAR_STATS, type ComparePercentiles } from "@fragboard/core";
import { RadarSvg } from "../../components/ui/charts/RadarSvg.js";
import { STAT_DISPLAY } from "../../lib/stat-display.js";
import { AVERAGE_COLOUR, playerColour } from "./palette.js";

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

/**
 * The two compare radars (spec 000 §2), percentiles 0-100 in the first player's tier, with the
 * tier average dashed. Plain SVG, not the chart library: the page draws them on its first render
 * (bench/src/tools.ts measures it), each point's tooltip naming the player and the value.
 */
export function CompareRadars({
  players,
  average,
}: {
  players: readonly RadarSeries[];
  average: RadarSeries;
}) {
  const entries = [
    ...players.map((entry, index) => ({ entry, colour: playerColour(index), dashed: false })),
    { entry: average, colour: AVERAGE_COLOUR, dashed: true },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {COMPARE_RADAR_STATS.map((keys, index) => (
        <figure
          key={keys.join()}
          aria-label={`${index === 0 ? "Fragging" : "Utility and support"} radar: ${keys.map((k) => STAT_DISPLAY[k].label).join(", ")}`}
          className="m-0 rounded border border-line bg-surface p-2"
        >
          <RadarSvg
            axes={keys.map((key) => AXIS_NAMES[key])}
            // The average first, so the players' shapes are drawn over it.
            series={[...entries.slice(-1), ...entries.slice(0, -1)].map(({ entry, colour, dashed }) => ({
              name: entry.name,
              shares: keys.map((key) => entry.percentiles[key] / 100),
              pointTitle: (i: number) => {
                const key = keys[i];
                return key
                  ? `${entry.name}: ${STAT_DISPLAY[key].label} percentile ${entry.percentiles[key]}`
                  : "";
              },
              colour,
              dashed,
            }))}
            className="h-72 w-full"
          />
          <ul aria-hidden className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-muted text-xs">
            {entries.map(({ entry, colour, dashed }) => (
              <li key={entry.name} className="flex items-center gap-1.5">
                <span
                  className="inline-block h-0 w-4 border-t-2"
                  style={{ borderColor: colour, borderStyle: dashed ? "dashed" : "solid" }}
                />
                {entry.name}
              </li>
            ))}
          </ul>
          <figcaption className="sr-only">
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
                {entries.map(({ entry }) => (
                  <tr key={entry.name}>
                    <th>{entry.name}</th>
                    {keys.map((key) => (
                      <td key={key}>{entry.percentiles[key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
