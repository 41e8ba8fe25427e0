import {
  cachedPlayersResponseSchema,
  cachedStatsResponseSchema,
  type LeaguePlayer,
  type MatchType,
  playerRole,
  type Role,
  type SeasonStats,
  seasonMetadataResponseSchema,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { baseUrl } from "./browser.js";

/**
 * The league as the API serves it, read independently of the web app, so the journeys can say
 * what the pages must show (docs/rules.md#player-list: players joined to their stat rows by exact name).
 */

export type ListedPlayer = LeaguePlayer & {
  /** Every stat line of the season, his own tier's first. */
  lines: { tier: TierName; stats: SeasonStats }[];
  role: Role | "";
};

export type League = { season: number; matchType: MatchType; listed: ListedPlayer[] };

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** Everyone the players list shows by default: non-spectators with stats this season. */
export async function loadLeague(): Promise<League> {
  const meta = seasonMetadataResponseSchema.parse(await getJson("/api/csc/cached-season-metadata"));
  const season = meta.number;
  const matchType: MatchType = meta.hasSeasonStarted ? "Regulation" : "Combine";
  const [players, stats] = await Promise.all([
    getJson(`/api/csc/cached-players?season=${season}`).then((body) =>
      cachedPlayersResponseSchema.parse(body),
    ),
    getJson(`/api/csc/cached-stats?season=${season}&matchType=${matchType}`).then((body) =>
      cachedStatsResponseSchema.parse(body),
    ),
  ]);
  const listed = players.data
    .filter((player) => player.type !== "SPECTATOR")
    .map((player) => {
      const lines = TIER_NAMES.flatMap((tier) =>
        stats.data[tier].filter((row) => row.name === player.name).map((row) => ({ tier, stats: row })),
      ).sort((a, b) => Number(b.tier === player.tier.name) - Number(a.tier === player.tier.name));
      const primary = lines.find((line) => line.tier === player.tier.name)?.stats;
      return { ...player, lines, role: playerRole(primary) };
    })
    .filter((player) => player.lines.length > 0);
  return { season, matchType, listed };
}

/** A player whose own tier's line has the most maps (ties by name): long history, stable pick. */
export function busiestPlayer(league: League): ListedPlayer & { games: number } {
  const ranked = league.listed
    .map((player) => ({
      ...player,
      games: player.lines[0]?.tier === player.tier.name ? player.lines[0].stats.gameCount : 0,
    }))
    .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  const busiest = ranked[0];
  if (!busiest || busiest.games === 0) throw new Error("no player has played in his own tier");
  return busiest;
}

export const playerPath = (name: string) => `/players/${encodeURIComponent(name)}`;
