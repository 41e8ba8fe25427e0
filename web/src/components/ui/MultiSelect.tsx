import { lazy } from "react";
import { cx } from "./cx.js";
import { DeferredPopup } from "./DeferredPopup.js";
import type { MultiSelectOption } from "./MultiSelectMenu.js";

export type { MultiSelectOption };

const load = () => import("./MultiSelectMenu.js");
const MultiSelectMenu = lazy(async () => ({ default: (await load()).MultiSelectMenu }));

/** A change of the selection, applied to the selection as it is when it lands. */
export type SelectionUpdate<T extends string> = (current: readonly T[]) => T[];

/**
 * A keyboard-usable checkbox menu; nothing selected means "no filter". Ticks are handed over as
 * updates, not lists: two ticks before the page re-renders (an address change commits in a
 * transition) must both count, so neither may start from the selection last drawn.
 */
export function MultiSelect<T extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly MultiSelectOption<T>[];
  selected: readonly T[];
  onChange: (update: SelectionUpdate<T>) => void;
}) {
  // Typed over strings: the lazily loaded menu cannot stay generic through React.lazy.
  const toggle = (value: string) =>
    onChange((current) =>
      current.some((v) => v === value)
        ? current.filter((v) => v !== value)
        : options.map((o) => o.value).filter((v) => v === value || current.includes(v)),
    );
  const trigger = {
    className: cx(
      "inline-flex h-8 items-center gap-2 rounded border bg-surface px-3 text-sm hover:bg-raised",
      selected.length > 0 ? "border-accent" : "border-line",
    ),
    children: (
      <>
        <span className="text-muted">{label}:</span>{" "}
        {selected.length === 0 ? "All" : `${selected.length} selected`} <span aria-hidden>▾</span>
      </>
    ),
  };
  return (
    <DeferredPopup kind="menu" preload={load} trigger={trigger}>
      {(openedBy) => (
        <MultiSelectMenu
          options={options}
          selected={selected}
          toggle={toggle}
          clear={() => onChange(() => [])}
          trigger={trigger}
          openedBy={openedBy}
        />
      )}
    </DeferredPopup>
  );
}
