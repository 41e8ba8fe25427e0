import { z } from "zod";
import { hitgroupSchema } from "../constants/hitgroups.js";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema, matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import { grenadeTypeSchema, weaponNameSchema } from "../constants/weapons.js";

/**
 * One played map as events: what a demo parser (or the simulator) emits and what
 * `POST /api/admin/matches` accepts. One map is one "match" for stats (docs/stats.md#events-and-the-stored-grain).
 * Players are identified by steam64 id everywhere inside a map. Beyond its shape, a map must be
 * possible in a real game: mapEventsSchema (map-rules.ts, docs/stats.md#rules-of-a-played-map).
 */

export const sideSchema = z.enum(["CT", "T"]);
export type Side = z.infer<typeof sideSchema>;

const steamId = z.string().regex(/^\d{17}$/, "steam64 id is 17 digits");
const seconds = z.number().min(0).max(600);
/** NUL and unpaired UTF-16 surrogates cannot be stored (PostgreSQL text is UTF-8 without NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (s: string) => !s.includes("\u0000") && !LONE_SURROGATE.test(s);
/** Free text and ids of a map: anything PostgreSQL can store. */
const text = (min: number, max: number) =>
  z.string().min(min).max(max).refine(storable, "must not contain NUL bytes or unpaired surrogates");

export const economyTypeSchema = z.enum(["pistol", "eco", "semi-eco", "force", "full"]);
export type EconomyType = z.infer<typeof economyTypeSchema>;

export const roundEndReasonSchema = z.enum(["elimination", "bomb_exploded", "bomb_defused", "time"]);
export type RoundEndReason = z.infer<typeof roundEndReasonSchema>;

export const mapPlayerSchema = z.object({
  steam64Id: steamId,
  /** League player id when the player is known to the league. */
  playerId: text(1, 80).nullable(),
  name: text(1, 64),
});
export type MapPlayer = z.infer<typeof mapPlayerSchema>;

/** Players in one round for one team (fewer after a disconnect). */
export const MAX_ROUND_PLAYERS = 5;
/** Players one team may field over a map: its five and one substitute. */
export const MAX_MAP_PLAYERS = 6;

export const mapTeamSchema = z.object({
  /** League team id; null for ad-hoc combine teams. */
  teamId: text(1, 80).nullable(),
  name: text(1, 64),
  startSide: sideSchema,
  /** Everyone who played for the team on this map: five, or six when a substitute came in
   * (docs/stats.md#substitutes). Who played which round is `lineups` of each round. */
  players: z.array(mapPlayerSchema).min(1).max(MAX_MAP_PLAYERS),
});
export type MapTeam = z.infer<typeof mapTeamSchema>;

export const killEventSchema = z.object({
  /** Seconds since the round started (freeze time excluded). */
  time: seconds,
  /** null for world deaths (fall damage) and the bomb. */
  killer: steamId.nullable(),
  victim: steamId,
  /** Damage assist (docs/stats.md#assists: damage assists). */
  assister: steamId.nullable(),
  flashAssister: steamId.nullable(),
  weapon: weaponNameSchema,
  headshot: z.boolean(),
  /** Objects the bullet went through; > 0 is a wallbang. */
  penetrated: z.number().int().min(0).max(10),
  noscope: z.boolean(),
  throughSmoke: z.boolean(),
  killerAirborne: z.boolean(),
  killerBlinded: z.boolean(),
});
export type KillEvent = z.infer<typeof killEventSchema>;

export const damageEventSchema = z.object({
  /** null for world damage and the bomb. */
  attacker: steamId.nullable(),
  victim: steamId,
  weapon: weaponNameSchema,
  hitgroup: hitgroupSchema,
  /** Health removed, already capped at the victim's remaining health. */
  health: z.number().int().min(0).max(100),
  armor: z.number().int().min(0).max(100),
});
export type DamageEvent = z.infer<typeof damageEventSchema>;

export const grenadeEventSchema = z.object({ thrower: steamId, type: grenadeTypeSchema });
export type GrenadeEvent = z.infer<typeof grenadeEventSchema>;

export const blindEventSchema = z.object({
  /** Who threw the flashbang. */
  thrower: steamId,
  victim: steamId,
  /** Seconds of blindness. */
  duration: z.number().min(0).max(10),
});
export type BlindEvent = z.infer<typeof blindEventSchema>;

export const chickenKillSchema = z.object({
  killer: steamId,
  how: z.enum(["shot", "stabbed", "exploded", "roasted"]),
});
export type ChickenKill = z.infer<typeof chickenKillSchema>;

export const teamEconomySchema = z.object({
  equipmentValue: z.number().int().min(0).max(60_000),
  type: economyTypeSchema,
});

export const roundEventSchema = z.object({
  number: z.number().int().min(1).max(60),
  /** Side of teams[0] and teams[1] this round. */
  sides: z.tuple([sideSchema, sideSchema]),
  /**
   * steam64 ids of who played this round for teams[0] and teams[1]. Optional: left out, every
   * listed player of a team played it, which a team of six cannot claim.
   */
  lineups: z
    .tuple([z.array(steamId).max(MAX_ROUND_PLAYERS), z.array(steamId).max(MAX_ROUND_PLAYERS)])
    .optional(),
  winner: sideSchema,
  reason: roundEndReasonSchema,
  /** Economy of teams[0] and teams[1]. */
  economy: z.tuple([teamEconomySchema, teamEconomySchema]),
  plant: z.object({ player: steamId, time: seconds }).nullable(),
  /** ninja = defused while an enemy was still alive. */
  defuse: z.object({ player: steamId, time: seconds, ninja: z.boolean() }).nullable(),
  mvp: steamId.nullable(),
  kills: z.array(killEventSchema).max(20),
  damage: z.array(damageEventSchema).max(400),
  grenades: z.array(grenadeEventSchema).max(60),
  blinds: z.array(blindEventSchema).max(100),
  chickens: z.array(chickenKillSchema).max(10),
});
export type RoundEvent = z.infer<typeof roundEventSchema>;

/** The shape of one played map; mapEventsSchema (map-rules.ts) adds what a real game allows. */
export const mapEventsShapeSchema = z.object({
  /** Unique id of this played map (the stats "matchId"); combine ids start with "combines-". */
  matchId: text(1, 80),
  /** Id of the scheduled league match this map belongs to; null for combines. */
  scheduledMatchId: text(1, 80).nullable(),
  season: z.number().int().min(1).max(999),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  matchDay: matchDaySchema,
  mapName: mapIdSchema,
  /** 1-based position in a best-of series. */
  mapNumber: z.number().int().min(1).max(5),
  playedAt: z.iso.datetime(),
  teams: z.tuple([mapTeamSchema, mapTeamSchema]),
  rounds: z.array(roundEventSchema).min(1).max(60),
});
export type MapEvents = z.infer<typeof mapEventsShapeSchema>;
