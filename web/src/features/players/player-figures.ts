import { formatDecimal, formatInteger, formatMmr } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

export type Figure = { label: string; value: string; tooltip: string };

/** The headline numbers of a player in a list, formatted, each with what it means. */
export function playerFigures(player: ListedPlayer): Figure[] {
  const shown = shownStats(player);
  // Out-of-tier numbers are marked so nobody mistakes them for the player's own tier.
  const note = shown && !shown.primary ? ` (in ${shown.tier}, not his own tier)` : "";
  const mark = shown && !shown.primary ? "*" : "";
  return [
    {
      label: "Rating",
      value: `${formatDecimal(shown?.stats.rating)}${mark}`,
      tooltip: `${STAT_DESCRIPTIONS.rating}${note}`,
    },
    { label: "MMR", value: formatMmr(player.mmr), tooltip: STAT_DESCRIPTIONS.mmr },
    {
      label: "Games",
      value: `${formatInteger(shown?.stats.gameCount)}${mark}`,
      tooltip: `${STAT_DESCRIPTIONS.gameCount}${note}`,
    },
  ];
}
