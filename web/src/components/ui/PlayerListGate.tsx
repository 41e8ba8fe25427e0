import type { ReactNode } from "react";
import { noStatsMessage } from "../../lib/league/list-messages.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import type { PlayerListState } from "../../lib/league/use-player-list.js";
import { LoadError } from "./LoadError.js";
import { LoadingScreen } from "./LoadingScreen.js";

type LoadedList = Extract<PlayerListState, { status: "success" }>;

/**
 * A page over the player list (Players, Stats Exporter): its title, then the loading screen, the
 * error, or "no stats yet" for the selected season, until some player has stats; then `children`
 * renders the page from the loaded list.
 */
export function PlayerListGate({
  title,
  list,
  withStats,
  children,
}: {
  title: ReactNode;
  list: PlayerListState;
  /** The loaded players who have stats (the page filters them once, for its own use too). */
  withStats: readonly ListedPlayer[];
  children: (list: LoadedList) => ReactNode;
}) {
  let body: ReactNode;
  if (list.status === "pending") body = <LoadingScreen />;
  else if (list.status === "error") body = <LoadError error={list.error} />;
  else if (withStats.length === 0)
    body = <p className="py-12 text-center text-muted">{noStatsMessage(list.season)}</p>;
  else body = children(list);
  return (
    <>
      {title}
      {body}
    </>
  );
}
