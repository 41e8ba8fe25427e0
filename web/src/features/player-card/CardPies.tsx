import type { SeasonStats } from "@fragboard/core";
import { useMemo } from "react";
import { Chart, type ChartOption } from "../../components/ui/charts/Chart.js";

/** A slice's value is already rounded the way its label should read. */
type Slice = { name: string; value: number; colour: string };

function pie(title: string, slices: readonly Slice[]): ChartOption {
  return {
    animation: false,
    title: {
      text: title,
      left: "center",
      top: 0,
      textStyle: { color: "#8b95a7", fontSize: 13, fontWeight: "normal" },
    },
    series: [
      {
        type: "pie",
        radius: ["38%", "68%"],
        center: ["50%", "56%"],
        label: { color: "#e6e9ef", fontSize: 12, formatter: "{b} {c}" },
        labelLine: { length: 6, length2: 6 },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.colour } })),
      },
    ],
  };
}

function Pie({ title, slices }: { title: string; slices: readonly Slice[] }) {
  const option = useMemo(() => pie(title, slices), [title, slices]);
  return (
    <Chart
      label={title}
      option={option}
      className="h-[150px] w-full"
      alternative={slices.map((s) => `${s.name} ${s.value}`).join(", ")}
    />
  );
}

const twoDp = (value: number) => Math.round(value * 100) / 100;

/** Side ratings and kills / assists / deaths as two doughnuts (docs/rules.md#player-card-facts). */
export function CardPies({ stats }: { stats: SeasonStats }) {
  const { ctRating, TRating, kills, assists, deaths } = stats;
  const sides = useMemo(
    (): Slice[] => [
      { name: "CT", value: twoDp(ctRating), colour: "#38bdf8" },
      { name: "T", value: twoDp(TRating), colour: "#f59e0b" },
    ],
    [ctRating, TRating],
  );
  const kad = useMemo(
    (): Slice[] => [
      { name: "K", value: kills, colour: "#22c55e" },
      { name: "A", value: assists, colour: "#a855f7" },
      { name: "D", value: deaths, colour: "#ef4444" },
    ],
    [kills, assists, deaths],
  );
  return (
    <>
      <Pie title="Side rating" slices={sides} />
      <Pie title="Kills / Assists / Deaths" slices={kad} />
    </>
  );
}
