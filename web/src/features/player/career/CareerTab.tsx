import { type CareerRow, careerExtremes } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo } from "react";
import { cx } from "../../../components/ui/cx.js";
import { InlineLoading } from "../../../components/ui/InlineLoading.js";
import { LoadError } from "../../../components/ui/LoadError.js";
import { Stat } from "../../../components/ui/Stat.js";
import { TierTag } from "../../../components/ui/TierTag.js";
import { formatDecimal, formatFraction, formatInteger } from "../../../lib/format.js";
import { MATCH_TYPE_LABELS } from "../../../lib/league/match-type-labels.js";
import { roleLabelOf } from "../../../lib/league/role-label.js";
import { playerCareerQuery } from "../../../lib/queries/player-depth.js";

// The chart library loads with the tab's chart, not with the page.
const CareerChart = lazy(async () => ({ default: (await import("./CareerChart.js")).CareerChart }));

const th = "sticky top-0 bg-raised px-2 py-2 font-semibold text-muted text-xs";
const thNumber = cx(th, "text-right");
const td = "px-2 py-1.5 text-right";

/** K/D with a deathless player counted as one death, as the leaderboards do. */
const kd = (row: CareerRow) => row.stats.kills / Math.max(1, row.stats.deaths);

/**
 * Every season of his (docs/rules.md#career): one row per season, tier and match type, his best
 * and worst season by rating among those with enough maps, and the chart of every map he played.
 */
export function CareerTab({ steam64Id, name }: { steam64Id: string; name: string }) {
  const career = useQuery(playerCareerQuery(steam64Id));
  const extremes = useMemo(() => careerExtremes(career.data?.rows ?? []), [career.data]);
  if (career.isPending) return <InlineLoading what="his career" />;
  if (career.isError) return <LoadError error={career.error} onRetry={() => void career.refetch()} />;
  const { rows } = career.data;
  if (rows.length === 0)
    return <p className="py-8 text-center text-muted">{name} has no stats in any season yet.</p>;
  const mark = (i: number) => (i === extremes.best ? "best" : i === extremes.worst ? "worst" : undefined);
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="px-3 py-2 text-left text-muted text-xs">
            Best and worst season by rating among rows of 3 maps or more.
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cx(th, "text-left")}>
                Season
              </th>
              <th scope="col" className={cx(th, "text-left")}>
                Tier
              </th>
              <th scope="col" className={cx(th, "text-left")}>
                Type
              </th>
              <th scope="col" className={cx(th, "text-left")}>
                Team
              </th>
              <th scope="col" className={thNumber} title="Maps played">
                Games
              </th>
              <th scope="col" className={thNumber} title="League rating (HLTV 1.0 form)">
                Rating
              </th>
              <th scope="col" className={thNumber} title="HLTV 2.0 approximation">
                HLTV
              </th>
              <th scope="col" className={thNumber} title="Damage per round">
                ADR
              </th>
              <th scope="col" className={thNumber} title="Rounds with a kill, assist, survival or trade">
                KAST
              </th>
              <th scope="col" className={thNumber} title="Kills per death">
                K/D
              </th>
              <th scope="col" className={cx(th, "text-left")}>
                Role
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const marked = mark(i);
              return (
                <tr
                  key={`${row.season}-${row.tier}-${row.matchType}`}
                  className={cx(
                    "border-line border-t",
                    marked === "best" && "bg-good/10",
                    marked === "worst" && "bg-bad/10",
                  )}
                >
                  <th scope="row" className="px-2 py-1.5 text-left font-semibold">
                    S{row.season}
                    {marked && (
                      <span
                        className={cx(
                          "ml-2 rounded px-1 font-normal text-xs",
                          marked === "best" ? "bg-good/30" : "bg-bad/30",
                        )}
                      >
                        {marked === "best" ? "Best" : "Worst"}
                      </span>
                    )}
                  </th>
                  <td className="px-2 py-1.5">
                    <TierTag tier={row.tier} />
                  </td>
                  <td className="px-2 py-1.5">{MATCH_TYPE_LABELS[row.matchType]}</td>
                  <td className="max-w-40 truncate px-2 py-1.5">{row.team ?? "–"}</td>
                  <td className={td}>
                    <Stat value={formatInteger(row.stats.gameCount)} tooltip="Maps played" />
                  </td>
                  <td className={cx(td, "font-semibold")}>
                    <Stat value={formatDecimal(row.stats.rating)} tooltip="Rating over the row's maps" />
                  </td>
                  <td className={td}>
                    <Stat
                      value={`~${formatDecimal(row.stats.hltvTwoPointO)}`}
                      tooltip="HLTV 2.0 approximation"
                    />
                  </td>
                  <td className={td}>
                    <Stat value={formatDecimal(row.stats.adr, 1)} tooltip="Damage per round" />
                  </td>
                  <td className={td}>
                    <Stat value={formatFraction(row.stats.kast)} tooltip="KAST" />
                  </td>
                  <td className={td}>
                    <Stat
                      value={formatDecimal(kd(row))}
                      tooltip={`${row.stats.kills} kills, ${row.stats.deaths} deaths`}
                    />
                  </td>
                  <td className="px-2 py-1.5">{roleLabelOf(row.role)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <section
        aria-labelledby="career-chart-heading"
        className="rounded-md border border-line bg-surface p-3"
      >
        <h2
          id="career-chart-heading"
          className="mb-2 font-semibold text-muted text-xs uppercase tracking-wide"
        >
          Rating map by map
        </h2>
        <Suspense fallback={<InlineLoading what="the career chart" />}>
          <CareerChart career={career.data} />
        </Suspense>
      </section>
    </div>
  );
}
