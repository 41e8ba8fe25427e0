import { type PlayerTierName, ROLES, type Role } from "@fragboard/core";
import { TIER_FILTER_OPTIONS, TYPE_GROUP_LABELS } from "./player-filters.js";

/**
 * The players filters' part of a page address, one parameter per chosen value
 * (`?name=ace&tier=Elite&tier=Premier&type=Signed&role=AWPER`), so a filtered chart or table can be
 * shared and survives a reload. Values that cannot be one (an unknown tier...) are dropped.
 */
export const FILTER_PARAMS = { names: "name", typeGroups: "type", tiers: "tier", roles: "role" } as const;

export type FilterParamValues = {
  names: string[];
  typeGroups: string[];
  tiers: PlayerTierName[];
  roles: Role[];
};

const known = <T extends string>(options: readonly T[], values: readonly string[]): T[] =>
  options.filter((option) => values.includes(option));

export function readFilterParams(search: URLSearchParams): FilterParamValues {
  const names: string[] = [];
  for (const raw of search.getAll(FILTER_PARAMS.names)) {
    const name = raw.trim();
    // Same rule as the chips box: blank ignored, no name twice in any case.
    if (name !== "" && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return {
    names,
    typeGroups: known(TYPE_GROUP_LABELS, search.getAll(FILTER_PARAMS.typeGroups)),
    tiers: known(TIER_FILTER_OPTIONS, search.getAll(FILTER_PARAMS.tiers)),
    roles: known(ROLES, search.getAll(FILTER_PARAMS.roles)),
  };
}

/** `search` with one filter replaced by `values` (removed when empty); other parameters kept. */
export function withFilterParam(
  search: URLSearchParams,
  filter: keyof FilterParamValues,
  values: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(FILTER_PARAMS[filter]);
  for (const value of values) next.append(FILTER_PARAMS[filter], value);
  return next;
}
