import { COMPETITIVE_MAPS, MATCH_TYPES, type MatchType, type PlayerStatsResponse } from "@fragboard/core";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/Button.js";
import { cx } from "../../../components/ui/cx.js";
import { SelectField } from "../../../components/ui/SelectField.js";
import { mapName } from "../../../lib/league/map-name.js";
import { MATCH_TYPE_LABELS } from "../../../lib/league/match-type-labels.js";
import type { MapFilter } from "../../../lib/queries/player-depth.js";

const ALL = "";
/** Under this many maps a figure says little (the same 3 as the minimum-games rule). */
export const THIN_MAPS = 3;

type Props = {
  filter: MapFilter;
  active: boolean;
  onChange: (changes: Partial<Record<keyof MapFilter, string | undefined>>) => void;
  onClear: () => void;
  matchType: MatchType;
  onMatchType: (matchType: MatchType) => void;
  /** The scope's answer: its filter options and how many maps the filter keeps; undefined while loading. */
  answer: PlayerStatsResponse | undefined;
};

/**
 * The player page's filter bar (docs/stats.md#filtered-stats): map, side, opponent, match days,
 * match type and result, each written to the address; every stat tab below shows the kept maps.
 */
export function FilterBar({ filter, active, onChange, onClear, matchType, onMatchType, answer }: Props) {
  // On a phone the seven fields would push the tabs a screen down: they fold behind a button.
  const [shown, setShown] = useState(false);
  const fieldsId = useId();
  const days = answer?.options.matchDays ?? [];
  const opponents = answer?.options.opponents ?? [];
  // A value in the address that the scope does not offer (another season's team) stays selectable.
  type Option = { value: string; label: string };
  const withCurrent = (options: Option[], value: string | undefined, label: string): Option[] =>
    value && !options.some((o) => o.value === value) ? [...options, { value, label }] : options;
  return (
    <section aria-label="Filter his maps" className="grid gap-2 rounded-md border border-line bg-surface p-3">
      <Button
        className="justify-self-start sm:hidden"
        aria-expanded={shown}
        aria-controls={fieldsId}
        onClick={() => setShown(!shown)}
      >
        Filters{active ? ` (${Object.keys(filter).length})` : ""} {shown ? "▴" : "▾"}
      </Button>
      <div
        id={fieldsId}
        className={cx("flex-wrap items-center gap-x-4 gap-y-2 sm:flex", shown ? "flex" : "hidden")}
      >
        <SelectField
          label="Map"
          value={filter.map ?? ALL}
          options={withCurrent(
            [
              { value: ALL, label: "All maps" },
              ...COMPETITIVE_MAPS.map((m) => ({ value: m, label: mapName(m) })),
            ],
            filter.map,
            mapName(filter.map ?? ""),
          )}
          onChange={(map) => onChange({ map })}
        />
        <SelectField
          label="Side"
          value={filter.side ?? ALL}
          options={[
            { value: ALL, label: "Both" },
            { value: "CT", label: "CT" },
            { value: "T", label: "T" },
          ]}
          onChange={(side) => onChange({ side })}
        />
        <SelectField
          label="Opponent"
          value={filter.opponent ?? ALL}
          options={withCurrent(
            [{ value: ALL, label: "Any team" }, ...opponents.map((o) => ({ value: o.id, label: o.name }))],
            filter.opponent,
            filter.opponent ?? "",
          )}
          onChange={(opponent) => onChange({ opponent })}
        />
        <SelectField
          label="From"
          value={filter.from ?? ALL}
          options={withCurrent(
            [{ value: ALL, label: "First day" }, ...days.map((d) => ({ value: d, label: d }))],
            filter.from,
            filter.from ?? "",
          )}
          onChange={(from) => onChange({ from })}
        />
        <SelectField
          label="To"
          value={filter.to ?? ALL}
          options={withCurrent(
            [{ value: ALL, label: "Last day" }, ...days.map((d) => ({ value: d, label: d }))],
            filter.to,
            filter.to ?? "",
          )}
          onChange={(to) => onChange({ to })}
        />
        <SelectField
          label="Result"
          value={filter.result ?? ALL}
          options={[
            { value: ALL, label: "Any" },
            { value: "won", label: "Won maps" },
            { value: "lost", label: "Lost maps" },
          ]}
          onChange={(result) => onChange({ result })}
        />
        <SelectField
          label="Match type"
          value={matchType}
          options={MATCH_TYPES.map((t) => ({ value: t, label: MATCH_TYPE_LABELS[t] }))}
          onChange={onMatchType}
        />
        <Button variant="ghost" disabled={!active} onClick={onClear}>
          Clear filters
        </Button>
      </div>
      <MapsLeft answer={answer} active={active} side={filter.side} />
    </section>
  );
}

function MapsLeft({
  answer,
  active,
  side,
}: {
  answer: PlayerStatsResponse | undefined;
  active: boolean;
  side: MapFilter["side"];
}) {
  if (!answer) return <p className="text-muted text-xs">Counting his maps…</p>;
  const { maps } = answer;
  return (
    <p role="status" className="text-sm">
      <span className="font-semibold">{maps}</span> {maps === 1 ? "map" : "maps"}
      {active ? " match these filters" : " in this season, match type and tier"}
      {side && `, ${side} rounds only`}
      {active && maps > 0 && maps < THIN_MAPS && (
        <span className="ml-2 text-accent">⚠ Fewer than {THIN_MAPS} maps: these figures are thin.</span>
      )}
    </p>
  );
}
