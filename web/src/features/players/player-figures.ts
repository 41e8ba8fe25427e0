import type { SeasonStats } from "@fragboard/core";
import { formatDecimal, formatInteger, formatMmr } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

export type Figure = { value: string; tooltip: string };

/**
 * One number of the stat line a list shows. Numbers from another tier than the player's own are
 * starred and say so, so nobody mistakes them for his own tier's.
 */
export function statFigure(
  player: ListedPlayer,
  pick: (stats: SeasonStats) => number,
  format: (value: number | undefined) => string,
  tooltip: string,
): Figure {
  const shown = shownStats(player);
  const value = format(shown && pick(shown.stats));
  if (!shown || shown.primary) return { value, tooltip };
  return { value: `${value}*`, tooltip: `${tooltip} (* in ${shown.tier}, not his own tier)` };
}

/** The headline numbers of a player card, formatted, each with what it means. */
export function cardFigures(player: ListedPlayer): (Figure & { label: string })[] {
  return [
    {
      label: "Rating",
      ...statFigure(player, (s) => s.rating, formatDecimal, STAT_DESCRIPTIONS.rating),
    },
    { label: "MMR", value: formatMmr(player.mmr), tooltip: STAT_DESCRIPTIONS.mmr },
    {
      label: "Games",
      ...statFigure(player, (s) => s.gameCount, formatInteger, STAT_DESCRIPTIONS.gameCount),
    },
  ];
}
