import { useMemo } from "react";
import { DensityChart } from "../../components/ui/charts/DensityChart.js";
import { EmptyChart } from "../../components/ui/charts/EmptyChart.js";
import { ScatterFit } from "../../components/ui/charts/ScatterFit.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { formatDecimal, formatMmr } from "../../lib/format.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";
import { type ChartLine, linesByTier, linesWithMmr } from "./chart-data.js";
import { NO_MATCH } from "./chart-tabs.js";

const formatRating = (v: number) => formatDecimal(v);
const NO_MMR = "No player in this selection has a released MMR yet.";

/** Why nothing is drawn: the filters left nobody, or nobody left has an MMR to plot. */
const emptyReason = (lines: readonly ChartLine[]) => (lines.length === 0 ? NO_MATCH : NO_MMR);

/** MMR and Rating by Tier: each player's MMR against his rating, a fitted line and r per tier. */
export function MmrRatingTab({ lines }: { lines: readonly ChartLine[] }) {
  const groups = useMemo(
    () =>
      linesByTier(linesWithMmr(lines)).map((group) => ({
        name: group.tier,
        colour: tierColour(group.tier),
        points: group.lines.map((line) => ({ player: line.player.name, x: line.mmr, y: line.stats.rating })),
      })),
    [lines],
  );
  if (groups.length === 0) return <EmptyChart>{emptyReason(lines)}</EmptyChart>;
  return (
    <ScatterFit
      label="MMR against rating, by tier"
      groups={groups}
      x={{ name: "MMR", format: formatMmr }}
      y={{ name: "Rating", format: formatRating }}
      className="h-[28rem] w-full"
    />
  );
}

const CURVES = [
  { value: "mmr", label: "MMR" },
  { value: "rating", label: "Rating" },
] as const;
type Curve = (typeof CURVES)[number]["value"];
const CURVE_VALUES: readonly Curve[] = CURVES.map((c) => c.value);

/** Distribution Curves: the density of MMR (or rating) in each tier, how far the tiers overlap. */
export function DistributionTab({ lines }: { lines: readonly ChartLine[] }) {
  const [curve, setCurve] = useUrlChoice("curve", CURVE_VALUES, "mmr");
  const groups = useMemo(() => {
    const source = curve === "mmr" ? linesWithMmr(lines) : lines.filter((line) => line.primary);
    return linesByTier(source).map((group) => ({
      name: group.tier,
      colour: tierColour(group.tier),
      points: group.lines.map((line) => ({
        player: line.player.name,
        value: curve === "mmr" ? (line.player.mmr ?? 0) : line.stats.rating,
      })),
    }));
  }, [lines, curve]);
  const label = curve === "mmr" ? "MMR" : "Rating";
  return (
    <>
      <div className="mb-2">
        <SelectField label="Curve of" value={curve} options={CURVES} onChange={setCurve} />
      </div>
      {groups.length === 0 ? (
        <EmptyChart>{curve === "mmr" ? emptyReason(lines) : NO_MATCH}</EmptyChart>
      ) : (
        <DensityChart
          label={`Distribution of ${label} by tier`}
          groups={groups}
          format={curve === "mmr" ? formatMmr : formatRating}
          valueName={label}
          floor={0}
          className="h-[26rem] w-full"
        />
      )}
    </>
  );
}
