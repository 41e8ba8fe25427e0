import { useMemo, useState } from "react";
import { useDebouncedValue } from "../use-debounced-value.js";
import { useLatestSearchParams } from "../use-latest-search-params.js";
import { SEARCH_DEBOUNCE_MS } from "../use-search-text.js";
import { type FilterParamValues, readFilterParams, withFilterParam } from "./player-filter-params.js";
import type { PlayerFilters } from "./player-filters.js";

/** What a players filter bar shows and changes (PlayerFilterBar). */
export type PlayerFilterControls = {
  chips: readonly string[];
  setChips: (next: string[]) => void;
  /** The name being typed, before it becomes a chip. */
  text: string;
  setText: (text: string) => void;
  typeGroups: readonly string[];
  setTypeGroups: (next: string[]) => void;
  tiers: FilterParamValues["tiers"];
  setTiers: (next: FilterParamValues["tiers"]) => void;
  roles: FilterParamValues["roles"];
  setRoles: (next: FilterParamValues["roles"]) => void;
};

/**
 * The players filters kept in the address (player-filter-params.ts) for the tool pages: chips,
 * type, tier and role. The name being typed filters too once typing pauses, as on the players
 * list. Changes replace the history entry, so filtering does not fill the back button.
 */
export function usePlayerFilterParams(): { controls: PlayerFilterControls; filters: PlayerFilters } {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const [text, setText] = useState("");
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const values = useMemo(() => readFilterParams(searchParams), [searchParams]);

  return useMemo(() => {
    const set = (filter: keyof FilterParamValues) => (next: readonly string[]) =>
      setSearchParams((previous) => withFilterParam(previous, filter, next), { replace: true });
    return {
      controls: {
        chips: values.names,
        setChips: set("names"),
        text,
        setText,
        typeGroups: values.typeGroups,
        setTypeGroups: set("typeGroups"),
        tiers: values.tiers,
        setTiers: set("tiers"),
        roles: values.roles,
        setRoles: set("roles"),
      },
      filters: {
        names: settled ? [...values.names, settled] : values.names,
        typeGroups: values.typeGroups,
        tiers: values.tiers,
        roles: values.roles,
      },
    };
  }, [values, text, settled, setSearchParams]);
}
