import { PLAYER_TYPE_ABBREVIATIONS, PLAYER_TYPE_LABELS, ROLE_LABELS } from "@fragboard/core";
import type { ListedPlayer } from "./player-list.js";

/** Franchise prefix and team, or the type short-hand (FA, DE, ...) for a player without a team. */
export function teamLabel(player: ListedPlayer): { short: string; long: string } {
  if (player.team) {
    return {
      short: player.team.franchise.prefix,
      long: `${player.team.franchise.name} · ${player.team.name}`,
    };
  }
  if (!player.type) return { short: "", long: "No team" };
  return {
    short: PLAYER_TYPE_ABBREVIATIONS[player.type] ?? PLAYER_TYPE_LABELS[player.type],
    long: PLAYER_TYPE_LABELS[player.type],
  };
}

/** The role a list shows: his novelty label if he has one (as his page shows), else the computed role. */
export const shownRole = (player: ListedPlayer): string | undefined =>
  player.noveltyRole ?? (player.role === "" ? undefined : ROLE_LABELS[player.role]);

export const roleLabel = (player: ListedPlayer): string => shownRole(player) ?? "-";

export const playerHref = (player: ListedPlayer): string => `/players/${encodeURIComponent(player.name)}`;
