import { useVirtualizer } from "@tanstack/react-virtual";
import type { RefObject } from "react";

/**
 * Rows of a table that scrolls inside `scroller`, virtualised: only the rows near the visible part
 * are drawn, and two spacer heights (`padTop`, `padBottom`) keep the scroll bar true to the whole
 * list. Rows have a fixed height, so none is measured.
 */
export function useVirtualRows(count: number, rowHeight: number, scroller: RefObject<HTMLElement | null>) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const rows = virtualizer.getVirtualItems();
  return {
    rows,
    padTop: rows[0]?.start ?? 0,
    padBottom: virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0),
  };
}
