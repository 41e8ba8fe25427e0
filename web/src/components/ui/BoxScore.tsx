import { formatDecimal } from "../../lib/format.js";
import { boxScore, headshotPercent } from "../../lib/league/box-score.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import type { HistoryMap } from "../../lib/queries/player.js";
import { cx } from "./cx.js";
import { Stat } from "./Stat.js";

const cell = "px-2 py-1 text-right";

/** Both teams' lines of one map, best rating first; `playerName`'s line is highlighted. */
export function BoxScore({
  map,
  playerName,
}: {
  map: Pick<HistoryMap, "teamStats" | "matchStats">;
  playerName?: string;
}) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {boxScore(map).map(({ team, lines }) => (
        <table key={team} className="w-full text-xs">
          <caption className="pb-1 text-left font-semibold text-sm">{team}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Player
              </th>
              <th scope="col" className={cell} title="Kills / deaths / assists">
                K/D/A
              </th>
              <th scope="col" className={cell} title="Damage per round">
                ADR
              </th>
              <th scope="col" className={cell} title="Headshot kills / kills">
                HS%
              </th>
              <th scope="col" className={cell} title="Rating on this map">
                Rating
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.name}
                className={cx("border-line border-t", line.name === playerName && "bg-accent/10")}
              >
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  <SelectionLink to={playerPath(line.name)} className="hover:text-accent hover:underline">
                    {line.name}
                  </SelectionLink>
                </th>
                <td className={cell}>
                  <Stat
                    value={`${line.kills}/${line.deaths}/${line.assists}`}
                    tooltip="Kills / deaths / assists"
                  />
                </td>
                <td className={cell}>
                  <Stat value={formatDecimal(line.adr, 1)} tooltip="Damage per round" />
                </td>
                <td className={cell}>
                  <Stat value={`${headshotPercent(line)}%`} tooltip="Headshot kills / kills" />
                </td>
                <td className={cell}>
                  <Stat value={formatDecimal(line.rating)} tooltip="Rating on this map" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
