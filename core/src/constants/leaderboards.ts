import { MIN_GAMES_FOR_ROLE } from "./roles.js";

export const LEADERBOARD_TABS = ["general", "extended", "weapons", "fapl", "pickems"] as const;
export type LeaderboardTab = (typeof LEADERBOARD_TABS)[number];

export const LEADERBOARD_PAGE_SIZES = [5, 10, 20, 50] as const;
export const LEADERBOARD_DEFAULT_PAGE_SIZE = 5;
/** Minimum primary gameCount with the "Min 3 Games" toggle on (the league's one minimum, docs/rules.md#minimum-games), and with it off. */
export const LEADERBOARD_MIN_GAMES = MIN_GAMES_FOR_ROLE;
export const LEADERBOARD_MIN_GAMES_TOGGLE_OFF = 1;
