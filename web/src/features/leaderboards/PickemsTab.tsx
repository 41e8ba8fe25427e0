import { sharedRanks } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { useSelection } from "../../lib/league/selection.js";
import { pickemsLeaderboardQuery } from "../../lib/queries/leaderboards.js";
import { cachedPlayersQuery } from "../../lib/queries/league.js";
import { Board, BoardGrid } from "./Board.js";
import { EmptyMessage } from "./EmptyMessage.js";
import { franchiseOptions, LeaderboardFilters } from "./LeaderboardFilters.js";
import type { LeaderboardChange, LeaderboardParams } from "./leaderboard-params.js";
import { type PickemsRow, pickemsBoards, pickemsRows, pickemsTierCounts } from "./pickems-rows.js";

/** The Pickems tab: the season's pickems points, one board per pickems tier. */
/** Equal points share a rank (docs/rules.md#shared-ranks). */
const ranksOf = (rows: readonly PickemsRow[]) => sharedRanks(rows, (a, b) => a.points === b.points);

export function PickemsTab({
  params,
  onChange,
}: {
  params: LeaderboardParams;
  onChange: (change: LeaderboardChange) => void;
}) {
  const { season } = useSelection();
  const points = useQuery(pickemsLeaderboardQuery(season));
  const roster = useQuery(cachedPlayersQuery(season));
  const rows = useMemo(
    () => (points.data && roster.data ? pickemsRows(points.data.leaderboard, roster.data.data) : []),
    [points.data, roster.data],
  );
  const franchises = useMemo(() => {
    const byPrefix = new Map(
      rows.flatMap((r) => (r.player.team ? [[r.franchise, r.player.team.franchise]] : [])),
    );
    return franchiseOptions([...byPrefix.values()]);
  }, [rows]);

  const error = points.error ?? roster.error;
  if (error) return <LoadError error={error} />;
  if (!points.data || !roster.data) return <LoadingScreen />;
  if (rows.length === 0) return <EmptyMessage>No pickems points in season {season} yet.</EmptyMessage>;

  const boards = pickemsBoards(rows, params);
  return (
    <>
      <LeaderboardFilters
        params={{ franchises: params.franchises, tier: params.tier, limit: params.limit }}
        franchises={franchises}
        counts={pickemsTierCounts(rows, params.franchises)}
        onChange={onChange}
      />
      {boards.length === 0 ? (
        <EmptyMessage>No player passes these filters.</EmptyMessage>
      ) : (
        <BoardGrid>
          {boards.map((board) => {
            const ranks = ranksOf(board.rows);
            return (
              <Board
                key={board.tier}
                title={<TierTag tier={board.tier} className="text-sm" />}
                describes={`Pickems points of the ${board.tier} pickers: one per correctly picked match`}
                lines={board.rows.map((row, i) => ({
                  name: row.player.name,
                  rank: ranks[i] ?? i + 1,
                  tier: row.player.tier.name,
                  franchise: row.franchise,
                  value: String(row.points),
                  tooltip: `${row.points} pickems points`,
                }))}
                empty="Nobody on this board yet."
              />
            );
          })}
        </BoardGrid>
      )}
    </>
  );
}
