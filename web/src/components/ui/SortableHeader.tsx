import type { ReactNode } from "react";
import { nextSort, type SortDirection, type SortState, type SortUpdate } from "../../lib/sort.js";
import { cx } from "./cx.js";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const ARROWS = { asc: "▲", desc: "▼" } as const;

/**
 * A table header cell that sorts its table: a button inside the `th` (so it works with the
 * keyboard) and `aria-sort` on the `th` saying how the table is sorted now. Clicking the sorted
 * column flips its direction; another column starts from `firstDirection` (default: highest
 * first for numbers; pass "asc" for texts).
 */
export function SortableHeader<K extends string>({
  sortKey,
  sort,
  onSort,
  children,
  tooltip,
  firstDirection = "desc",
  align = "left",
  className,
}: {
  sortKey: K;
  sort: SortState<K>;
  onSort: (update: SortUpdate<K>) => void;
  children: ReactNode;
  /** What the column holds. */
  tooltip?: string;
  firstDirection?: SortDirection;
  align?: "left" | "right";
  className?: string;
}) {
  const active = sort.key === sortKey;
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA_SORT[sort.direction] : "none"}
      title={tooltip}
      className={cx(align === "right" ? "text-right" : "text-left", className)}
    >
      <button
        type="button"
        onClick={() => onSort((current) => nextSort(current, sortKey, firstDirection))}
        className={cx(
          // A label stays on one line ("W-L" broke at its hyphen at 320 px): the table scrolls in its box.
          "inline-flex items-center gap-1 whitespace-nowrap uppercase tracking-wide hover:text-ink",
          align === "right" && "flex-row-reverse",
          active && "text-ink",
        )}
      >
        {children}
        <span aria-hidden className={cx("text-[9px]", !active && "opacity-30")}>
          {active ? ARROWS[sort.direction] : "↕"}
        </span>
      </button>
    </th>
  );
}
