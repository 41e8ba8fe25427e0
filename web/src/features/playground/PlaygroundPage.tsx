import { mean, median, type SeasonStatKey, TIER_NAMES, type TierName } from "@fragboard/core";
import { useEffect, useMemo } from "react";
import { preloadChartLibrary } from "../../components/ui/charts/Chart.js";
import { DensityChart } from "../../components/ui/charts/DensityChart.js";
import { EmptyChart } from "../../components/ui/charts/EmptyChart.js";
import { PlayerBars } from "../../components/ui/charts/PlayerBars.js";
import { NotLoaded } from "../../components/ui/NotLoaded.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { type ListedPlayer, statLines } from "../../lib/league/player-list.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { STAT_GROUPS, STAT_ROWS } from "../../lib/stat-groups.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";

const STAT_OPTIONS = STAT_GROUPS.flatMap((group) =>
  group.rows.map((row) => ({ value: row.key, label: row.label })),
);
const STAT_KEYS: readonly SeasonStatKey[] = STAT_OPTIONS.map((option) => option.value);
const ALL = "all";
type TierChoice = TierName | typeof ALL;
const TIER_OPTIONS: readonly { value: TierChoice; label: string }[] = [
  { value: ALL, label: "All tiers" },
  ...TIER_NAMES.map((tier) => ({ value: tier, label: tier })),
];
const TIER_VALUES = TIER_OPTIONS.map((option) => option.value);
/** How many players the top and bottom lists show. */
const EDGE = 10;
/** The stats whose formula has a negative term (design STATS.md); every other one is 0 or more. */
const CAN_BE_NEGATIVE: ReadonlySet<SeasonStatKey> = new Set(["impact", "hltvTwoPointO"]);

type Line = { player: ListedPlayer; tier: TierName; value: number };

/**
 * Playground: any season stat in any tier (`?stat=&tier=`), its distribution (density curves, one
 * per tier when all are shown), its spread in numbers, and the players at the top and the bottom.
 */
export default function PlaygroundPage() {
  const list = usePlayerList();
  useEffect(preloadChartLibrary, []);
  const [key, setKey] = useUrlChoice("stat", STAT_KEYS, "rating");
  const [tier, setTier] = useUrlChoice("tier", TIER_VALUES, ALL);
  const row = STAT_ROWS.get(key);
  const format = row?.format ?? String;
  const label = row?.label ?? key;

  const lines = useMemo((): Line[] => {
    if (list.status !== "success") return [];
    return list.players.flatMap((player) =>
      statLines(player)
        .filter((line) => tier === ALL || line.tier === tier)
        .map((line) => ({ player, tier: line.tier, value: line.stats[key] })),
    );
  }, [list, tier, key]);
  const ranked = useMemo(
    () => [...lines].sort((a, b) => b.value - a.value || a.player.name.localeCompare(b.player.name)),
    [lines],
  );
  const groups = useMemo(
    () =>
      TIER_NAMES.map((name) => ({
        name,
        colour: tierColour(name),
        points: lines.filter((l) => l.tier === name).map((l) => ({ player: l.player.name, value: l.value })),
      })),
    [lines],
  );

  const title = <PageTitle tab="Playground">Stats Playground</PageTitle>;
  if (list.status !== "success") {
    return (
      <>
        {title}
        <NotLoaded state={list} />
      </>
    );
  }
  const values = lines.map((l) => l.value);
  // A sub has a line in each tier he played in: the lines are the data, the players are counted once.
  const players = new Set(lines.map((l) => l.player.id)).size;
  const where = tier === ALL ? "all tiers" : tier;
  const bars = (shown: readonly Line[]) =>
    shown.map((l) => ({ player: l.player.name, value: l.value, colour: tierColour(l.tier) }));

  return (
    <>
      {title}
      <p className="mb-3 max-w-3xl text-muted text-sm">
        Pick a stat and a tier to see how the league's players spread over it: the curve is a kernel density
        estimate, each tick under it a player (hover or tap for who).
      </p>
      <section aria-label="Choices" className="mb-4 flex flex-wrap items-center gap-3">
        <SelectField label="Stat" value={key} options={STAT_OPTIONS} onChange={setKey} />
        <SelectField label="Tier" value={tier} options={TIER_OPTIONS} onChange={setTier} />
      </section>
      {lines.length === 0 ? (
        <EmptyChart>No player has stats in {where} this season yet.</EmptyChart>
      ) : (
        <>
          <p className="mb-2 text-sm" title={STAT_DESCRIPTIONS[key]}>
            <strong>{label}</strong> in {where}: {players} players
            {values.length > players && ` (${values.length} stat lines: a sub counts in each tier he played)`}{" "}
            · mean {format(mean(values))} · median {format(median(values))} · lowest{" "}
            {format(Math.min(...values))} · highest {format(Math.max(...values))}
          </p>
          <DensityChart
            label={`Distribution of ${label} in ${where}`}
            groups={groups}
            format={format}
            valueName={label}
            floor={CAN_BE_NEGATIVE.has(key) ? undefined : 0}
          />
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <Edge
              title={`Top ${Math.min(EDGE, ranked.length)}`}
              lines={ranked.slice(0, EDGE)}
              format={format}
            />
            <Edge
              title={`Bottom ${Math.min(EDGE, ranked.length)}`}
              lines={ranked.slice(-EDGE).reverse()}
              format={format}
            />
          </div>
          <h2 className="mt-4 font-semibold">Every player, highest first</h2>
          <PlayerBars
            label={`${label} of every player in ${where}, highest first`}
            bars={bars(ranked)}
            format={format}
            valueName={label}
            average={mean(values)}
          />
        </>
      )}
    </>
  );
}

function Edge({
  title,
  lines,
  format,
}: {
  title: string;
  lines: readonly Line[];
  format: (value: number) => string;
}) {
  return (
    <section aria-label={title} className="rounded border border-line bg-surface p-3">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <ol className="space-y-1 text-sm">
        {lines.map((line) => (
          <li key={`${line.player.name}-${line.tier}`} className="flex items-baseline gap-2">
            <SelectionLink
              to={`/players/${encodeURIComponent(line.player.name)}`}
              className="truncate hover:underline"
            >
              {line.player.name}
            </SelectionLink>
            <span className="text-xs" style={{ color: tierColour(line.tier) }}>
              {line.tier}
            </span>
            <span className="ml-auto font-mono tabular-nums">{format(line.value)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
