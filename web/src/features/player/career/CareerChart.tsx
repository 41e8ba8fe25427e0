import { CAREER_ROLLING_MAPS, type PlayerCareerResponse, rollingMean } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../../components/ui/charts/Chart.js";
import {
  CHART_AXIS,
  escapeHtml,
  itemTooltip,
  type TooltipItem,
} from "../../../components/ui/charts/chart-theme.js";
import { formatDate, formatDecimal } from "../../../lib/format.js";
import { mapName } from "../../../lib/league/map-name.js";

const RATING = "#f59e0b";
const ROLLING = "#38bdf8";
const HISTORY = "#a855f7";
/** A point's date and what it is: a map and its rating, or a team history entry. */
function describe(item: TooltipItem): string {
  const [date, rating] = Array.isArray(item.value) ? (item.value as [string, number]) : ["", 0];
  const what = escapeHtml(item.name ?? "");
  return item.seriesName === "Team history"
    ? `${formatDate(date)}: ${what}`
    : `${what}<br/>${formatDate(date)}: rating ${formatDecimal(rating)}`;
}

const HISTORY_LABELS = {
  SIGN: "Signed",
  CUT: "Cut",
  SUB: "Sub",
  DRAFT: "Drafted",
  PROMOTE: "Promoted",
  RELEASE: "Released",
};

/**
 * His rating of every map across seasons on a time axis (docs/rules.md#career), its rolling mean
 * over the last CAREER_ROLLING_MAPS maps, each season's start marked, and his team history
 * (sign, cut, sub, draft...) as points on the same timeline.
 */
export function CareerChart({ career }: { career: PlayerCareerResponse }) {
  const { points, seasons, history } = career;
  const rolling = useMemo(
    () =>
      rollingMean(
        points.map((p) => p.rating),
        CAREER_ROLLING_MAPS,
      ),
    [points],
  );
  const top = useMemo(() => Math.max(2, ...points.map((p) => p.rating)) + 0.1, [points]);
  const option = useMemo(
    (): ChartOption => ({
      animation: false,
      tooltip: itemTooltip(describe),
      grid: { left: 40, right: 16, top: 24, bottom: 28 },
      xAxis: { type: "time", ...CHART_AXIS },
      yAxis: { type: "value", min: 0, max: Math.ceil(top * 10) / 10, ...CHART_AXIS },
      series: [
        {
          type: "scatter",
          name: "Rating",
          symbolSize: 5,
          itemStyle: { color: RATING, opacity: 0.7 },
          data: points.map((p) => ({
            value: [p.playedAt, p.rating],
            name: `S${p.season} ${p.matchDay} ${mapName(p.mapName)}`,
          })),
          markLine: {
            symbol: "none",
            silent: true,
            lineStyle: { color: "#8b95a7", type: "dashed" },
            label: { color: "#8b95a7", formatter: "{b}", position: "insideEndTop" },
            data: seasons.map((s) => ({ name: `S${s.number}`, xAxis: s.startDate })),
          },
        },
        {
          type: "line",
          name: `Rolling mean (${CAREER_ROLLING_MAPS} maps)`,
          showSymbol: false,
          lineStyle: { color: ROLLING, width: 2 },
          itemStyle: { color: ROLLING },
          data: points.map((p, i) => [p.playedAt, rolling[i] ?? 0]),
          tooltip: { show: false },
        },
        {
          type: "scatter",
          name: "Team history",
          symbol: "diamond",
          symbolSize: 11,
          itemStyle: { color: HISTORY },
          data: history.map((h) => ({ value: [h.dateCreated, top - 0.05], name: h.value })),
        },
      ],
    }),
    [points, seasons, history, rolling, top],
  );
  if (points.length === 0) return <p className="text-muted text-sm">No maps to chart yet.</p>;
  return (
    <Chart
      label="His rating map by map across seasons, with a rolling mean and his team history"
      option={option}
      className="h-72 w-full"
      legend={[
        { name: "Rating per map", colour: RATING },
        { name: `Rolling mean of ${CAREER_ROLLING_MAPS} maps`, colour: ROLLING },
        { name: "Team history", colour: HISTORY },
      ]}
      alternative={
        <>
          <table>
            <caption>Rating per map</caption>
            <thead>
              <tr>
                <th>Date</th>
                <th>Season and day</th>
                <th>Map</th>
                <th>Rating</th>
                <th>Rolling mean</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={p.matchId}>
                  <td>{formatDate(p.playedAt)}</td>
                  <td>
                    S{p.season} {p.matchDay}
                  </td>
                  <td>{mapName(p.mapName)}</td>
                  <td>{formatDecimal(p.rating)}</td>
                  <td>{formatDecimal(rolling[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label="Team history">
            {history.map((h) => (
              <li key={`${h.dateCreated}-${h.value}`}>
                {formatDate(h.dateCreated)}: {HISTORY_LABELS[h.changeType]}, {h.value}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
