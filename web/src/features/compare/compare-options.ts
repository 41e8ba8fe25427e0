import { belowMinimumGames, type TierName, UNRATED } from "@fragboard/core";
import type { ListedPlayer, StatLine } from "../../lib/league/player-list.js";

/**
 * What Player Compare can pick (spec 000 §2): every rated player's own-tier stat line, his lines
 * from other tiers as extra starred options, and players without stats shown but disabled.
 */

export type CompareOption = {
  /** The option in the address: the name, or `name:Tier` for a line from another tier. */
  token: string;
  player: ListedPlayer;
  /** Undefined for a player without stats (a disabled option). */
  line: StatLine | undefined;
  /** Tier of the line, or the player's own for a disabled option. */
  tier: TierName;
  starred: boolean;
};

export function compareOptions(players: readonly ListedPlayer[]): CompareOption[] {
  const options: CompareOption[] = [];
  for (const player of players) {
    const own = player.tier.name;
    // Unrated players are excluded (spec 000 §5).
    if (own === UNRATED) continue;
    options.push({
      token: player.name,
      player,
      line: player.stats && { stats: player.stats, tier: own, primary: true },
      tier: own,
      starred: false,
    });
    for (const other of player.statsOutOfTier)
      options.push({
        token: `${player.name}:${other.tier}`,
        player,
        line: { ...other, primary: false },
        tier: other.tier,
        starred: true,
      });
  }
  return options;
}

/** Picked options in the address's order; tokens naming nobody (or a player without stats) are skipped. */
export function pickedOptions(tokens: readonly string[], options: readonly CompareOption[]): CompareOption[] {
  const byToken = new Map(options.map((option) => [option.token, option]));
  return tokens.flatMap((token) => {
    const option = byToken.get(token);
    return option?.line ? [option] : [];
  });
}

/** Ranked lines first, then lines under the minimum games (docs/rules.md#minimum-games), then players without stats. */
const optionGroup = (option: CompareOption) =>
  option.line === undefined ? 2 : belowMinimumGames(option.line.stats.gameCount) ? 1 : 0;

/**
 * Options whose name contains `search` (any case), picked ones left out, and with Same Tier Only
 * only lines of `sameTier`; lines under the minimum games, then disabled ones, sort after the rest.
 */
export function searchOptions(
  options: readonly CompareOption[],
  search: string,
  picked: readonly CompareOption[],
  sameTier: TierName | undefined,
): CompareOption[] {
  const needle = search.trim().toLowerCase();
  const taken = new Set(picked.map((option) => option.token));
  return options
    .filter(
      (option) =>
        !taken.has(option.token) &&
        (sameTier === undefined || option.tier === sameTier) &&
        option.player.name.toLowerCase().includes(needle),
    )
    .sort((a, b) => optionGroup(a) - optionGroup(b));
}
