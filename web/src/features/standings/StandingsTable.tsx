import { matchDayLabel, RECENT_RESULTS, type StandingRow, type Standings } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { Stat } from "../../components/ui/Stat.js";
import { teamPath } from "../../lib/league/franchises.js";
import { matchPath } from "../../lib/league/match-paths.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";

const th =
  "sticky top-0 z-10 border-line border-b bg-raised px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "border-line border-b px-2 py-1.5 whitespace-nowrap";
/** Pos and Team stay on screen while the figures scroll sideways on a phone. */
const stickyPos = "sticky left-0 w-12 min-w-12 max-w-12";
const stickyTeam = "sticky left-12";
const stickyBody = "z-[5] bg-surface group-hover:bg-raised";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Won of played on one side, as "63.0%" with the counts in its tooltip. */
function SidePct({ won, played, pct, what }: { won: number; played: number; pct: number; what: string }) {
  return (
    <Stat
      value={`${pct.toFixed(1)}%`}
      tooltip={`${what}: ${won} of ${plural(played, "round")} won (${pct.toFixed(1)}%)`}
    />
  );
}

/** A tier's standings table (docs/rules.md#standings), with the dotted Playoff Line row after the cut. */
export function StandingsTable({ standings, extras }: { standings: Standings; extras: boolean }) {
  const { rows, playoffLine, tier } = standings;
  const columns = extras ? 10 : 9;
  const colour = tierColour(tier);
  return (
    <div className="max-h-[75vh] overflow-auto rounded-md border border-line bg-surface">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {tier} standings, match day {standings.matchDay}; the playoff line falls after position{" "}
          {playoffLine}
        </caption>
        <thead className="text-muted text-xs uppercase tracking-wide">
          <tr>
            <th
              scope="col"
              className={cx(th, stickyPos, "z-20 bg-raised text-right")}
              title="Position in the tier"
            >
              Pos
            </th>
            <th scope="col" className={cx(th, stickyTeam, "z-20 bg-raised")}>
              Team
            </th>
            <th scope="col" className={cx(th, "text-right")} title="Maps won and lost, and the share won">
              Win:Loss
            </th>
            <th
              scope="col"
              className={cx(th, "text-right")}
              title="Rounds won and lost, their difference and the share won"
            >
              Rounds
            </th>
            <th scope="col" className={cx(th, "text-right")} title="Share of CT-side rounds won">
              CT
            </th>
            <th scope="col" className={cx(th, "text-right")} title="Share of T-side rounds won">
              T
            </th>
            <th scope="col" className={cx(th, "text-right")} title="Share of pistol rounds won">
              Pistols
            </th>
            <th
              scope="col"
              className={cx(th, "text-right")}
              title="Strength of schedule: the mean win % of the opponents faced"
            >
              SoS
            </th>
            <th
              scope="col"
              className={th}
              title={`The last ${RECENT_RESULTS} maps, newest first: each opens its match page`}
            >
              Recent
            </th>
            {extras && (
              <th scope="col" className={cx(th, "text-right")} title="Standings Elo (base 1000)">
                Elo
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) => {
            const line =
              row.position === playoffLine && rows.length > playoffLine ? (
                <tr key="playoff-line">
                  <td
                    colSpan={columns}
                    className="border-line border-b p-0"
                    style={{ borderTop: `2px dotted ${colour}` }}
                  >
                    {/* Sticky, so the label stays in view when the table scrolls sideways on a phone. */}
                    <span
                      className="sticky left-0 inline-block px-3 py-0.5 font-semibold text-xs uppercase tracking-wide"
                      style={{ color: colour }}
                    >
                      Playoff Line
                    </span>
                  </td>
                </tr>
              ) : null;
            return [
              <StandingLine
                key={row.name}
                row={row}
                extras={extras}
                colour={colour}
                inPlayoffs={row.position <= playoffLine}
              />,
              line,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

function StandingLine({
  row,
  extras,
  colour,
  inPlayoffs,
}: {
  row: StandingRow;
  extras: boolean;
  colour: string;
  inPlayoffs: boolean;
}) {
  const logo = row.franchise && `/api/logos/${encodeURIComponent(row.franchise.prefix)}.svg`;
  return (
    <tr className="group">
      <td className={cx(td, stickyPos, stickyBody, "text-right")}>
        <span className="flex items-center justify-end gap-1.5">
          <span
            aria-hidden
            className="h-4 w-1 rounded"
            style={{ backgroundColor: inPlayoffs ? colour : "transparent" }}
          />
          <Stat
            value={String(row.position)}
            tooltip={`Position ${row.position}${inPlayoffs ? ", above the playoff line" : ""}`}
          />
        </span>
      </td>
      <th scope="row" className={cx(td, stickyTeam, stickyBody, "text-left font-medium")}>
        <span className="flex items-center gap-2">
          {logo ? (
            <img src={logo} alt="" width={20} height={20} loading="lazy" className="size-5 shrink-0" />
          ) : (
            <span aria-hidden className="size-5 shrink-0" />
          )}
          {row.franchise ? (
            <SelectionLink
              to={teamPath(row.franchise.prefix, row.name)}
              className="max-w-[9rem] truncate hover:text-accent hover:underline sm:max-w-none"
              title={`${row.name} (${row.franchise.name})`}
            >
              {row.name}
            </SelectionLink>
          ) : (
            <span className="max-w-[9rem] truncate sm:max-w-none">{row.name}</span>
          )}
        </span>
      </th>
      <td className={cx(td, "text-right group-hover:bg-raised")}>
        <Stat
          value={`${row.wins}:${row.losses}`}
          tooltip={`${plural(row.wins, "map")} won, ${row.losses} lost (${row.winPct.toFixed(2)}% won)`}
        />
        <span className="num ml-1.5 text-muted text-xs">{row.winPct.toFixed(2)}%</span>
      </td>
      <td className={cx(td, "text-right group-hover:bg-raised")}>
        <Stat
          value={`${row.roundsWon}:${row.roundsLost}`}
          tooltip={`${plural(row.roundsWon, "round")} won, ${row.roundsLost} lost: difference ${signed(row.roundDiff)}, ${row.roundPct.toFixed(1)}% won`}
        />
        <span
          className={cx(
            "num ml-1.5 text-xs",
            row.roundDiff > 0 ? "text-good" : row.roundDiff < 0 ? "text-bad" : "text-muted",
          )}
        >
          {signed(row.roundDiff)}
        </span>
        <span className="num ml-1.5 text-muted text-xs">{row.roundPct.toFixed(1)}%</span>
      </td>
      <td className={cx(td, "text-right group-hover:bg-raised")}>
        <SidePct won={row.ctRoundsWon} played={row.ctRounds} pct={row.ctPct} what="CT side" />
      </td>
      <td className={cx(td, "text-right group-hover:bg-raised")}>
        <SidePct won={row.tRoundsWon} played={row.tRounds} pct={row.tPct} what="T side" />
      </td>
      <td className={cx(td, "text-right group-hover:bg-raised")}>
        <SidePct won={row.pistolsWon} played={row.pistols} pct={row.pistolPct} what="Pistol rounds" />
      </td>
      <td className={cx(td, "text-right group-hover:bg-raised")}>
        <Stat
          value={row.sos.toFixed(1)}
          tooltip={`Strength of schedule: the opponents faced won ${row.sos.toFixed(1)}% of their maps on average`}
        />
      </td>
      <td className={cx(td, "group-hover:bg-raised")}>
        <RecentResults row={row} />
      </td>
      {extras && (
        <td className={cx(td, "text-right group-hover:bg-raised")}>
          <Stat
            value={Math.round(row.elo).toString()}
            tooltip={`Standings Elo ${row.elo.toFixed(1)} (everyone starts at 1000)`}
          />
        </td>
      )}
    </tr>
  );
}

/** A team's last maps, newest first, each a W or L linking to its match page (issue #21 item 4). */
function RecentResults({ row }: { row: StandingRow }) {
  return (
    <ol className="flex gap-1" aria-label={`${row.name}'s last maps, newest first`}>
      {row.recent.map((r) => {
        const label = `${r.won ? "Won" : "Lost"} ${r.roundsWon}–${r.roundsLost} against ${r.opponent}, ${matchDayLabel(r.matchDay)}`;
        return (
          <li key={r.matchId}>
            <SelectionLink
              to={matchPath(r.matchId)}
              aria-label={label}
              title={label}
              className={cx(
                "grid size-5 place-items-center rounded border font-bold text-[11px] hover:ring-2 hover:ring-accent",
                // Letters on the table's own background: a tinted one takes the red under 4.5:1.
                r.won ? "border-good/50 text-good" : "border-bad/50 text-bad",
              )}
            >
              {r.won ? "W" : "L"}
            </SelectionLink>
          </li>
        );
      })}
    </ol>
  );
}
