import type { FilteredSeasonStats } from "@fragboard/core";
import { Stat } from "../../../components/ui/Stat.js";
import { STAT_DESCRIPTIONS } from "../../../lib/stat-descriptions.js";
import { STAT_GROUPS } from "../../../lib/stat-groups.js";

/**
 * Every figure of the viewed stat line, grouped into small labelled tables. A side filter's line
 * has no figure for what the per-map lines do not split by side (docs/stats.md#filtered-stats).
 */
export function StatsTable({ stats, note }: { stats: FilteredSeasonStats; note: string | undefined }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {STAT_GROUPS.map((group) => (
        <table
          key={group.title}
          className="w-full self-start rounded-md border border-line bg-surface text-sm"
        >
          <caption className="px-3 pt-2 pb-1 text-left font-semibold text-muted text-xs uppercase tracking-wide">
            {group.title}
          </caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key} className="border-line border-t">
                <th scope="row" className="px-3 py-1 text-left font-normal text-muted">
                  {row.label}
                </th>
                <td className="px-3 py-1 text-right font-semibold">
                  {stats[row.key] === null ? (
                    <Stat
                      value="–"
                      tooltip={`${row.label} is not recorded per side`}
                      className="text-muted"
                    />
                  ) : row.minGames !== undefined && (stats.gameCount ?? 0) < row.minGames ? (
                    <Stat value="–" tooltip={`${row.label} needs at least ${row.minGames} maps`} />
                  ) : (
                    <Stat
                      value={row.format(stats[row.key] ?? 0)}
                      tooltip={note ? `${STAT_DESCRIPTIONS[row.key]} (${note})` : STAT_DESCRIPTIONS[row.key]}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
