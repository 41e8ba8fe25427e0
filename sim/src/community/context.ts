import { type MapResult, matchWinners, type Season, type SeasonStats, type Team } from "@fragboard/core";
import type { LeagueRecords } from "../league/league.js";
import { Rng } from "../random.js";

/** What the community is generated from: the league, its results and the engine's season stats. */
export type CommunityOptions = {
  seed: string | number;
  /** The simulated "today": nothing is dated after it. */
  now: Date;
  /** Every stored map of a scheduled match and its winner. */
  mapResults: readonly MapResult[];
  /** The season aggregates the engine computed (season_stats rows). */
  seasonStats: readonly SeasonStatsInput[];
};

/** One player's aggregate of a (season, tier, match type), as stored; only these figures are read. */
export type SeasonStatsInput = {
  season: number;
  tier: string;
  matchType: string;
  playerId: string | null;
  stats: Pick<SeasonStats, "name" | "gameCount" | "rating" | "fiveK" | "clutchR">;
};

/** Shared by every generator of the community. */
export type CommunityContext = {
  league: LeagueRecords;
  now: number;
  /** The season running at `now` and the one before it. */
  current: Season;
  previous: Season | null;
  /** Scheduled match id -> winning team id, for matches with a decided result. */
  winners: ReadonlyMap<string, string>;
  teams: ReadonlyMap<string, Team>;
  seasonStats: readonly SeasonStatsInput[];
  /** An independent random stream per generator, so changing one part leaves the others alone. */
  rng(stream: string): Rng;
};

export function communityContext(league: LeagueRecords, options: CommunityOptions): CommunityContext {
  const now = options.now.getTime();
  if (Number.isNaN(now)) throw new Error("now must be a valid date");
  const seasons = [...league.seasons].sort((a, b) => a.number - b.number);
  // As the API decides it: the latest season that has started, else the first one.
  const current = seasons.findLast((s) => Date.parse(s.startDate) <= now) ?? seasons[0];
  if (!current) throw new Error("the league has no seasons");
  const seed = String(options.seed);
  return {
    league,
    now,
    current,
    previous: seasons.find((s) => s.number === current.number - 1) ?? null,
    winners: matchWinners(options.mapResults),
    teams: new Map(league.teams.map((t) => [t.id, t])),
    seasonStats: options.seasonStats,
    rng: (stream) => new Rng(seed, "community", stream),
  };
}
