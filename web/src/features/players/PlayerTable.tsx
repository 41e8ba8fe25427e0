import type { SeasonStats } from "@fragboard/core";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ComponentProps, useRef } from "react";
import { Avatar } from "../../components/ui/Avatar.js";
import { cx } from "../../components/ui/cx.js";
import { SortableHeader } from "../../components/ui/SortableHeader.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierBar } from "../../components/ui/TierBar.js";
import { formatDecimal, formatFraction, formatInteger, formatMmr, formatPercent } from "../../lib/format.js";
import { playerHref, roleLabel, teamLabel } from "../../lib/league/player-labels.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import type { SortState, SortUpdate } from "../../lib/sort.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { type Figure, statFigure } from "./player-figures.js";
import { firstDirection, type SortKey } from "./player-sort.js";

const ROW_HEIGHT = 44;

const SHOWN_FROM = { sm: "hidden sm:table-cell", lg: "hidden lg:table-cell" } as const;

type Column = {
  header: string;
  sortKey: SortKey;
  /** What the column holds (header tooltip). */
  tooltip: string;
  /** Shown from this breakpoint up: narrow screens must fit the table without scrolling sideways. */
  from?: keyof typeof SHOWN_FROM;
  cell: (player: ListedPlayer) => Figure;
};

/** A column of the shown stat line. */
const statColumn = (
  header: string,
  sortKey: SortKey,
  tooltip: string,
  pick: (stats: SeasonStats) => number,
  format: (value: number | undefined) => string,
  from?: Column["from"],
): Column => ({
  header,
  sortKey,
  tooltip,
  from,
  cell: (player) => statFigure(player, pick, format, tooltip),
});

const NUMBER_COLUMNS: Column[] = [
  statColumn("Rating", "rating", STAT_DESCRIPTIONS.rating, (s) => s.rating, formatDecimal),
  {
    header: "HLTV",
    sortKey: "hltv",
    tooltip: STAT_DESCRIPTIONS.hltvTwoPointO,
    from: "lg",
    // The approximation is of the player's own tier's line only (docs/rules.md#player-list).
    cell: (p) => ({ value: formatDecimal(p.hltvTwoPointO), tooltip: STAT_DESCRIPTIONS.hltvTwoPointO }),
  },
  {
    header: "MMR",
    sortKey: "mmr",
    tooltip: STAT_DESCRIPTIONS.mmr,
    cell: (p) => ({ value: formatMmr(p.mmr), tooltip: STAT_DESCRIPTIONS.mmr }),
  },
  statColumn("Games", "games", STAT_DESCRIPTIONS.gameCount, (s) => s.gameCount, formatInteger, "sm"),
  statColumn("K/R", "kr", STAT_DESCRIPTIONS.kr, (s) => s.kr, formatDecimal, "lg"),
  statColumn(
    "ADR",
    "adr",
    STAT_DESCRIPTIONS.adr,
    (s) => s.adr,
    (n) => formatDecimal(n, 1),
    "lg",
  ),
  statColumn("KAST", "kast", STAT_DESCRIPTIONS.kast, (s) => s.kast, formatFraction, "lg"),
  statColumn("HS%", "hs", STAT_DESCRIPTIONS.hs, (s) => s.hs, formatPercent, "lg"),
];

const th = "sticky top-14 z-10 bg-raised px-2 py-2 font-semibold text-muted text-xs uppercase tracking-wide";

const TEAM_TOOLTIP = "Franchise prefix, or the player type without a team";
const ROLE_TOOLTIP = "Role from this season's stats";

/** A column header that sorts the list, texts A to Z first and figures highest first. */
const Header = (props: Omit<ComponentProps<typeof SortableHeader<SortKey>>, "firstDirection">) => (
  <SortableHeader {...props} firstDirection={firstDirection(props.sortKey)} />
);

/** The list view: a dense table whose header sticks under the nav; rows are virtualised. */
export function PlayerTable({
  players,
  sort,
  onSort,
}: {
  players: readonly ListedPlayer[];
  sort: SortState<SortKey>;
  onSort: (update: SortUpdate<SortKey>) => void;
}) {
  const sorting = { sort, onSort };
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
          <Header sortKey="name" className={cx(th, "rounded-tl")} {...sorting}>
            Player
          </Header>
          <Header sortKey="team" className={th} tooltip={TEAM_TOOLTIP} {...sorting}>
            Team
          </Header>
          <Header sortKey="tier" className={cx(th, "hidden md:table-cell")} {...sorting}>
            Tier
          </Header>
          <Header
            sortKey="role"
            className={cx(th, "hidden md:table-cell")}
            tooltip={ROLE_TOOLTIP}
            {...sorting}
          >
            Role
          </Header>
          {NUMBER_COLUMNS.map((column) => (
            <Header
              key={column.header}
              sortKey={column.sortKey}
              tooltip={column.tooltip}
              align="right"
              className={cx(th, column.from && SHOWN_FROM[column.from])}
              {...sorting}
            >
              {column.header}
            </Header>
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
                <SelectionLink
                  to={playerHref(player)}
                  className="flex items-center gap-2 font-medium hover:text-accent"
                >
                  <TierBar tier={player.tier.name} className="h-6" />
                  <Avatar src={player.avatarUrl} name={player.name} className="size-7" />
                  <span className="truncate">{player.name}</span>
                </SelectionLink>
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
                    column.from && SHOWN_FROM[column.from],
                  )}
                >
                  <Stat {...column.cell(player)} />
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
