import { MAP_RESULTS, MAPS } from "@fragboard/core";
import { useCallback, useMemo } from "react";
import { MAP_FILTER_PARAMS } from "../../../lib/league/player-page-params.js";
import type { MapFilter } from "../../../lib/queries/player-depth.js";
import { useLatestSearchParams } from "../../../lib/use-latest-search-params.js";

const MATCH_DAY = /^[MPC]\d{1,2}$/;
const MAP_IDS = new Set(MAPS.map((m) => m.id));

/** A value the API would refuse is read as no filter (a hand-edited address still opens the page). */
function readFilter(params: URLSearchParams): MapFilter {
  const get = (name: string) => params.get(name) ?? undefined;
  const map = get("map");
  const side = get("side");
  const result = get("result");
  const from = get("from");
  const to = get("to");
  const opponent = get("opponent")?.trim();
  return {
    ...(map && MAP_IDS.has(map) ? { map } : {}),
    ...(side === "CT" || side === "T" ? { side } : {}),
    ...(opponent ? { opponent } : {}),
    ...(from && MATCH_DAY.test(from) ? { from } : {}),
    ...(to && MATCH_DAY.test(to) ? { to } : {}),
    ...(result && (MAP_RESULTS as readonly string[]).includes(result)
      ? { result: result as MapFilter["result"] }
      : {}),
  };
}

/** The player page's map filters (docs/stats.md#filtered-stats), kept in the address. */
export function useMapFilter(): {
  filter: MapFilter;
  active: boolean;
  set: (changes: Partial<Record<keyof MapFilter, string | undefined>>) => void;
  clear: () => void;
} {
  const [params, setParams] = useLatestSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const set = useCallback(
    (changes: Partial<Record<keyof MapFilter, string | undefined>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const name of MAP_FILTER_PARAMS) next.delete(name);
        return next;
      }),
    [setParams],
  );
  return { filter, active: Object.keys(filter).length > 0, set, clear };
}
