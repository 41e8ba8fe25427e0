import { z } from "zod";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema, matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import { sideSchema } from "../events/map-events.js";
import { headToHeadRecordSchema } from "../rules/head-to-head.js";
import { franchiseRefSchema } from "../rules/standings.js";
import { vetoStepSchema } from "../rules/veto.js";
import { mapHighlightsSchema } from "../stats/map-highlights.js";
import { timelineRoundSchema, winReasonCountsSchema } from "../stats/match-rounds.js";
import { scoreboardLineSchema } from "../stats/scoreboard.js";
import { matchupSchema } from "./extended-match-stats.js";
import { matchTypeParam, seasonParam, tierParam } from "./queries.js";

/**
 * The match centre (docs/api.md#matches): a season's results and fixtures, one match's page, and
 * the head-to-head of two teams. A match is a scheduled match (one map in the regular season, a
 * best of three in the playoffs) or, in combines, one combine map (its teams are ad hoc).
 */

export const MATCH_STATUSES = ["completed", "in-progress", "not-played"] as const;
/** The list's played/upcoming filter: a match with a stored map is played. */
export const MATCH_FILTERS = ["played", "upcoming"] as const;

const teamIndexSchema = z.union([z.literal(0), z.literal(1)]);

export const matchTeamSchema = z.object({
  /** null for a combine team. */
  id: z.string().nullable(),
  name: z.string(),
  franchise: franchiseRefSchema.nullable(),
});
export type MatchTeam = z.infer<typeof matchTeamSchema>;

export const matchMapScoreSchema = z.object({
  /** The map's id on the stats endpoints. */
  matchId: z.string(),
  mapNumber: z.number().int(),
  mapName: mapIdSchema,
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
});
export type MatchMapScore = z.infer<typeof matchMapScoreSchema>;

export const matchListItemSchema = z.object({
  /** The match page's id: the scheduled match's, or a combine map's. */
  id: z.string(),
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  matchDay: matchDaySchema,
  scheduledDate: z.string(),
  completedAt: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  home: matchTeamSchema,
  away: matchTeamSchema,
  /** Played maps in order. */
  maps: z.array(matchMapScoreSchema),
  /** The team that won more maps; null while none has (not played, or a level series). */
  winner: z.enum(["home", "away"]).nullable(),
});
export type MatchListItem = z.infer<typeof matchListItemSchema>;

export const matchDaySchemaOfList = z.object({
  matchDay: matchDaySchema,
  matches: z.array(matchListItemSchema),
});
export type MatchDayGroup = z.infer<typeof matchDaySchemaOfList>;

export const matchesQuerySchema = z.object({
  season: seasonParam,
  matchType: matchTypeParam.default("Regulation"),
  tier: tierParam.optional(),
  /** A franchise's prefix or name, any case: its teams' matches. */
  franchise: z
    .string({ error: "franchise must be text" })
    .trim()
    .min(1, "franchise must not be empty")
    .max(100, "franchise must be at most 100 characters")
    .optional(),
  status: z.enum(MATCH_FILTERS, { error: `status must be ${MATCH_FILTERS.join(" or ")}` }).optional(),
  /**
   * A window: only the newest `days` played days and no later ones (the page's first screen; it
   * asks for the rest when scrolled to them). `resultDays` and `laterDays` still count them all.
   */
  days: z.coerce
    .number({ error: "days must be an integer from 1 to 100" })
    .int("days must be an integer from 1 to 100")
    .min(1, "days must be an integer from 1 to 100")
    .max(100, "days must be an integer from 1 to 100")
    .optional(),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

export const matchesResponseSchema = z.object({
  season: z.number().int().positive(),
  matchType: matchTypeSchema,
  /** When the stats last changed (the last ingest). */
  lastUpdate: z.string(),
  /** The earliest match day not fully played. */
  next: matchDaySchemaOfList.nullable(),
  /** Fully played match days, newest first. */
  results: z.array(matchDaySchemaOfList),
  /** Match days after `next`, soonest first. */
  later: z.array(matchDaySchemaOfList),
  /** How many played days there are (more than `results` holds when the query named `days`). */
  resultDays: z.number().int().min(0),
  /** How many days come after `next` (`later` is empty when the query named `days`). */
  laterDays: z.number().int().min(0),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

export const matchParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[\w-]+$/, "id must be letters, digits, _ or -")
    .max(100, "id must be at most 100 characters"),
});

export const matchPlayerSchema = scoreboardLineSchema.extend({
  steam64Id: z.string(),
  playerId: z.string().nullable(),
  team: teamIndexSchema,
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

export const matchMapTeamSchema = z.object({
  teamId: z.string().nullable(),
  name: z.string(),
  startSide: sideSchema,
  score: z.number().int().min(0),
  TR: z.number().int().min(0),
  TRW: z.number().int().min(0),
  ctR: z.number().int().min(0),
  ctRW: z.number().int().min(0),
  pistols: z.number().int().min(0),
  pistolsW: z.number().int().min(0),
  /** Rounds won by each win reason. */
  winsBy: winReasonCountsSchema,
});
export type MatchMapTeam = z.infer<typeof matchMapTeamSchema>;

/** One played map of a match: every index (team, player) refers to this map's own arrays. */
export const matchMapSchema = z.object({
  matchId: z.string(),
  mapNumber: z.number().int(),
  mapName: mapIdSchema,
  playedAt: z.string(),
  totalRounds: z.number().int(),
  /** Which of `teams` is the match's home team. */
  homeTeam: teamIndexSchema,
  teams: z.tuple([matchMapTeamSchema, matchMapTeamSchema]),
  /** Scoreboard lines in roster order (a kill's `killer`/`victim` index this list). */
  players: z.array(matchPlayerSchema),
  rounds: z.array(timelineRoundSchema),
  highlights: mapHighlightsSchema,
  /** Team A = teams[0] (docs/api.md#extended-match-stats). */
  matchup: matchupSchema,
});
export type MatchMap = z.infer<typeof matchMapSchema>;

export const matchResponseSchema = z.object({
  match: matchListItemSchema,
  /** The tier's colour that season. */
  tierColor: z.string().nullable(),
  demoUrl: z.string().nullable(),
  /** The game server's connect line, while the match is being played. */
  connect: z.string().nullable(),
  veto: z.array(vetoStepSchema),
  maps: z.array(matchMapSchema),
});
export type MatchResponse = z.infer<typeof matchResponseSchema>;

/** `teams=A,B`: two team ids, team names, or franchise prefixes or names, any case. */
export const headToHeadQuerySchema = z.object({
  teams: z
    .string({ error: "teams must be two names or ids separated by a comma" })
    .max(201, "teams must be at most 201 characters")
    .transform((value, ctx) => {
      const parts = value.split(",").map((part) => part.trim());
      if (parts.length !== 2 || parts.some((part) => part === "")) {
        ctx.addIssue({ code: "custom", message: "teams must be two names or ids separated by a comma" });
        return z.NEVER;
      }
      return parts as [string, string];
    }),
});
export type HeadToHeadQuery = z.infer<typeof headToHeadQuerySchema>;

/**
 * What one name of `teams` stands for: a team (its franchise's teams at its tier, every season)
 * or a whole franchise (its teams at every tier).
 */
export const headToHeadSideSchema = z.object({
  /** What the address named. */
  query: z.string(),
  /** The team's latest name, or the franchise's name. */
  name: z.string(),
  franchise: franchiseRefSchema.nullable(),
  /** The team's tier; null for a whole franchise. */
  tier: tierNameSchema.nullable(),
});
export type HeadToHeadSide = z.infer<typeof headToHeadSideSchema>;

export const headToHeadResponseSchema = z.object({
  sides: z.tuple([headToHeadSideSchema, headToHeadSideSchema]),
  record: headToHeadRecordSchema,
});
export type HeadToHeadResponse = z.infer<typeof headToHeadResponseSchema>;
