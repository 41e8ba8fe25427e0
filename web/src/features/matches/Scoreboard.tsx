import type { MatchMap, MatchPlayer } from "@fragboard/core";
import { memo, useMemo, useState } from "react";
import { cx } from "../../components/ui/cx.js";
import { SortableHeader } from "../../components/ui/SortableHeader.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal, formatFraction, formatInteger } from "../../lib/format.js";
import { headshotPercent } from "../../lib/league/box-score.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { type SortState, type SortValue, sortRows } from "../../lib/sort.js";

/**
 * Both teams' scoreboards of one map, every field of the spec's scoreboard entity
 * (docs/stats.md#per-map-lines), sorted by any column (both tables together). Rounds won and
 * lost (RF, RA) and the start side are the team's: they head its table.
 */

type Column = {
  key: string;
  label: string;
  tooltip: string;
  value: (p: MatchPlayer) => SortValue;
  show: (p: MatchPlayer) => string;
};

const int = (value: number) => formatInteger(value);
const COLUMNS: Column[] = [
  { key: "kills", label: "K", tooltip: "Kills", value: (p) => p.kills, show: (p) => int(p.kills) },
  { key: "deaths", label: "D", tooltip: "Deaths", value: (p) => p.deaths, show: (p) => int(p.deaths) },
  { key: "assists", label: "A", tooltip: "Assists", value: (p) => p.assists, show: (p) => int(p.assists) },
  {
    key: "diff",
    label: "+/-",
    tooltip: "Kills minus deaths",
    value: (p) => p.kills - p.deaths,
    show: (p) => `${p.kills - p.deaths > 0 ? "+" : ""}${p.kills - p.deaths}`,
  },
  {
    key: "damage",
    label: "DMG",
    tooltip: "Damage dealt to enemies",
    value: (p) => p.damage,
    show: (p) => int(p.damage),
  },
  {
    key: "adr",
    label: "ADR",
    tooltip: "Damage per round",
    value: (p) => p.adr,
    show: (p) => formatDecimal(p.adr, 1),
  },
  {
    key: "kast",
    label: "KAST",
    tooltip: "Rounds with a kill, assist, survival or traded death",
    value: (p) => p.kast,
    show: (p) => formatFraction(p.kast, 0),
  },
  {
    key: "hs",
    label: "HS%",
    tooltip: "Headshot kills / kills (count in the tooltip of each cell)",
    value: (p) => headshotPercent(p),
    show: (p) => `${headshotPercent(p)}%`,
  },
  {
    key: "impact",
    label: "Impact",
    tooltip: "Impact rating",
    value: (p) => p.impactRating,
    show: (p) => formatDecimal(p.impactRating),
  },
  {
    key: "ct",
    label: "CT",
    tooltip: "Rating on CT side",
    value: (p) => p.ctRating,
    show: (p) => formatDecimal(p.ctRating),
  },
  {
    key: "t",
    label: "T",
    tooltip: "Rating on T side",
    value: (p) => p.TRating,
    show: (p) => formatDecimal(p.TRating),
  },
  { key: "fk", label: "FK", tooltip: "Opening kills", value: (p) => p.ok, show: (p) => int(p.ok) },
  { key: "fd", label: "FD", tooltip: "Opening deaths", value: (p) => p.ol, show: (p) => int(p.ol) },
  { key: "fa", label: "FA", tooltip: "Flash assists", value: (p) => p.FAss, show: (p) => int(p.FAss) },
  { key: "ef", label: "EF", tooltip: "Enemies flashed", value: (p) => p.ef, show: (p) => int(p.ef) },
  { key: "ud", label: "UD", tooltip: "Utility damage", value: (p) => p.utilDmg, show: (p) => int(p.utilDmg) },
  ...([1, 2, 3, 4, 5] as const).map(
    (n): Column => ({
      key: `cl${n}`,
      label: `1v${n}`,
      tooltip: `Clutches won against ${n}`,
      value: (p) => p[`cl_${n}`],
      show: (p) => int(p[`cl_${n}`]),
    }),
  ),
  {
    key: "rating",
    label: "Rating",
    tooltip: "Rating on this map",
    value: (p) => p.rating,
    show: (p) => formatDecimal(p.rating),
  },
];

const BY_RATING: SortState<string> = { key: "rating", direction: "desc" };
const cell = "px-1.5 py-1 text-right";

/** Memoised: pinning a round re-renders the page around its ten rows and more columns. */
export const Scoreboard = memo(function Scoreboard({
  map,
  order,
}: {
  map: MatchMap;
  order: readonly [0 | 1, 0 | 1];
}) {
  const [sort, setSort] = useState(BY_RATING);
  const column = COLUMNS.find((c) => c.key === sort.key) ?? COLUMNS[COLUMNS.length - 1];
  const tables = useMemo(
    () =>
      order.map((team) => ({
        team,
        players: sortRows(
          map.players.filter((p) => p.team === team),
          (p) => (sort.key === "name" ? p.name : column?.value(p)),
          sort.direction,
        ),
      })),
    [map, order, sort, column],
  );
  return (
    <div className="grid gap-4">
      {tables.map(({ team, players }) => {
        const line = map.teams[team];
        return (
          <div key={team} className="overflow-x-auto rounded-md border border-line">
            <table className="w-full border-collapse text-sm">
              <caption className="bg-raised px-3 py-2 text-left font-semibold">
                {line.name}{" "}
                <span className="font-normal text-muted text-xs">
                  <Stat value={`${line.score}`} tooltip="Rounds won (RF)" /> rounds won,{" "}
                  <Stat value={`${map.teams[team === 0 ? 1 : 0].score}`} tooltip="Rounds lost (RA)" /> lost ·
                  started {line.startSide}
                </span>
              </caption>
              <thead className="text-muted text-xs">
                <tr>
                  <SortableHeader
                    sortKey="name"
                    sort={sort}
                    onSort={setSort}
                    firstDirection="asc"
                    tooltip="Player"
                    className="sticky left-0 bg-surface px-2 py-1"
                  >
                    Player
                  </SortableHeader>
                  {COLUMNS.map((c) => (
                    <SortableHeader
                      key={c.key}
                      sortKey={c.key}
                      sort={sort}
                      onSort={setSort}
                      tooltip={c.tooltip}
                      align="right"
                      className={cell}
                    >
                      {c.label}
                    </SortableHeader>
                  ))}
                </tr>
              </thead>
              <tbody>
                {players.map((p) => (
                  <tr key={p.steam64Id} className="border-line border-t hover:bg-raised/50">
                    <th scope="row" className="sticky left-0 bg-surface px-2 py-1 text-left font-normal">
                      <SelectionLink
                        to={playerPath(p.name)}
                        className="whitespace-nowrap hover:text-accent hover:underline"
                      >
                        {p.name}
                      </SelectionLink>
                    </th>
                    {COLUMNS.map((c) => (
                      <td key={c.key} className={cx(cell, c.key === "rating" && "font-semibold")}>
                        <Stat
                          value={c.show(p)}
                          tooltip={c.key === "hs" ? `${p.hs} headshot kills of ${p.kills}` : c.tooltip}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
});
