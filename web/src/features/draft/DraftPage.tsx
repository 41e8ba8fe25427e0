import { DRAFT_PLAYER_TYPE, DRAFT_REFRESH_MS, flagTargets, type LeaguePlayer } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { AddablePlayers } from "../../components/ui/AddablePlayers.js";
import { Button } from "../../components/ui/Button.js";
import { FindSimilar } from "../../components/ui/FindSimilar.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { useSelection } from "../../lib/league/selection.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { cachedPlayersQuery } from "../../lib/queries/league.js";
import { loginHref, useMe, useSession } from "../../lib/session.js";
import { PremierMmrTable } from "./PremierMmrTable.js";
import { type BoardRow, TargetBoard } from "./TargetBoard.js";
import { type SaveState, useDraftBoard } from "./use-draft-board.js";

const isDraftEligible = (player: ListedPlayer) => player.type === DRAFT_PLAYER_TYPE;

/**
 * Draft (spec 000 §2): the member's target board, saved on the server per season
 * (docs/api.md#draft-board), a picker over the draft-eligible players with their stats, and the
 * Premier MMR table. The eligible list is refetched every 10 s (spec 001 §9), and the board's red
 * flags follow it.
 */
export default function DraftPage() {
  const me = useMe();
  const { user } = useSession();
  const { season, currentSeason } = useSelection();
  const list = usePlayerList();
  // The roster query behind the list, polled: a player signed meanwhile leaves the eligible list.
  const roster = useQuery({ ...cachedPlayersQuery(season), refetchInterval: DRAFT_REFRESH_MS });
  const eligible = useMemo(
    () => (list.status === "success" ? list.players.filter(isDraftEligible) : []),
    [list],
  );

  const title = <PageTitle tab="Draft">Draft</PageTitle>;
  if (me.isPending || list.status === "pending") {
    return (
      <>
        {title}
        <LoadingScreen />
      </>
    );
  }
  if (list.status === "error") {
    return (
      <>
        {title}
        <LoadError error={list.error} />
      </>
    );
  }
  return (
    <>
      {title}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          {user ? (
            <MemberBoard
              discordId={user.discordId}
              season={season}
              readOnly={season !== currentSeason}
              players={list.players}
              roster={roster.data?.data}
              eligible={eligible}
            />
          ) : (
            <SignInPrompt />
          )}
        </div>
        <PremierMmrTable eligible={eligible} />
      </div>
    </>
  );
}

function SignInPrompt() {
  const { pathname, search } = useLocation();
  return (
    <p className="rounded border border-line bg-surface p-4 text-sm">
      Sign in to keep a draft target board.{" "}
      <a href={loginHref(`${pathname}${search}`)} className="text-ink underline hover:text-accent">
        Login
      </a>
    </p>
  );
}

type MemberBoardProps = {
  discordId: string;
  season: number | null;
  readOnly: boolean;
  /** The season's players with stats (for the rows). */
  players: readonly ListedPlayer[];
  /** Every player of the season, spectators too (for the flags). */
  roster: readonly LeaguePlayer[] | undefined;
  eligible: readonly ListedPlayer[];
};

function MemberBoard({ discordId, season, readOnly, players, roster, eligible }: MemberBoardProps) {
  const board = useDraftBoard(discordId, season);
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const rows = useMemo<BoardRow[]>(
    () =>
      board.ids && roster
        ? flagTargets(board.ids, roster).map((target) => ({ ...target, player: byId.get(target.playerId) }))
        : [],
    [board.ids, roster, byId],
  );
  const picked = rows.map((row) => row.player?.name ?? row.playerId);

  return (
    <>
      <section aria-labelledby="targets-heading" className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="targets-heading" className="font-semibold text-lg">
            My targets
          </h2>
          {readOnly ? (
            <p className="text-muted text-sm">Season {season}'s board is read-only.</p>
          ) : (
            <SaveStatus save={board.save} onRetry={board.retry} />
          )}
        </div>
        {!readOnly && rows.length > 1 && (
          <p className="text-muted text-xs">
            Drag a row, or use its ↑ ↓ buttons (Alt+↑ / Alt+↓), to reorder.
          </p>
        )}
        {board.query.isError ? (
          <LoadError error={board.query.error} />
        ) : !board.ids || !roster ? (
          <InlineLoading what="your targets" />
        ) : (
          <TargetBoard rows={rows} readOnly={readOnly} onMove={board.move} onRemove={board.remove} />
        )}
      </section>
      {!readOnly && board.ids && (
        <>
          <AddablePlayers
            title="Draft-eligible players"
            emptyText="No draft-eligible players this season."
            players={eligible}
            picked={picked}
            onAdd={(player) => board.add(player.id)}
          />
          <FindSimilar
            players={players}
            eligible={isDraftEligible}
            picked={picked}
            addLabel="Target"
            onAdd={(player) => board.add(player.id)}
          />
        </>
      )}
    </>
  );
}

function SaveStatus({ save, onRetry }: { save: SaveState; onRetry: () => void }) {
  return (
    <p className="flex items-center gap-2 text-sm" aria-live="polite">
      {save.status === "saving" && <span className="text-muted">Saving…</span>}
      {save.status === "saved" && <span className="text-good">Saved</span>}
      {save.status === "error" && (
        <>
          <span role="alert" className="text-bad">
            Not saved: {save.message}
          </span>
          <Button className="h-7 px-2" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </p>
  );
}
