import {
  CATEGORIES_BY_TAB,
  CHICKEN_KEYS,
  type ChickenKey,
  chickenTotals,
  filterLeaderboardPlayers,
  type LeaderboardCategory,
  type LeaderboardEntry,
  type StatsLeaderboardTab,
  shownDecimals,
  tabPlayers,
  tierCounts,
  topOfCategory,
} from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { Stat } from "../../components/ui/Stat.js";
import { useSelection } from "../../lib/league/selection.js";
import { leaderboardsQuery } from "../../lib/queries/leaderboards.js";
import { Board, BoardGrid, type BoardLine } from "./Board.js";
import { EmptyMessage } from "./EmptyMessage.js";
import { franchiseOptions, LeaderboardFilters } from "./LeaderboardFilters.js";
import type { LeaderboardChange, LeaderboardParams } from "./leaderboard-params.js";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function boardLines(
  category: LeaderboardCategory,
  entries: LeaderboardEntry[],
  perMatch: boolean,
): BoardLine[] {
  const decimals = shownDecimals(category, perMatch);
  const divided = perMatch && category.perMatch;
  return entries.map(({ player, value, rank }) => {
    const shown = `${value.toFixed(decimals)}${category.percent ? "%" : ""}`;
    const maps = divided ? player.totalGames : player.games;
    return {
      name: player.name,
      rank,
      tier: player.tier,
      franchise: player.franchise,
      value: shown,
      tooltip: `${category.describes}${divided ? " per map" : ""}: ${shown} (${plural(maps, "map")})`,
    };
  });
}

/** The General, Extended and Weapons tabs: the filters, then one board per category. */
export function StatsTab({
  tab,
  params,
  onChange,
}: {
  tab: StatsLeaderboardTab;
  params: LeaderboardParams;
  onChange: (change: LeaderboardChange) => void;
}) {
  const { season, matchType } = useSelection();
  const query = useQuery(leaderboardsQuery(season, matchType));
  // Deferred: the boards' first render (a dozen rankings of a few hundred players) runs as a
  // background render React splits between boards, not one long task blocking input.
  const data = useDeferredValue(query.data);
  const players = useMemo(() => (data ? tabPlayers(data.players, tab) : []), [data, tab]);
  const filters = { franchises: params.franchises, tier: params.tier, minThreeGames: params.minThreeGames };
  // A few hundred rows: filtering and ranking on each render costs well under a millisecond.
  const filtered = filterLeaderboardPlayers(players, filters);

  if (query.isError) return <LoadError error={query.error} />;
  if (!data) return <LoadingScreen />;
  if (players.length === 0)
    return (
      <EmptyMessage>
        {tab === "general"
          ? `No ${matchType} stats in season ${season} yet.`
          : `No extended stats in season ${season} yet.`}
      </EmptyMessage>
    );

  const perMatch = tab !== "general" && params.perMatch;
  return (
    <>
      <LeaderboardFilters
        params={{ ...params, perMatch: tab === "general" ? undefined : params.perMatch }}
        franchises={franchiseOptions(data.franchises)}
        counts={tierCounts(players, filters)}
        onChange={onChange}
      />
      {filtered.length === 0 ? (
        <EmptyMessage>No player passes these filters.</EmptyMessage>
      ) : (
        <>
          {tab === "extended" && <ChickenHeader totals={chickenTotals(filtered)} />}
          <BoardGrid>
            {CATEGORIES_BY_TAB[tab].map((category) => (
              <CategoryBoard
                key={category.id}
                category={category}
                players={filtered}
                limit={params.limit}
                perMatch={perMatch}
              />
            ))}
          </BoardGrid>
        </>
      )}
    </>
  );
}

/** One category's board: its own component, so each ranking is a slice of a deferred render. */
function CategoryBoard({
  category,
  players,
  limit,
  perMatch,
}: {
  category: LeaderboardCategory;
  players: LeaderboardEntry["player"][];
  limit: number;
  perMatch: boolean;
}) {
  return (
    <Board
      title={category.title}
      describes={category.describes}
      lines={boardLines(category, topOfCategory(players, category, { limit, perMatch }), perMatch)}
      empty="Nobody on this board yet."
    />
  );
}

/** The Extended tab's header: the chickens the players shown have done in, and how. */
function ChickenHeader({ totals }: { totals: Record<ChickenKey, number> }) {
  return (
    <p className="mb-3 rounded-md border border-line bg-surface px-3 py-2 text-sm">
      <Stat
        value={String(totals.killed)}
        tooltip="Chickens killed by the players shown"
        className="font-semibold"
      />{" "}
      chickens killed:{" "}
      {CHICKEN_KEYS.filter((key) => key !== "killed").map((key, i) => (
        <span key={key}>
          {i > 0 && ", "}
          <Stat value={String(totals[key])} tooltip={`Chickens ${key} by the players shown`} /> {key}
        </span>
      ))}
    </p>
  );
}
