import { MATCH_TYPES } from "@fragboard/core";
import * as Switch from "@radix-ui/react-switch";
import { useId } from "react";
import { MATCH_TYPE_LABELS } from "../../lib/league/match-type-labels.js";
import { useSelection } from "../../lib/league/selection.js";
import { oneOf } from "../../lib/storage.js";

const selectClass = "h-8 w-full rounded border border-line bg-surface px-2 text-sm disabled:opacity-50";

/** The fields of the historical (beta) selector, shared by the desktop popover and the mobile menu. */
export function SelectionFields() {
  const selection = useSelection();
  const ids = { historical: useId(), season: useId(), matchType: useId() };
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={ids.historical}>
          Historical mode <span className="rounded bg-accent/20 px-1.5 text-accent text-xs">Beta</span>
        </label>
        <Switch.Root
          id={ids.historical}
          checked={selection.historical}
          onCheckedChange={selection.setHistorical}
          className="relative h-5 w-9 rounded-full bg-line data-[state=checked]:bg-accent"
        >
          <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-ink transition-transform data-[state=checked]:translate-x-[18px]" />
        </Switch.Root>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.season} className="text-muted">
          Season
        </label>
        <select
          id={ids.season}
          className={selectClass}
          disabled={!selection.historical}
          value={selection.season ?? ""}
          onChange={(event) => selection.setSeason(Number(event.target.value))}
        >
          {selection.seasons.map((season) => (
            <option key={season} value={season}>
              Season {season}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.matchType} className="text-muted">
          Match type
        </label>
        <select
          id={ids.matchType}
          className={selectClass}
          disabled={!selection.historical}
          value={selection.matchType}
          onChange={(event) => {
            const picked = oneOf(MATCH_TYPES)(event.target.value);
            if (picked) selection.setMatchType(picked);
          }}
        >
          {MATCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {MATCH_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <p className="text-muted text-xs">Historical mode also lists spectators.</p>
    </div>
  );
}
