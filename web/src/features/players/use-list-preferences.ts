import { ROLES } from "@fragboard/core";
import { TIER_FILTER_OPTIONS, TYPE_GROUP_LABELS } from "../../lib/league/player-filters.js";
import { SORT_DIRECTIONS } from "../../lib/sort.js";
import { listOf, oneOf, STORAGE_KEYS, useStoredState } from "../../lib/storage.js";
import { ALL_SORT_KEYS } from "./player-sort.js";

export const DISPLAY_STYLES = ["cards", "list"] as const;
export type DisplayStyle = (typeof DISPLAY_STYLES)[number];

/** The choices the players list remembers across visits (spec 000 §4, keys in docs/architecture.md#the-web-app). */
export function useListPreferences() {
  const [displayStyle, setDisplayStyle] = useStoredState(
    STORAGE_KEYS.displayStyle,
    oneOf(DISPLAY_STYLES),
    "cards",
  );
  const [orderBy, setOrderBy] = useStoredState(STORAGE_KEYS.orderBy, oneOf(ALL_SORT_KEYS), "rating");
  const [direction, setDirection] = useStoredState(
    STORAGE_KEYS.playerSortDirection,
    oneOf(SORT_DIRECTIONS),
    "desc",
  );
  const [tiers, setTiers] = useStoredState(STORAGE_KEYS.viewTierOptions, listOf(TIER_FILTER_OPTIONS), []);
  const [typeGroups, setTypeGroups] = useStoredState(
    STORAGE_KEYS.viewPlayerTypeOptions,
    listOf(TYPE_GROUP_LABELS),
    [],
  );
  const [roles, setRoles] = useStoredState(STORAGE_KEYS.viewPlayerRoleOptions, listOf(ROLES), []);
  return {
    displayStyle,
    setDisplayStyle,
    orderBy,
    setOrderBy,
    direction,
    setDirection,
    tiers,
    setTiers,
    typeGroups,
    setTypeGroups,
    roles,
    setRoles,
  };
}
