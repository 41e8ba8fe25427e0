import { TIER_NAMES, type TierName } from "@fragboard/core";
import { useCallback, useMemo } from "react";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";
import { DEFAULT_TIMEFRAMES, TIMEFRAMES, type Timeframe } from "./pickems-days.js";

export type PickemsParams = { weeks: Timeframe[]; tier: TierName | null };

/** `?weeks=past,current,future&tier=Elite`: an absent or unknown value is the default. */
export function readPickemsParams(params: URLSearchParams): PickemsParams {
  const raw = params.get("weeks");
  const weeks = raw === null ? [...DEFAULT_TIMEFRAMES] : TIMEFRAMES.filter((t) => raw.split(",").includes(t));
  const tier = TIER_NAMES.find((t) => t === params.get("tier")) ?? null;
  return { weeks, tier };
}

/**
 * A change of the view, or a function of the view as the address has it when it lands: a toggle
 * computed from what was last drawn would undo a toggle made before the page re-rendered.
 */
export type PickemsChange = Partial<PickemsParams> | ((current: PickemsParams) => Partial<PickemsParams>);

/** The shareable view of the pickems pages lives in the address (docs/rules.md#pickems). */
export function usePickemsParams(): [PickemsParams, (change: PickemsChange) => void] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = useMemo(() => readPickemsParams(searchParams), [searchParams]);
  const change = useCallback(
    (update: PickemsChange) =>
      setSearchParams((previous) => {
        const changes = typeof update === "function" ? update(readPickemsParams(previous)) : update;
        const next = new URLSearchParams(previous);
        if (changes.weeks) {
          const same = changes.weeks.join() === DEFAULT_TIMEFRAMES.join();
          if (same) next.delete("weeks");
          else next.set("weeks", TIMEFRAMES.filter((t) => changes.weeks?.includes(t)).join(","));
        }
        if (changes.tier !== undefined) {
          if (changes.tier === null) next.delete("tier");
          else next.set("tier", changes.tier);
        }
        return next;
      }),
    [setSearchParams],
  );
  return [params, change];
}
