import { z } from "zod";

/**
 * The GM panel (docs/api.md#gm-panel): the franchises the signed-in user manages as general manager,
 * assistant GM or one of the assistant GMs (matched by league player id, Our rules 9), with the
 * players his RTL uploads and accolades may touch.
 */

export const MANAGER_ROLES = ["GM", "AGM"] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

export const managedFranchiseSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  role: z.enum(MANAGER_ROLES),
  /** The franchise's rostered players (current team of each), by name. */
  players: z.array(z.object({ id: z.string(), name: z.string(), mmr: z.number().int(), tier: z.string() })),
});
export type ManagedFranchise = z.infer<typeof managedFranchiseSchema>;

/** `GET /api/gm/franchises`: 403 for a member who manages none. */
export const managedFranchisesResponseSchema = z.array(managedFranchiseSchema);
