import { lazy } from "react";
import { cx } from "./cx.js";
import { DeferredPopup } from "./DeferredPopup.js";
import type { MultiSelectOption } from "./MultiSelectMenu.js";

export type { MultiSelectOption };

const load = () => import("./MultiSelectMenu.js");
const MultiSelectMenu = lazy(async () => ({ default: (await load()).MultiSelectMenu }));

/** A keyboard-usable checkbox menu; nothing selected means "no filter". */
export function MultiSelect<T extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly MultiSelectOption<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  // Typed over strings: the lazily loaded menu cannot stay generic through React.lazy.
  const toggle = (value: string) =>
    onChange(
      selected.some((v) => v === value)
        ? selected.filter((v) => v !== value)
        : options.map((o) => o.value).filter((v) => v === value || selected.includes(v)),
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
          clear={() => onChange([])}
          trigger={trigger}
          openedBy={openedBy}
        />
      )}
    </DeferredPopup>
  );
}
