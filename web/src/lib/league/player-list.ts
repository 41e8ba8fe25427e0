import {
  type CachedStatsResponse,
  type LeaguePlayer,
  playerRole,
  type Role,
  type SeasonStats,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";

/** A roster record joined with its season stats: what every player list shows (docs/rules.md#player-list). */
export type ListedPlayer = LeaguePlayer & {
  /** Stats from the player's own tier, if he played there. */
  stats: SeasonStats | undefined;
  /** Stats from other tiers he subbed into this season. */
  statsOutOfTier: { tier: TierName; stats: SeasonStats }[];
  role: Role | "";
  /**
   * The admin-configured joke label that replaces his role wherever it shows (spec 000 §5), so
   * the lists and his page say the same.
   */
  noveltyRole?: string | undefined;
  /** HLTV 2.0 approximation of the primary stats, as the engine computed it. */
  hltvTwoPointO: number | undefined;
};

/** One of a player's season stat lines: his own tier's (primary) or one he played as a sub elsewhere. */
export type StatLine = { stats: SeasonStats; tier: TierName; primary: boolean };

/** Every stat line of a player, his own tier's first. */
export function statLines(player: ListedPlayer): StatLine[] {
  const lines: StatLine[] = player.statsOutOfTier.map((row) => ({ ...row, primary: false }));
  if (player.stats && player.tier.name !== "Unrated") {
    lines.unshift({ stats: player.stats, tier: player.tier.name, primary: true });
  }
  return lines;
}

/** The stat line a list shows for a player: his own tier's, else the first other tier's. */
export const shownStats = (player: ListedPlayer): StatLine | undefined => statLines(player)[0];

export const hasStats = (player: ListedPlayer) =>
  player.stats !== undefined || player.statsOutOfTier.length > 0;

/**
 * Joins cached players to cached stats by exact name; spectators are dropped unless historical
 * mode is on. (Players without a tier cannot occur: the response schema requires one.)
 */
export function buildPlayerList(
  players: readonly LeaguePlayer[],
  stats: CachedStatsResponse["data"],
  options: { includeSpectators: boolean; noveltyRoles?: ReadonlyMap<string, string> },
): ListedPlayer[] {
  const rowsByName = new Map<string, { tier: TierName; stats: SeasonStats }[]>();
  for (const tier of TIER_NAMES) {
    for (const row of stats[tier]) {
      const rows = rowsByName.get(row.name) ?? [];
      rows.push({ tier, stats: row });
      rowsByName.set(row.name, rows);
    }
  }

  return players
    .filter((player) => options.includeSpectators || player.type !== "SPECTATOR")
    .map((player) => {
      const rows = rowsByName.get(player.name) ?? [];
      const primary = rows.find((row) => row.tier === player.tier.name)?.stats;
      return {
        ...player,
        stats: primary,
        statsOutOfTier: rows.filter((row) => row.tier !== player.tier.name),
        role: playerRole(primary),
        noveltyRole: options.noveltyRoles?.get(player.steam64Id),
        hltvTwoPointO: primary?.hltvTwoPointO,
      };
    });
}
