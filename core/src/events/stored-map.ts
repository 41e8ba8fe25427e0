import { z } from "zod";
import { HITGROUPS } from "../constants/hitgroups.js";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema, matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import { weaponNameSchema } from "../constants/weapons.js";
import { economyTypeSchema, roundEndReasonSchema, sideSchema } from "./map-events.js";

/**
 * One played map at the grain we store (docs/architecture.md#data-flow): rounds and kills as
 * rows; damage, hits by hitgroup, utility and chickens as per-player-per-round sums.
 * `storeMap(events)` in the stats engine produces it; every figure is computed from it, so a
 * season recompute from the database and the incremental path agree.
 */

const teamIndex = z.union([z.literal(0), z.literal(1)]);
export type TeamIndex = z.infer<typeof teamIndex>;

export const storedMatchSchema = z.object({
  matchId: z.string(),
  scheduledMatchId: z.string().nullable(),
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  matchDay: matchDaySchema,
  mapName: mapIdSchema,
  mapNumber: z.number().int(),
  playedAt: z.string(),
  totalRounds: z.number().int(),
  teams: z.tuple([
    z.object({
      teamId: z.string().nullable(),
      name: z.string(),
      startSide: sideSchema,
      score: z.number().int(),
    }),
    z.object({
      teamId: z.string().nullable(),
      name: z.string(),
      startSide: sideSchema,
      score: z.number().int(),
    }),
  ]),
});
export type StoredMatch = z.infer<typeof storedMatchSchema>;

export const storedPlayerSchema = z.object({
  steam64Id: z.string(),
  playerId: z.string().nullable(),
  name: z.string(),
  team: teamIndex,
});
export type StoredPlayer = z.infer<typeof storedPlayerSchema>;

export const storedRoundSchema = z.object({
  number: z.number().int(),
  /** Side of teams[0] and teams[1]. */
  sides: z.tuple([sideSchema, sideSchema]),
  winnerSide: sideSchema,
  winnerTeam: teamIndex,
  reason: roundEndReasonSchema,
  equipmentValue: z.tuple([z.number().int(), z.number().int()]),
  economyType: z.tuple([economyTypeSchema, economyTypeSchema]),
  planter: z.string().nullable(),
  defuser: z.string().nullable(),
  ninjaDefuse: z.boolean(),
  mvp: z.string().nullable(),
});
export type StoredRound = z.infer<typeof storedRoundSchema>;

export const storedKillSchema = z.object({
  round: z.number().int(),
  /** 0-based order of the kill within its round. */
  index: z.number().int(),
  time: z.number(),
  killer: z.string().nullable(),
  victim: z.string(),
  assister: z.string().nullable(),
  flashAssister: z.string().nullable(),
  weapon: weaponNameSchema,
  headshot: z.boolean(),
  penetrated: z.number().int(),
  noscope: z.boolean(),
  throughSmoke: z.boolean(),
  killerAirborne: z.boolean(),
  killerBlinded: z.boolean(),
  /** The victim killed a teammate of the killer within the previous 5 s of the round. */
  isTrade: z.boolean(),
  /** This death was avenged by a teammate within 5 s. */
  isTradedDeath: z.boolean(),
});
export type StoredKill = z.infer<typeof storedKillSchema>;

export const hitsSchema = z.object(
  Object.fromEntries(HITGROUPS.map((h) => [h, z.number().int()])) as Record<
    (typeof HITGROUPS)[number],
    z.ZodNumber
  >,
);
export type Hits = z.infer<typeof hitsSchema>;

/** One row per player per round played, zeros included. */
export const storedPlayerRoundSchema = z.object({
  round: z.number().int(),
  steam64Id: z.string(),
  /** Health damage dealt to enemies (capped per hit at remaining health). */
  damage: z.number().int(),
  /** HE + fire health damage dealt to enemies. */
  utilDamage: z.number().int(),
  /** Damage dealt to enemies that a teammate then killed in this round. */
  supportDamage: z.number().int(),
  /** Bullet/grenade hits on enemies by hitgroup. */
  hits: hitsSchema,
  grenadesThrown: z.number().int(),
  /** Enemies blinded for at least 1.0 s. */
  enemiesFlashed: z.number().int(),
  /** Seconds of blindness caused, by whom it hit. */
  flashEnemySeconds: z.number(),
  flashTeamSeconds: z.number(),
  flashSelfSeconds: z.number(),
  /** Blind events caused, by whom they hit (durationAverages divides the seconds by these). */
  flashEnemyCount: z.number().int(),
  flashTeamCount: z.number().int(),
  flashSelfCount: z.number().int(),
  chickensShot: z.number().int(),
  chickensStabbed: z.number().int(),
  chickensExploded: z.number().int(),
  chickensRoasted: z.number().int(),
});
export type StoredPlayerRound = z.infer<typeof storedPlayerRoundSchema>;

export const storedMapSchema = z.object({
  match: storedMatchSchema,
  players: z.array(storedPlayerSchema),
  rounds: z.array(storedRoundSchema),
  kills: z.array(storedKillSchema),
  playerRounds: z.array(storedPlayerRoundSchema),
});
export type StoredMap = z.infer<typeof storedMapSchema>;
