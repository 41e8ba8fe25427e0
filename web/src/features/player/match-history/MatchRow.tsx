import { clutchPoints } from "@fragboard/core";
import { useId, useState } from "react";
import { BoxScore } from "../../../components/ui/BoxScore.js";
import { cx } from "../../../components/ui/cx.js";
import { Stat } from "../../../components/ui/Stat.js";
import { formatDate, formatDecimal, formatInteger } from "../../../lib/format.js";
import { headshotPercent } from "../../../lib/league/box-score.js";
import { mapName } from "../../../lib/league/map-name.js";
import { matchPath } from "../../../lib/league/match-paths.js";
import { SelectionLink } from "../../../lib/league/selection-link.js";
import { ExtendedMatch } from "./ExtendedMatch.js";
import { type HistoryRow, openingSuccess, STAR_ADR } from "./history-rows.js";

const td = "border-line border-t px-1.5 py-2 sm:px-2";

/**
 * One map of the history. A click anywhere on the row opens the box score and the demo data below
 * it; the toggle button at its start is the same switch for the keyboard and screen readers.
 */
export function MatchRow({
  row,
  playerName,
  columns,
}: {
  row: HistoryRow;
  playerName: string;
  columns: number;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { map, line, won, opponent, stage } = row;
  const opening = openingSuccess(line);
  const where = `${mapName(map.mapName)}${opponent ? ` against ${opponent}` : ""} on ${formatDate(map.createdAt)}`;

  return (
    <>
      {/* No key handler needed: the row's button is the keyboard's way in, and its click bubbles here. */}
      <tr
        className={cx("cursor-pointer hover:bg-raised/50", open && "bg-raised/40")}
        onClick={() => setOpen(!open)}
      >
        <td className={td}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`${open ? "Hide" : "Show"} details of ${where}`}
            className="grid size-6 place-items-center rounded text-muted hover:bg-line hover:text-ink"
          >
            <span aria-hidden className={cx("transition-transform", open && "rotate-90")}>
              ▸
            </span>
          </button>
        </td>
        <td className={cx(td, "hidden whitespace-nowrap text-muted sm:table-cell")}>
          {formatDate(map.createdAt)}
        </td>
        <td className={cx(td, "hidden whitespace-nowrap text-muted md:table-cell")} title={stage.tooltip}>
          {stage.label}
        </td>
        <td className={cx(td, "max-w-40 truncate")} title={opponent}>
          {opponent ?? "-"}
        </td>
        <td className={cx(td, "hidden whitespace-nowrap sm:table-cell")}>
          <SelectionLink
            to={matchPath(map.matchId)}
            onClick={(event) => event.stopPropagation()}
            className="hover:text-accent hover:underline"
          >
            {mapName(map.mapName)}
          </SelectionLink>
        </td>
        <td className={cx(td, "whitespace-nowrap font-semibold", won ? "text-good" : "text-bad")}>
          <Stat
            value={`${won ? "W" : "L"} ${line.RF}:${line.RA}`}
            tooltip={`${won ? "Won" : "Lost"} ${line.RF} rounds to ${line.RA}`}
          />
        </td>
        <td className={td}>
          <Stat value={formatDecimal(line.rating)} tooltip="Rating on this map" />
        </td>
        <td className={cx(td, "whitespace-nowrap")}>
          <Stat value={`${line.kills}/${line.deaths}/${line.assists}`} tooltip="Kills / deaths / assists" />
        </td>
        <td className={cx(td, "hidden sm:table-cell")}>
          <Stat value={formatInteger(line.damage)} tooltip="Damage dealt to enemies" />
        </td>
        <td className={cx(td, "hidden whitespace-nowrap sm:table-cell")}>
          <Stat
            value={`${formatDecimal(line.adr, 1)}${line.adr > STAR_ADR ? " ★" : ""}`}
            tooltip={line.adr > STAR_ADR ? "Damage per round: over 100!" : "Damage per round"}
          />
        </td>
        <td className={cx(td, "hidden md:table-cell")}>
          <Stat
            value={`${line.ok}:${line.ol}`}
            tooltip={
              opening === undefined
                ? "No opening duels"
                : `Opening duels won: ${formatDecimal(opening, 0)}% (${line.ok} of ${line.ok + line.ol})`
            }
          />
        </td>
        <td className={cx(td, "hidden md:table-cell")}>
          <Stat value={`${headshotPercent(line)}%`} tooltip="Headshot kills / kills" />
        </td>
        <td className={cx(td, "hidden lg:table-cell")}>
          <Stat value={String(clutchPoints(line))} tooltip="Clutch points on this map" />
        </td>
        <td className={cx(td, "hidden lg:table-cell")}>
          <Stat value={String(line.FAss)} tooltip="Flash assists" />
        </td>
        <td className={cx(td, "hidden lg:table-cell")}>
          <Stat value={formatInteger(line.utilDmg)} tooltip="Utility damage" />
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <td colSpan={columns} className="border-line border-t bg-bg/40 p-3">
            {/* Pinned to the visible width when the table scrolls sideways on a phone. */}
            <div className="sticky left-3 max-w-[calc(100vw-3rem)]">
              <SelectionLink
                to={matchPath(map.matchId)}
                className="mb-2 inline-block text-accent text-sm hover:underline"
              >
                Open the match page
              </SelectionLink>
              <BoxScore map={map} playerName={playerName} />
              <ExtendedMatch
                matchId={map.matchId}
                matchType={map.matchType}
                teams={map.teamStats.map((t) => t.name)}
              />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
