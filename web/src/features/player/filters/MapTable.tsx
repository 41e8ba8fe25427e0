import type { PlayerStatsResponse } from "@fragboard/core";
import { Stat } from "../../../components/ui/Stat.js";
import { formatDecimal, formatFraction, formatInteger, formatPercent } from "../../../lib/format.js";
import { mapName } from "../../../lib/league/map-name.js";

const th = "px-2 py-1.5 text-right font-normal text-muted";
const td = "px-2 py-1 text-right";

/**
 * One row per map of the pool (docs/stats.md#filtered-stats): every filter but map and side, so it
 * stays a comparison of his maps; a click on a map filters the page to it.
 */
export function MapTable({
  rows,
  current,
  onPick,
}: {
  rows: PlayerStatsResponse["mapTable"];
  current: string | undefined;
  onPick: (map: string | undefined) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="sr-only">His maps</caption>
        <thead className="sticky top-0 bg-surface">
          <tr className="border-line border-b">
            <th scope="col" className="px-2 py-1.5 text-left font-normal text-muted">
              Map
            </th>
            <th scope="col" className={th} title="Maps played">
              Games
            </th>
            <th scope="col" className={th} title="Share of those maps his team won">
              Win %
            </th>
            <th scope="col" className={th}>
              Rating
            </th>
            <th scope="col" className={th}>
              ADR
            </th>
            <th scope="col" className={th}>
              KAST
            </th>
            <th scope="col" className={th}>
              CT
            </th>
            <th scope="col" className={th}>
              T
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const played = row.games > 0;
            const name = mapName(row.map);
            return (
              <tr
                key={row.map}
                aria-current={row.map === current || undefined}
                className="border-line border-t aria-[current]:bg-raised"
              >
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {played ? (
                    <button
                      type="button"
                      className="text-accent hover:underline"
                      title={row.map === current ? "Show every map again" : `Show only his maps on ${name}`}
                      onClick={() => onPick(row.map === current ? undefined : row.map)}
                    >
                      {name}
                    </button>
                  ) : (
                    <span className="text-muted">{name}</span>
                  )}
                </th>
                <td className={td}>
                  <Stat value={formatInteger(row.games)} tooltip={`Maps he played on ${name}`} />
                </td>
                {played ? (
                  <>
                    <td className={td}>
                      <Stat
                        value={formatPercent((row.wins / row.games) * 100, 0)}
                        tooltip={`${row.wins} of ${row.games} maps on ${name} won`}
                      />
                    </td>
                    <td className={td}>
                      <Stat value={formatDecimal(row.rating)} tooltip={`His rating on ${name}`} />
                    </td>
                    <td className={td}>
                      <Stat value={formatDecimal(row.adr, 1)} tooltip={`Damage per round on ${name}`} />
                    </td>
                    <td className={td}>
                      <Stat value={formatFraction(row.kast)} tooltip={`KAST on ${name}`} />
                    </td>
                    <td className={td}>
                      <Stat value={formatDecimal(row.ctRating)} tooltip={`CT-side rating on ${name}`} />
                    </td>
                    <td className={td}>
                      <Stat value={formatDecimal(row.TRating)} tooltip={`T-side rating on ${name}`} />
                    </td>
                  </>
                ) : (
                  <td colSpan={6} className="px-2 py-1 text-right text-muted text-xs">
                    not played
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
