import { belowMinimumGames } from "@fragboard/core";
import { type ListedPlayer, shownStats } from "./player-list.js";

/**
 * The minimum-games rule as a sort group (docs/rules.md#minimum-games): sorted by a figure a few
 * maps can inflate, a player under the minimum comes after everyone who has it, in every list.
 */
export const underMinimum = (player: ListedPlayer) =>
  belowMinimumGames(shownStats(player)?.stats.gameCount) ? 1 : 0;
