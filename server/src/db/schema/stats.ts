import type {
  ExtendedStats,
  MatchType,
  PlayerMapLine,
  SeasonStats,
  TeamMapLine,
  TierName,
} from "@fragboard/core";
import { index, integer, json, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * What the stats engine computes from stored maps: per-map lines (the unit every aggregate is
 * rebuilt from) and the materialised season aggregates the API serves. Key columns are copied out
 * of the JSONB so the API's filters are indexed.
 */

const mapKey = {
  matchId: text("match_id").notNull(),
  season: integer("season").notNull(),
  tier: text("tier").$type<TierName>().notNull(),
  matchType: text("match_type").$type<MatchType>().notNull(),
  matchDay: text("match_day").notNull(),
  playedAt: instant("played_at").notNull(),
};

export const playerMapLines = pgTable(
  "player_map_lines",
  {
    ...mapKey,
    steam64Id: text("steam64_id").notNull(),
    playerId: text("player_id"),
    name: text("name").notNull(),
    line: json("line").$type<PlayerMapLine>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.steam64Id] }),
    index("player_map_lines_season").on(t.season, t.matchType, t.tier),
    index("player_map_lines_player").on(t.steam64Id, t.season),
  ],
);

export const teamMapLines = pgTable(
  "team_map_lines",
  {
    ...mapKey,
    /** 0 or 1: the team's index in the map's events. */
    team: smallint("team").notNull(),
    teamId: text("team_id"),
    name: text("name").notNull(),
    line: json("line").$type<TeamMapLine>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.team] }),
    index("team_map_lines_season").on(t.season, t.matchType, t.tier),
    index("team_map_lines_team").on(t.teamId),
  ],
);

export const seasonStats = pgTable(
  "season_stats",
  {
    season: integer("season").notNull(),
    tier: text("tier").$type<TierName>().notNull(),
    matchType: text("match_type").$type<MatchType>().notNull(),
    steam64Id: text("steam64_id").notNull(),
    playerId: text("player_id"),
    name: text("name").notNull(),
    stats: json("stats").$type<SeasonStats>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.matchType, t.tier, t.steam64Id] }),
    index("season_stats_player").on(t.steam64Id),
  ],
);

export const extendedStats = pgTable(
  "extended_stats",
  {
    season: integer("season").notNull(),
    matchType: text("match_type").$type<MatchType>().notNull(),
    steam64Id: text("steam64_id").notNull(),
    playerId: text("player_id"),
    name: text("name").notNull(),
    stats: json("stats").$type<ExtendedStats>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.matchType, t.steam64Id] })],
);
