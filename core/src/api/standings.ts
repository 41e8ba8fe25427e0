import { z } from "zod";
import { standingsSchema } from "../rules/standings.js";

/**
 * `GET /api/fragboard/standings?season=`: every tier's standings of a season, computed on the
 * server from its regular-season Regulation maps (docs/rules.md#standings). One answer per
 * season serves every tier tab; tiers in TIER_NAMES order, a tier without maps has no rows.
 */
export const standingsResponseSchema = z.object({
  season: z.number().int().positive(),
  /** When the stats last changed (the last ingest). */
  lastUpdate: z.string(),
  tiers: z.array(standingsSchema),
});
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;
