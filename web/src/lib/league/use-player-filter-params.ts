import { useMemo, useState } from "react";
import { useDebouncedValue } from "../use-debounced-value.js";
import { useLatestSearchParams } from "../use-latest-search-params.js";
import { SEARCH_DEBOUNCE_MS } from "../use-search-text.js";
import { type FilterParamValues, readFilterParams, withFilterParam } from "./player-filter-params.js";
import type { PlayerFilters } from "./player-filters.js";

/** A change of one filter's values, applied to the values as they are when it lands. */
export type ListUpdate<T> = (current: readonly T[]) => T[];

/** What a players filter bar shows and changes (PlayerFilterBar). */
export type PlayerFilterControls = {
  chips: readonly string[];
  setChips: (update: ListUpdate<string>) => void;
  /** The name being typed, before it becomes a chip. */
  text: string;
  setText: (text: string) => void;
  typeGroups: readonly string[];
  setTypeGroups: (update: ListUpdate<string>) => void;
  tiers: FilterParamValues["tiers"];
  setTiers: (update: ListUpdate<FilterParamValues["tiers"][number]>) => void;
  roles: FilterParamValues["roles"];
  setRoles: (update: ListUpdate<FilterParamValues["roles"][number]>) => void;
};

/**
 * The players filters kept in the address (player-filter-params.ts) for the tool pages: chips,
 * type, tier and role. The name being typed filters too once typing pauses, as on the players
 * list. Changes replace the history entry, so filtering does not fill the back button. Each change
 * starts from the address as it is, so two made before the page re-renders both land.
 */
export function usePlayerFilterParams(): { controls: PlayerFilterControls; filters: PlayerFilters } {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const [text, setText] = useState("");
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const values = useMemo(() => readFilterParams(searchParams), [searchParams]);

  return useMemo(() => {
    const set =
      <K extends keyof FilterParamValues>(filter: K) =>
      (update: ListUpdate<FilterParamValues[K][number]>) =>
        setSearchParams(
          (previous) => withFilterParam(previous, filter, update(readFilterParams(previous)[filter])),
          { replace: true },
        );
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
