import { CONTRACT_BADGES, PLAYER_TYPE_LABELS } from "@fragboard/core";
import type { ListedPlayer } from "../../lib/league/player-list.js";

/** Where he plays: "Frog Legs (FRG)" for a rostered player, else his type ("Free Agent"). */
export function teamText(player: ListedPlayer): string {
  if (player.team) return `${player.team.name} (${player.team.franchise.prefix})`;
  return player.type ? PLAYER_TYPE_LABELS[player.type] : "No team";
}

/** Contract marker next to the name (spec 000 §4): FA Sub, PFA Sub, Sub Out, Inactive Reserve, expired. */
export const contractBadge = (player: ListedPlayer): string | undefined =>
  player.type ? CONTRACT_BADGES[player.type] : undefined;
