import { TIER_NAMES, type TierName } from "@fragboard/core";
import type { MatchesFilter } from "../../lib/queries/matches.js";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";

/**
 * The match centre's address state (the season and match type are the selection's):
 * `/matches?tier=Premier&franchise=VEL&status=played`, `/matches/{id}?map=2&round=14`.
 */

const STATUSES = ["played", "upcoming"] as const;

const tierOf = (raw: string | null): TierName | undefined =>
  TIER_NAMES.find((tier) => tier.toLowerCase() === raw?.toLowerCase());

/** The list's filters as the address gives them; values it does not know are ignored. */
export function readMatchesFilter(params: URLSearchParams): MatchesFilter {
  const franchise = params.get("franchise")?.trim();
  const status = STATUSES.find((s) => s === params.get("status"));
  return {
    ...(tierOf(params.get("tier")) ? { tier: tierOf(params.get("tier")) } : {}),
    ...(franchise ? { franchise } : {}),
    ...(status ? { status } : {}),
  };
}

/** Sets or (with undefined) removes parameters of the address, keeping the others. */
function useParamWriter() {
  const [params, setParams] = useLatestSearchParams();
  const write = (changes: Record<string, string | undefined>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );
  return [params, write] as const;
}

export function useMatchesFilter() {
  const [params, write] = useParamWriter();
  return {
    filter: readMatchesFilter(params),
    set: (name: keyof MatchesFilter, value: string | undefined) => write({ [name]: value }),
    clear: () => write({ tier: undefined, franchise: undefined, status: undefined }),
  };
}

/**
 * `map` is the map's number in the series (absent or unknown: `opening`, the map the address's id
 * names, else the first); `round` the pinned round.
 */
export function readMatchView(params: URLSearchParams, mapNumbers: readonly number[], opening?: number) {
  const map = Number(params.get("map"));
  const round = Number(params.get("round"));
  return {
    map: mapNumbers.includes(map) ? map : (opening ?? mapNumbers[0] ?? 1),
    round: Number.isInteger(round) && round > 0 ? round : undefined,
  };
}

export function useMatchView(mapNumbers: readonly number[], opening?: number) {
  const [params, write] = useParamWriter();
  return {
    ...readMatchView(params, mapNumbers, opening),
    /** Written even for the first map: an address naming one of the maps opens on that one. */
    setMap: (map: number) => write({ map: String(map), round: undefined }),
    setRound: (round: number | undefined) =>
      write({ round: round === undefined ? undefined : String(round) }, true),
  };
}
