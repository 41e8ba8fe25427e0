import { z } from "zod";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema, matchTypeSchema } from "../constants/match-types.js";
import { playerTypeSchema } from "../constants/player-types.js";
import { playerTierNameSchema, tierNameSchema } from "../constants/tiers.js";

/**
 * The league's roster and schedule: what the simulator generates (and a real league import
 * would provide) besides the per-map events. The database stores exactly these records.
 */

export const seasonSchema = z.object({
  number: z.number().int().min(1),
  startDate: z.iso.datetime(),
  /** Regular season match day 1; combines are played before it. */
  regularSeasonStart: z.iso.datetime(),
  endDate: z.iso.datetime(),
  /** Seasons before the simulated ones exist as metadata only. */
  simulated: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonTierSchema = z.object({
  season: z.number().int(),
  tier: tierNameSchema,
  mmrCap: z.number().int(),
  mmrMin: z.number().int(),
  mmrMax: z.number().int(),
  color: z.string(),
});
export type SeasonTier = z.infer<typeof seasonTierSchema>;

export const franchiseSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().min(1).max(5),
  /** Logo as an SVG document (served at /api/logos/{prefix}.svg). */
  logoSvg: z.string(),
  gmPlayerId: z.string(),
  agmPlayerId: z.string().nullable(),
  agmPlayerIds: z.array(z.string()),
  active: z.boolean(),
});
export type Franchise = z.infer<typeof franchiseSchema>;

/** A franchise's team in one season (tier and roster change between seasons). */
export const teamSchema = z.object({
  id: z.string(),
  season: z.number().int(),
  franchiseId: z.string(),
  name: z.string(),
  tier: tierNameSchema,
  captainPlayerId: z.string().nullable(),
  /** Conference inside the tier, for the season divisions query. */
  division: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** Current state of a player (the league's roster record). */
export const playerSchema = z.object({
  id: z.string(),
  steam64Id: z.string().regex(/^\d{17}$/),
  discordId: z.string().regex(/^\d{17,20}$/),
  name: z.string().min(1).max(64),
  faceitName: z.string().nullable(),
  /** CS2 crosshair share code (CSGO-xxxxx-...), shown on the extended stats tab. */
  crosshairShareCode: z.string().nullable(),
  mmr: z.number().int().min(0),
  avatarUrl: z.string(),
  contractDuration: z.number().int().min(0).nullable(),
  type: playerTypeSchema,
  tier: playerTierNameSchema,
  /** Team of the current season, if rostered. */
  teamId: z.string().nullable(),
});
export type Player = z.infer<typeof playerSchema>;

/** Where a player stood in a past or current season (tier and team of that season). */
export const playerSeasonSchema = z.object({
  playerId: z.string(),
  season: z.number().int(),
  tier: playerTierNameSchema,
  teamId: z.string().nullable(),
  type: playerTypeSchema,
  mmr: z.number().int(),
});
export type PlayerSeason = z.infer<typeof playerSeasonSchema>;

export const teamHistoryEntrySchema = z.object({
  playerId: z.string(),
  season: z.number().int(),
  changeType: z.enum(["SIGN", "CUT", "SUB", "DRAFT", "PROMOTE", "RELEASE"]),
  /** Human text, e.g. "Signed with Frog Legs (FRG)". */
  value: z.string(),
  dateCreated: z.iso.datetime(),
  teamId: z.string().nullable(),
  franchisePrefix: z.string().nullable(),
});
export type TeamHistoryEntry = z.infer<typeof teamHistoryEntrySchema>;

export const mapBanSchema = z.object({
  /** 1-based order of the ban in the veto. */
  number: z.number().int().min(1),
  map: mapIdSchema,
  teamId: z.string(),
});
export type MapBan = z.infer<typeof mapBanSchema>;

/** A scheduled league match (a series of one map in the regular season, best of three in playoffs). */
export const scheduledMatchSchema = z.object({
  id: z.string(),
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  matchDay: matchDaySchema,
  scheduledDate: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  lobbyId: z.string(),
  mapBans: z.array(mapBanSchema),
  demoUrl: z.string().nullable(),
  /** Game server the match ran on, when known. */
  server: z.object({ connectString: z.string(), port: z.number().int(), gotv: z.number().int() }).nullable(),
});
export type ScheduledMatch = z.infer<typeof scheduledMatchSchema>;

/** Every league record: what the simulator generates and a real league import would provide. */
export type LeagueRecords = {
  seasons: Season[];
  seasonTiers: SeasonTier[];
  franchises: Franchise[];
  teams: Team[];
  players: Player[];
  playerSeasons: PlayerSeason[];
  teamHistory: TeamHistoryEntry[];
  matches: ScheduledMatch[];
};
