import { type ReactNode, useMemo, useState } from "react";
import { cx } from "../../components/ui/cx.js";
import { SortableHeader } from "../../components/ui/SortableHeader.js";
import { type SortDirection, type SortState, type SortValue, sortRows } from "../../lib/sort.js";

/** A column of a team-page table: what it shows, how it sorts, and what it means (header tooltip). */
export type DataColumn<R, K extends string> = {
  key: K;
  label: ReactNode;
  tooltip: string;
  value: (row: R) => SortValue;
  cell: (row: R) => ReactNode;
  /** The first column names the row (a row header); the others are figures, right-aligned. */
  first?: SortDirection;
  /** Hidden below a breakpoint (e.g. "hidden md:table-cell"). */
  className?: string;
};

/**
 * A table sortable by any column header (aria-sort on the header), its first column the row
 * header; wide tables scroll sideways inside their panel rather than widening the page.
 */
export function DataTable<R, K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  initialSort,
  rowClassName,
}: {
  caption: string;
  columns: readonly DataColumn<R, K>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  initialSort: SortState<K>;
  rowClassName?: (row: R) => string | false | undefined;
}) {
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort.key);
    return column ? sortRows(rows, column.value, sort.direction) : [...rows];
  }, [rows, columns, sort]);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <SortableHeader
                key={c.key}
                sortKey={c.key}
                sort={sort}
                onSort={setSort}
                firstDirection={c.first ?? (i === 0 ? "asc" : "desc")}
                align={i === 0 ? "left" : "right"}
                tooltip={c.tooltip}
                className={cx("px-2 py-1.5 font-semibold text-muted text-xs", c.className)}
              >
                {c.label}
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className={cx("border-line border-t", rowClassName?.(row))}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th
                    key={c.key}
                    scope="row"
                    className={cx("px-2 py-1.5 text-left font-normal", c.className)}
                  >
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={cx("px-2 py-1.5 text-right", c.className)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
