import { useRef } from "react";
import { cx } from "../../components/ui/cx.js";
import { SortableHeader } from "../../components/ui/SortableHeader.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierBar } from "../../components/ui/TierBar.js";
import { playerHref } from "../../lib/league/player-labels.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import type { SortState, SortUpdate } from "../../lib/sort.js";
import { useVirtualRows } from "../../lib/use-virtual-rows.js";
import { EXPORT_COLUMNS, type ExportSortKey, firstExportDirection } from "./export-columns.js";

const ROW_HEIGHT = 36;
const th = "sticky top-0 z-10 whitespace-nowrap bg-raised px-2 py-2 font-semibold text-muted text-xs";

/** The exporter's table: 600 px high, scrolling inside itself, header sticky, rows virtualised. */
export function ExportTable({
  players,
  sort,
  onSort,
}: {
  players: readonly ListedPlayer[];
  sort: SortState<ExportSortKey>;
  onSort: (update: SortUpdate<ExportSortKey>) => void;
}) {
  const scroller = useRef<HTMLElement>(null);
  const { rows, padTop, padBottom } = useVirtualRows(players.length, ROW_HEIGHT, scroller);
  const header = (key: ExportSortKey) => ({
    sortKey: key,
    sort,
    onSort,
    firstDirection: firstExportDirection(key),
  });

  return (
    // Keyboard users scroll it by tabbing through its header buttons and player links.
    <section
      ref={scroller}
      aria-label="Players with stats"
      className="h-[600px] overflow-auto rounded border border-line"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <SortableHeader {...header("name")} className={cx(th, "left-0 z-20")}>
              Player
            </SortableHeader>
            {EXPORT_COLUMNS.map((column) => (
              <SortableHeader
                key={column.key}
                {...header(column.key)}
                tooltip={column.tooltip}
                align={column.numeric ? "right" : "left"}
                className={th}
              >
                {column.header}
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {rows.map((row) => {
            const player = players[row.index];
            if (!player) return null;
            return (
              <tr key={player.id} className="group hover:bg-raised" style={{ height: ROW_HEIGHT }}>
                {/* Sticky like its header, so the name stays beside the stats scrolled to on a phone;
                    opaque (the row's hover colour included) so the cells scrolled under it do not show. */}
                <td className="sticky left-0 z-[1] whitespace-nowrap border-line border-b bg-bg px-2 group-hover:bg-raised">
                  <SelectionLink
                    to={playerHref(player)}
                    className="flex items-center gap-2 hover:text-accent"
                  >
                    <TierBar tier={player.tier.name} className="h-5" />
                    {player.name}
                  </SelectionLink>
                </td>
                {EXPORT_COLUMNS.map((column) => (
                  <td
                    key={column.key}
                    className={cx(
                      "whitespace-nowrap border-line border-b px-2",
                      column.numeric && "text-right",
                    )}
                  >
                    {column.numeric ? (
                      <Stat value={column.text(player)} tooltip={column.tooltip} />
                    ) : (
                      column.text(player)
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </tbody>
      </table>
    </section>
  );
}
