import {
  PLAYER_TYPE_FILTER_GROUPS,
  type PlayerTierName,
  type PlayerType,
  type Role,
  TIER_NAMES,
  UNRATED,
} from "@fragboard/core";
import type { ListedPlayer } from "./player-list.js";

/** The filters player lists share (players, export, charts): an empty list means "no filter". */
export type PlayerFilters = {
  /** Name chips: a player matches when his name contains any of them, ignoring case. */
  names: readonly string[];
  /** Labels of PLAYER_TYPE_FILTER_GROUPS. */
  typeGroups: readonly string[];
  tiers: readonly PlayerTierName[];
  roles: readonly Role[];
};

export const TYPE_GROUP_LABELS = PLAYER_TYPE_FILTER_GROUPS.map((group) => group.label);
export const TIER_FILTER_OPTIONS: readonly PlayerTierName[] = [...TIER_NAMES, UNRATED];

function typesOf(groupLabels: readonly string[]): Set<PlayerType> {
  return new Set(
    PLAYER_TYPE_FILTER_GROUPS.filter((group) => groupLabels.includes(group.label)).flatMap(
      (group) => group.types,
    ),
  );
}

export function filterPlayers(players: readonly ListedPlayer[], filters: PlayerFilters): ListedPlayer[] {
  const names = filters.names.map((name) => name.toLowerCase());
  const types = typesOf(filters.typeGroups);
  return players.filter((player) => {
    const name = player.name.toLowerCase();
    if (names.length > 0 && !names.some((chip) => name.includes(chip))) return false;
    if (types.size > 0 && !(player.type && types.has(player.type))) return false;
    if (filters.tiers.length > 0 && !filters.tiers.includes(player.tier.name)) return false;
    if (filters.roles.length > 0 && !(player.role !== "" && filters.roles.includes(player.role)))
      return false;
    return true;
  });
}
