import type { SeasonStatKey } from "@fragboard/core";
import { useMemo } from "react";
import { EmptyChart } from "../../components/ui/charts/EmptyChart.js";
import { ScatterFit } from "../../components/ui/charts/ScatterFit.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { STAT_GROUPS, STAT_ROWS } from "../../lib/stat-groups.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";
import { type ChartLine, linesByTier } from "./chart-data.js";
import { NO_MATCH } from "./chart-tabs.js";

const OPTIONS = STAT_GROUPS.flatMap((group) =>
  group.rows.map((row) => ({ value: row.key, label: row.label })),
);
const KEYS: readonly SeasonStatKey[] = OPTIONS.map((option) => option.value);

const axis = (key: SeasonStatKey) => {
  const row = STAT_ROWS.get(key);
  return { name: row?.label ?? key, format: row?.format ?? String };
};

/** Correlations by Tier: two chosen stats (`?x=&y=`) against each other, a fitted line and r per tier. */
export function CorrelationsTab({ lines }: { lines: readonly ChartLine[] }) {
  const [x, setX] = useUrlChoice("x", KEYS, "adr");
  const [y, setY] = useUrlChoice("y", KEYS, "rating");
  const tiers = useMemo(
    () =>
      linesByTier(lines).map((group) => ({
        name: group.tier,
        colour: tierColour(group.tier),
        points: group.lines.map((line) => ({ player: line.player.name, x: line.stats[x], y: line.stats[y] })),
      })),
    [lines, x, y],
  );
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-3">
        <SelectField label="X" value={x} options={OPTIONS} onChange={setX} />
        <SelectField label="Y" value={y} options={OPTIONS} onChange={setY} />
      </div>
      {tiers.length === 0 ? (
        <EmptyChart>{NO_MATCH}</EmptyChart>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {tiers.map((group) => (
            <section key={group.name} aria-label={`${group.name}: ${axis(x).name} against ${axis(y).name}`}>
              <h2 className="font-semibold text-sm" style={{ color: group.colour }}>
                {group.name}
              </h2>
              <ScatterFit
                label={`${axis(x).name} against ${axis(y).name} in ${group.name}`}
                groups={[group]}
                x={axis(x)}
                y={axis(y)}
              />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
