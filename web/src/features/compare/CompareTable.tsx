import { COMPARE_STATS, type ComparePercentiles, type SeasonStats } from "@fragboard/core";
import { Stat } from "../../components/ui/Stat.js";
import { formatMmr } from "../../lib/format.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { formatStat, STAT_DISPLAY } from "../../lib/stat-display.js";
import { AVERAGE_COLOUR, playerColour } from "./palette.js";

export type TableColumn = {
  name: string;
  tier: string;
  mmr: number | undefined;
  stats: SeasonStats;
  percentiles: ComparePercentiles;
};

const th = "sticky top-0 bg-raised px-2 py-2 text-left font-semibold text-muted text-xs";
/** The stat names stay in view when a phone scrolls the players sideways. */
const stickyName = "sticky left-0 bg-bg";

/** Percentile shade (docs/rules.md percent colour scale): green from 50, yellow 20-49, red below. */
const shade = (p: number) => (p >= 50 ? "text-green-400" : p >= 20 ? "text-yellow-300" : "text-red-400");

/** The comparison table: a row per radar stat, a column per player and one for the tier average. */
export function CompareTable({
  columns,
  average,
}: {
  columns: readonly TableColumn[];
  average: TableColumn;
}) {
  const all = [...columns, average];
  const colour = (index: number) => (index === columns.length ? AVERAGE_COLOUR : playerColour(index));
  return (
    <div className="overflow-x-auto rounded border border-line">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Stats and percentiles in the {average.tier} tier</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} left-0 z-10`}>
              Stat
            </th>
            {all.map((column, index) => (
              <th key={`${column.name}-${column.tier}`} scope="col" className={`${th} text-right`}>
                <span className="inline-flex items-center gap-1.5 normal-case">
                  <span
                    aria-hidden
                    className="size-2 rounded-full"
                    style={{ backgroundColor: colour(index) }}
                  />
                  {column.name}
                </span>
                <span className="block font-normal">{column.tier}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th
              scope="row"
              className={`${stickyName} border-line border-b px-2 py-1.5 text-left font-normal text-muted`}
            >
              MMR
            </th>
            {all.map((column) => (
              <td key={`${column.name}-${column.tier}`} className="border-line border-b px-2 text-right">
                <Stat
                  value={column.mmr === undefined ? "-" : formatMmr(column.mmr)}
                  tooltip={STAT_DESCRIPTIONS.mmr}
                />
              </td>
            ))}
          </tr>
          {COMPARE_STATS.map((key) => (
            <tr key={key} className="hover:bg-raised">
              <th
                scope="row"
                className={`${stickyName} border-line border-b px-2 py-1.5 text-left font-normal text-muted`}
              >
                {STAT_DISPLAY[key].label}
              </th>
              {all.map((column) => {
                const p = column.percentiles[key];
                return (
                  <td
                    key={`${column.name}-${column.tier}`}
                    className="whitespace-nowrap border-line border-b px-2 text-right"
                  >
                    <Stat
                      value={formatStat(key, column.stats[key])}
                      tooltip={`${STAT_DESCRIPTIONS[key]}: ${column.name}, percentile ${p} in ${average.tier}`}
                    />{" "}
                    <span
                      className={`num text-xs ${shade(p)}`}
                      title={`Percentile ${p} of 100 in ${average.tier}`}
                    >
                      ({p})
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
