import { lazy } from "react";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";
import { MATCH_TYPE_LABELS } from "../../lib/league/match-type-labels.js";
import { useSelection } from "../../lib/league/selection.js";

const load = () => import("./SelectionPopover.js");
const SelectionPopover = lazy(async () => ({ default: (await load()).SelectionPopover }));

/** Shows the season and match type every stats page uses; opens the historical selector. */
export function SelectionControl() {
  const { season, matchType, historical } = useSelection();
  const trigger = {
    className:
      "inline-flex h-8 items-center gap-2 rounded border border-line bg-surface px-2.5 text-xs hover:bg-raised",
    title: "Season and match type shown on every stats page",
    children: (
      <>
        {historical && <span className="size-1.5 rounded-full bg-accent" aria-hidden />}
        <span className="num">S{season ?? "…"}</span>
        <span className="text-muted">{MATCH_TYPE_LABELS[matchType]}</span>
        <span aria-hidden>▾</span>
      </>
    ),
  };
  return (
    <DeferredPopup kind="dialog" preload={load} trigger={trigger}>
      {() => <SelectionPopover trigger={trigger} />}
    </DeferredPopup>
  );
}
