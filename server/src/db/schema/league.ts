import type { MatchType, PlayerTierName, PlayerType, TeamHistoryEntry, TierName } from "@fragboard/core";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/** The league's records (core/src/league/league.ts), one table per record type. */

export const seasons = pgTable("seasons", {
  number: integer("number").primaryKey(),
  startDate: instant("start_date").notNull(),
  regularSeasonStart: instant("regular_season_start").notNull(),
  endDate: instant("end_date").notNull(),
  simulated: boolean("simulated").notNull(),
});

export const seasonTiers = pgTable(
  "season_tiers",
  {
    season: integer("season").notNull(),
    tier: text("tier").$type<TierName>().notNull(),
    mmrCap: integer("mmr_cap").notNull(),
    mmrMin: integer("mmr_min").notNull(),
    mmrMax: integer("mmr_max").notNull(),
    color: text("color").notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.tier] })],
);

export const franchises = pgTable("franchises", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  prefix: text("prefix").notNull().unique(),
  logoSvg: text("logo_svg").notNull(),
  gmPlayerId: text("gm_player_id").notNull(),
  agmPlayerId: text("agm_player_id"),
  agmPlayerIds: jsonb("agm_player_ids").$type<string[]>().notNull(),
  active: boolean("active").notNull(),
});

export const teams = pgTable(
  "teams",
  {
    id: text("id").primaryKey(),
    season: integer("season").notNull(),
    franchiseId: text("franchise_id").notNull(),
    name: text("name").notNull(),
    tier: text("tier").$type<TierName>().notNull(),
    captainPlayerId: text("captain_player_id"),
    division: text("division").notNull(),
  },
  (t) => [index("teams_season_tier").on(t.season, t.tier), index("teams_franchise").on(t.franchiseId)],
);

export const players = pgTable(
  "players",
  {
    id: text("id").primaryKey(),
    steam64Id: text("steam64_id").notNull().unique(),
    discordId: text("discord_id").notNull(),
    name: text("name").notNull(),
    faceitName: text("faceit_name"),
    crosshairShareCode: text("crosshair_share_code"),
    mmr: integer("mmr").notNull(),
    avatarUrl: text("avatar_url").notNull(),
    contractDuration: integer("contract_duration"),
    type: text("type").$type<PlayerType>().notNull(),
    tier: text("tier").$type<PlayerTierName>().notNull(),
    teamId: text("team_id"),
  },
  (t) => [index("players_discord").on(t.discordId), index("players_team").on(t.teamId)],
);

export const playerSeasons = pgTable(
  "player_seasons",
  {
    playerId: text("player_id").notNull(),
    season: integer("season").notNull(),
    tier: text("tier").$type<PlayerTierName>().notNull(),
    teamId: text("team_id"),
    type: text("type").$type<PlayerType>().notNull(),
    mmr: integer("mmr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.playerId] }), index("player_seasons_player").on(t.playerId)],
);

export const teamHistory = pgTable(
  "team_history",
  {
    id: serial("id").primaryKey(),
    playerId: text("player_id").notNull(),
    season: integer("season").notNull(),
    changeType: text("change_type").$type<TeamHistoryEntry["changeType"]>().notNull(),
    value: text("value").notNull(),
    dateCreated: instant("date_created").notNull(),
    teamId: text("team_id"),
    franchisePrefix: text("franchise_prefix"),
  },
  (t) => [index("team_history_player").on(t.playerId)],
);

export const scheduledMatches = pgTable(
  "scheduled_matches",
  {
    id: text("id").primaryKey(),
    season: integer("season").notNull(),
    tier: text("tier").$type<TierName>().notNull(),
    matchType: text("match_type").$type<MatchType>().notNull(),
    matchDay: text("match_day").notNull(),
    scheduledDate: instant("scheduled_date").notNull(),
    completedAt: instant("completed_at"),
    homeTeamId: text("home_team_id").notNull(),
    awayTeamId: text("away_team_id").notNull(),
    lobbyId: text("lobby_id").notNull(),
    demoUrl: text("demo_url"),
    server: jsonb("server").$type<{ connectString: string; port: number; gotv: number }>(),
  },
  (t) => [
    index("scheduled_matches_season_tier").on(t.season, t.tier),
    index("scheduled_matches_home").on(t.homeTeamId),
    index("scheduled_matches_away").on(t.awayTeamId),
  ],
);

export const mapBans = pgTable(
  "map_bans",
  {
    scheduledMatchId: text("scheduled_match_id").notNull(),
    number: integer("number").notNull(),
    map: text("map").notNull(),
    teamId: text("team_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduledMatchId, t.number] })],
);
