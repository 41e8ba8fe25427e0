import { ROLES } from "@fragboard/core";
import { TIER_FILTER_OPTIONS, TYPE_GROUP_LABELS } from "../../lib/league/player-filters.js";
import { SORT_DIRECTIONS, type SortUpdate } from "../../lib/sort.js";
import { listOf, oneOf, STORAGE_KEYS } from "../../lib/storage.js";
import { listCodec, textCodec, useUrlStoredState } from "../../lib/use-url-stored-state.js";
import { ALL_SORT_KEYS, type SortKey } from "./player-sort.js";

export const DISPLAY_STYLES = ["cards", "list"] as const;
export type DisplayStyle = (typeof DISPLAY_STYLES)[number];

// Built once: the hooks compare codecs by identity.
const STYLE = oneOf(DISPLAY_STYLES);
const ORDER = oneOf(ALL_SORT_KEYS);
const DIRECTION = oneOf(SORT_DIRECTIONS);
const TIERS = listOf(TIER_FILTER_OPTIONS);
const TYPES = listOf(TYPE_GROUP_LABELS);
const ROLE_LIST = listOf(ROLES);
const CODECS = {
  style: textCodec(STYLE),
  order: textCodec(ORDER),
  direction: textCodec(DIRECTION),
  tiers: listCodec(TIERS),
  types: listCodec(TYPES),
  roles: listCodec(ROLE_LIST),
};
const NONE: never[] = [];

/**
 * The players list's choices: remembered across visits (spec 000 §4, keys in
 * docs/architecture.md#the-web-app) and kept in the address (`?view=list&sort=mmr&dir=asc&tier=Elite,Premier&type=…&role=AWPER`),
 * so a shared link opens the list as its sender saw it.
 */
export function useListPreferences() {
  const [displayStyle, setDisplayStyle] = useUrlStoredState(
    "view",
    STORAGE_KEYS.displayStyle,
    STYLE,
    CODECS.style,
    "cards",
  );
  const [orderBy, setOrderBy, readOrderBy] = useUrlStoredState(
    "sort",
    STORAGE_KEYS.orderBy,
    ORDER,
    CODECS.order,
    "rating",
  );
  const [direction, setDirection, readDirection] = useUrlStoredState(
    "dir",
    STORAGE_KEYS.playerSortDirection,
    DIRECTION,
    CODECS.direction,
    "desc",
  );
  const [tiers, setTiers] = useUrlStoredState(
    "tier",
    STORAGE_KEYS.viewTierOptions,
    TIERS,
    CODECS.tiers,
    NONE,
  );
  const [typeGroups, setTypeGroups] = useUrlStoredState(
    "type",
    STORAGE_KEYS.viewPlayerTypeOptions,
    TYPES,
    CODECS.types,
    NONE,
  );
  const [roles, setRoles] = useUrlStoredState(
    "role",
    STORAGE_KEYS.viewPlayerRoleOptions,
    ROLE_LIST,
    CODECS.roles,
    NONE,
  );
  return {
    displayStyle,
    setDisplayStyle,
    orderBy,
    setOrderBy,
    direction,
    setDirection,
    /** A header click: applied to the sort as it is when it lands, so two quick clicks both count. */
    setSort: (update: SortUpdate<SortKey>) => {
      const next = update({ key: readOrderBy(), direction: readDirection() });
      setOrderBy(next.key);
      setDirection(next.direction);
    },
    tiers,
    setTiers,
    typeGroups,
    setTypeGroups,
    roles,
    setRoles,
  };
}
