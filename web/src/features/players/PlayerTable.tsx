import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/Avatar.js";
import { cx } from "../../components/ui/cx.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal, formatFraction, formatInteger, formatMmr, formatPercent } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { playerHref, roleLabel, teamLabel } from "./player-labels.js";

const ROW_HEIGHT = 44;

type Column = {
  header: string;
  tooltip: string;
  /** Hidden on narrow screens, where the table must fit without scrolling sideways. */
  wide?: boolean;
  cell: (player: ListedPlayer) => string;
};

const stat =
  (pick: (p: ListedPlayer) => number | undefined, format: (n: number | undefined) => string) =>
  (p: ListedPlayer) =>
    format(pick(p));
const shown = (p: ListedPlayer) => shownStats(p)?.stats;

const NUMBER_COLUMNS: Column[] = [
  { header: "Rating", tooltip: STAT_DESCRIPTIONS.rating, cell: stat((p) => shown(p)?.rating, formatDecimal) },
  {
    header: "HLTV",
    tooltip: STAT_DESCRIPTIONS.hltvTwoPointO,
    wide: true,
    cell: stat((p) => p.hltvTwoPointO, formatDecimal),
  },
  { header: "MMR", tooltip: STAT_DESCRIPTIONS.mmr, cell: (p) => formatMmr(p.mmr) },
  {
    header: "Games",
    tooltip: STAT_DESCRIPTIONS.gameCount,
    cell: stat((p) => shown(p)?.gameCount, formatInteger),
  },
  {
    header: "K/R",
    tooltip: STAT_DESCRIPTIONS.kr,
    wide: true,
    cell: stat((p) => shown(p)?.kr, formatDecimal),
  },
  {
    header: "ADR",
    tooltip: STAT_DESCRIPTIONS.adr,
    wide: true,
    cell: stat(
      (p) => shown(p)?.adr,
      (n) => formatDecimal(n, 1),
    ),
  },
  {
    header: "KAST",
    tooltip: STAT_DESCRIPTIONS.kast,
    wide: true,
    cell: stat((p) => shown(p)?.kast, formatFraction),
  },
  {
    header: "HS%",
    tooltip: STAT_DESCRIPTIONS.hs,
    wide: true,
    cell: stat((p) => shown(p)?.hs, formatPercent),
  },
];

const th =
  "sticky top-14 z-10 bg-raised px-2 py-2 text-left font-semibold text-muted text-xs uppercase tracking-wide";

/** The list view: a dense table whose header sticks under the nav; rows are virtualised. */
export function PlayerTable({ players }: { players: readonly ListedPlayer[] }) {
  const table = useRef<HTMLTableElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: players.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: table.current?.offsetTop ?? 0,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const padTop = first ? first.start - virtualizer.options.scrollMargin : 0;
  const padBottom = last ? virtualizer.getTotalSize() - (last.end - virtualizer.options.scrollMargin) : 0;

  return (
    <table ref={table} className="w-full border-separate border-spacing-0 text-sm">
      <thead>
        <tr>
          <th className={cx(th, "rounded-tl")}>Player</th>
          <th className={th}>Team</th>
          <th className={cx(th, "hidden md:table-cell")}>Tier</th>
          <th className={cx(th, "hidden md:table-cell")}>Role</th>
          {NUMBER_COLUMNS.map((column) => (
            <th
              key={column.header}
              title={column.tooltip}
              className={cx(th, "text-right", column.wide && "hidden lg:table-cell")}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
        {rows.map((row) => {
          const player = players[row.index];
          if (!player) return null;
          const team = teamLabel(player);
          return (
            <tr key={player.id} className="hover:bg-raised" style={{ height: ROW_HEIGHT }}>
              <td className="border-line border-b px-2">
                <Link
                  to={playerHref(player)}
                  className="flex items-center gap-2 font-medium hover:text-accent"
                >
                  <span
                    className="h-6 w-1 rounded"
                    style={{ backgroundColor: tierColour(player.tier.name) }}
                  />
                  <Avatar src={player.avatarUrl} name={player.name} className="size-7" />
                  <span className="truncate">{player.name}</span>
                </Link>
              </td>
              <td className="border-line border-b px-2 text-muted" title={team.long}>
                {team.short}
              </td>
              <td
                className="hidden border-line border-b px-2 md:table-cell"
                style={{ color: tierColour(player.tier.name) }}
              >
                {player.tier.name}
              </td>
              <td className="hidden border-line border-b px-2 md:table-cell">{roleLabel(player)}</td>
              {NUMBER_COLUMNS.map((column) => (
                <td
                  key={column.header}
                  className={cx(
                    "border-line border-b px-2 text-right",
                    column.wide && "hidden lg:table-cell",
                  )}
                >
                  <Stat value={column.cell(player)} tooltip={column.tooltip} />
                </td>
              ))}
            </tr>
          );
        })}
        {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
      </tbody>
    </table>
  );
}
