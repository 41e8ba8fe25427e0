import { type LeaguePlayer, type MeResponse, SEASON_STAT_KEYS, type SeasonStats } from "@fragboard/core";
import type { ListedPlayer } from "../lib/league/player-list.js";

/** A full stat line with plausible numbers; override what the test is about. */
export function statsFor(name: string, overrides: Partial<SeasonStats> = {}): SeasonStats {
  const base = Object.fromEntries(SEASON_STAT_KEYS.map((key) => [key, 0])) as Omit<SeasonStats, "name">;
  return {
    ...base,
    name,
    gameCount: 10,
    rounds: 220,
    kills: 180,
    deaths: 160,
    assists: 40,
    rating: 1,
    kr: 0.8,
    adr: 80,
    kast: 0.7,
    hs: 45,
    ...overrides,
  };
}

let nextId = 1000;

export function leaguePlayer(name: string, overrides: Partial<LeaguePlayer> = {}): LeaguePlayer {
  nextId += 1;
  return {
    id: String(nextId),
    steam64Id: `7656119800000${String(nextId).padStart(4, "0")}`,
    name,
    discordId: `10000000000000${String(nextId).padStart(4, "0")}`,
    mmr: 1500,
    avatarUrl: "",
    tier: { name: "Contender" },
    team: null,
    type: "FREE_AGENT",
    ...overrides,
  };
}

/** A player as lists hold him, with stats in his own tier unless told otherwise. */
export function listedPlayer(
  name: string,
  overrides: Partial<ListedPlayer> = {},
  stats: Partial<SeasonStats> | null = {},
): ListedPlayer {
  return {
    ...leaguePlayer(name),
    stats: stats === null ? undefined : statsFor(name, stats),
    statsOutOfTier: [],
    role: "RIFLER",
    hltvTwoPointO: undefined,
    ...overrides,
  };
}

/** `/api/me` for Ada, signed in: a signed player of ARG with no franchise role and no scope. */
export const ADA_SIGNED_IN: MeResponse = {
  user: { discordId: "100000000000000001", discordUsername: "ada", id: "p1", avatar: null },
  player: {
    id: "p1",
    name: "Ada",
    steam64Id: "76561190000000001",
    avatarUrl: "/api/avatars/p1.svg",
    tier: "Premier",
    type: "SIGNED",
    team: { id: "t1", name: "Rapid Anchors", franchise: { name: "Argonauts", prefix: "ARG" } },
  },
  franchiseRoles: [],
  scopes: [],
  signIn: "local",
};
