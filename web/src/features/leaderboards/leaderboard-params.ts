import {
  LEADERBOARD_DEFAULT_PAGE_SIZE,
  LEADERBOARD_PAGE_SIZES,
  LEADERBOARD_TABS,
  type LeaderboardTab,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";

/**
 * The leaderboards page's state, all in the address so a board can be shared:
 * `/leaderboards?q=extended&franchises=SAV,FA&tier=Elite&min3=0&perMatch=1&show=20`.
 * Defaults are left out of the address: General, every franchise, All tiers, "Min 3 Games" on,
 * "Per Match" off, 5 rows.
 */
export type PageSize = (typeof LEADERBOARD_PAGE_SIZES)[number];

export type LeaderboardParams = {
  tab: LeaderboardTab;
  franchises: string[];
  tier: TierName | null;
  minThreeGames: boolean;
  perMatch: boolean;
  limit: PageSize;
};

export const PARAM = {
  tab: "q",
  franchises: "franchises",
  tier: "tier",
  minThreeGames: "min3",
  perMatch: "perMatch",
  limit: "show",
} as const satisfies Record<keyof LeaderboardParams, string>;

const ignoringCase = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value.toLowerCase() === raw?.toLowerCase());

/** What the address says; anything it cannot mean falls back to the default. */
export function readLeaderboardParams(params: URLSearchParams): LeaderboardParams {
  const franchises = (params.get(PARAM.franchises) ?? "").split(",").filter((key) => key !== "");
  const limit = LEADERBOARD_PAGE_SIZES.find((size) => String(size) === params.get(PARAM.limit));
  return {
    tab: ignoringCase(LEADERBOARD_TABS, params.get(PARAM.tab)) ?? "general",
    franchises: franchises.filter((key, i) => franchises.indexOf(key) === i),
    tier: ignoringCase(TIER_NAMES, params.get(PARAM.tier)) ?? null,
    minThreeGames: params.get(PARAM.minThreeGames) !== "0",
    perMatch: params.get(PARAM.perMatch) === "1",
    limit: limit ?? LEADERBOARD_DEFAULT_PAGE_SIZE,
  };
}

/** Each setting's address value, or null for its default (the parameter is then removed). */
const SERIALISE: { [K in keyof LeaderboardParams]: (value: LeaderboardParams[K]) => string | null } = {
  tab: (tab) => (tab === "general" ? null : tab),
  franchises: (keys) => (keys.length === 0 ? null : keys.join(",")),
  tier: (tier) => tier,
  minThreeGames: (on) => (on ? null : "0"),
  perMatch: (on) => (on ? "1" : null),
  limit: (size) => (size === LEADERBOARD_DEFAULT_PAGE_SIZE ? null : String(size)),
};

function serialise<K extends keyof LeaderboardParams>(key: K, value: LeaderboardParams[K]): string | null {
  return SERIALISE[key](value);
}

/** `current` with the given settings changed; other parameters (season, matchType) stay. */
export function writeLeaderboardParams(
  current: URLSearchParams,
  changes: Partial<LeaderboardParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(changes) as (keyof LeaderboardParams)[]) {
    const value = serialise(key, changes[key] as LeaderboardParams[typeof key]);
    if (value === null) next.delete(PARAM[key]);
    else next.set(PARAM[key], value);
  }
  return next;
}

/**
 * A change of settings, or a function of the settings as the address has them when it lands: a
 * change made from what was last drawn (a second franchise ticked, a switch flipped back) before
 * the page re-renders would undo the one before it.
 */
export type LeaderboardChange =
  | Partial<LeaderboardParams>
  | ((current: LeaderboardParams) => Partial<LeaderboardParams>);

export function useLeaderboardParams(): LeaderboardParams & {
  set: (change: LeaderboardChange) => void;
} {
  const [params, setParams] = useLatestSearchParams();
  return {
    ...readLeaderboardParams(params),
    set: (change) =>
      setParams((current) =>
        writeLeaderboardParams(
          current,
          typeof change === "function" ? change(readLeaderboardParams(current)) : change,
        ),
      ),
  };
}
