import type { TierName } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { useSelection } from "../../lib/league/selection.js";
import { pickemsLeaderboardQuery } from "../../lib/queries/leaderboards.js";
import { pickemsSearchQuery } from "../../lib/queries/pickems.js";
import { useSearchText } from "../../lib/use-search-text.js";
import { MemberLink } from "./MemberLink.js";

type Row = { discordId: string; name: string; tier: TierName; points: number };

/** /pickems/explorer: everyone who saved picks this season, searchable by name, with his points. */
export default function ExplorerPage() {
  const { season } = useSelection();
  const search = useQuery(pickemsSearchQuery(season));
  const board = useQuery(pickemsLeaderboardQuery(season));
  const { text, setText, settled } = useSearchText();

  const rows = useMemo(() => {
    const points = new Map(board.data?.leaderboard.map((r) => [r.discordId, r.points]));
    const needle = settled.trim().toLowerCase();
    return (search.data ?? [])
      .map(
        (s): Row => ({
          discordId: s.discordId,
          name: s.name,
          tier: s.tier,
          points: points.get(s.discordId) ?? 0,
        }),
      )
      .filter((r) => needle === "" || r.name.toLowerCase().includes(needle))
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  }, [search.data, board.data, settled]);

  const error = search.error ?? board.error;
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        tab="Pickems Explorer"
        aside={
          <Link to="/pickems" className="text-accent text-sm hover:underline">
            Back to Pickems
          </Link>
        }
      >
        Pickems Explorer
      </PageTitle>
      <label className="mb-3 flex max-w-sm flex-col gap-1 text-sm">
        <span className="text-muted">Find a player</span>
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name"
          className="h-9 rounded border border-line bg-surface px-2"
        />
      </label>
      {error ? (
        <LoadError error={error} />
      ) : !search.data || !board.data ? (
        <LoadingScreen />
      ) : rows.length === 0 ? (
        <p className="py-8 text-center text-muted">
          {search.data.length === 0
            ? `Nobody has saved picks in season ${season} yet.`
            : "Nobody by that name."}
        </p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Players who saved picks in season {season}</caption>
          <thead className="text-left text-muted text-xs">
            <tr>
              <th scope="col" className="py-1">
                Player
              </th>
              <th scope="col">Tier</th>
              <th scope="col" className="text-right">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.discordId} className="border-line border-t">
                <td className="py-1.5">
                  <MemberLink discordId={row.discordId} name={row.name} />
                </td>
                <td>
                  <TierTag tier={row.tier} />
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
    </div>
  );
}
