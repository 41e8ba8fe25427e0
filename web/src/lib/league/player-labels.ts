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

export const roleLabel = (player: ListedPlayer): string =>
  player.role === "" ? "-" : ROLE_LABELS[player.role];

export const playerHref = (player: ListedPlayer): string => `/players/${encodeURIComponent(player.name)}`;
