import { z } from "zod";
import { DEMO_SIDE } from "../constants/demo-side.js";

/** `GET /api/fragboard/extendedMatchStats` (docs/api.md#extended-match-stats). Field names follow the contract, typos included. */

// Kept in a module without zod: the web app reads it without loading the schemas below.
export { DEMO_SIDE };

const demoSide = z.union([z.literal(DEMO_SIDE.T), z.literal(DEMO_SIDE.CT)]);

export const extendedMatchKillSchema = z.object({
  roundNumber: z.number().int().min(1),
  killerName: z.string(),
  killerSide: demoSide,
  victimName: z.string(),
  victimSide: demoSide,
  weaponName: z.string(),
  isHeadshot: z.boolean(),
  isNoScope: z.boolean(),
  isThroughSmoke: z.boolean(),
  /** (sic) */
  penetradedObjects: z.number().int().min(0),
  is_killer_blinded: z.boolean(),
  is_killer_airborne: z.boolean(),
  isTradeKill: z.boolean(),
  isTradeDeath: z.boolean(),
});

/** Team A is the home team, B the away team. */
export const extendedMatchRoundSchema = z.object({
  number: z.number().int().min(1),
  teamAEconomyType: z.string(),
  teamBEconomyType: z.string(),
  teamAEquipmentValue: z.number().int(),
  teamBEquipmentValue: z.number().int(),
  teamASide: demoSide,
  teamBSide: demoSide,
  winnerSide: demoSide,
});

export const extendedMatchClutchSchema = z.object({
  roundNumber: z.number().int().min(1),
  clutcherName: z.string(),
  opponentCount: z.number().int().min(0),
  clutcherKillCount: z.number().int().min(0),
  hasWon: z.boolean(),
  side: demoSide,
});

/** Each player's FACEIT Elo and rating at the match, known values only (docs/api.md#extended-match-stats). */
export const matchupSchema = z.object({
  teamAFaceitElo: z.array(z.number()),
  teamBFaceitElo: z.array(z.number()),
  teamACSCRatingsAtMatch: z.array(z.number()),
  teamBCSCRatingsAtMatch: z.array(z.number()),
});
export type Matchup = z.infer<typeof matchupSchema>;

export const extendedMatchStatsSchema = z.object({
  metadata: z.object({ matchup: matchupSchema }).optional(),
  data: z.object({
    kills: z.array(extendedMatchKillSchema),
    /** Ordered by round. */
    rounds: z.array(extendedMatchRoundSchema),
    players: z.record(z.string(), z.object({ name: z.string() })),
    clutches: z.array(extendedMatchClutchSchema),
  }),
});
export type ExtendedMatchStats = z.infer<typeof extendedMatchStatsSchema>;

/** `{}` means the demo has not been parsed yet ("not yet available"). */
export const extendedMatchStatsResponseSchema = z.union([extendedMatchStatsSchema, z.strictObject({})]);
export type ExtendedMatchStatsResponse = z.infer<typeof extendedMatchStatsResponseSchema>;
