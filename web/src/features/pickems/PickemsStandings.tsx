import type { TierName } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { Stat } from "../../components/ui/Stat.js";
import { pickemsLeaderboardQuery } from "../../lib/queries/leaderboards.js";
import { MemberLink } from "./MemberLink.js";

const SHOWN = 20;

/** The tier's pickems leaderboard, points descending as the server ranks it. */
export function PickemsStandings({ season, tier }: { season: number | null; tier: TierName }) {
  const board = useQuery(pickemsLeaderboardQuery(season));
  if (board.error) return <LoadError error={board.error} />;
  if (!board.data) return <InlineLoading what="the leaderboard" />;
  const rows = board.data.leaderboard.filter((row) => row.tier === tier).slice(0, SHOWN);
  return (
    <section aria-labelledby="pickems-leaderboard" className="rounded-md border border-line bg-surface p-3">
      <h2 id="pickems-leaderboard" className="mb-2 font-semibold">
        {tier} leaderboard
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">Nobody has picked in {tier} yet.</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted text-xs">
            <tr>
              <th scope="col" className="w-10 py-1">
                Pos
              </th>
              <th scope="col">Player</th>
              <th scope="col" className="text-right">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.discordId} className="border-line border-t">
                <td className="py-1 text-muted">{index + 1}</td>
                <td>
                  <MemberLink discordId={row.discordId} name={row.name} />
                </td>
                <td className="text-right">
                  <Stat
                    value={String(row.points)}
                    tooltip={`${row.points} correct picks of played matches`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
