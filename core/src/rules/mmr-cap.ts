import { z } from "zod";
import { roundTo } from "./numbers.js";

/** MMR cap usage of a roster against its tier's cap (docs/rules.md#team-page). */

export const mmrCapUsageSchema = z.object({
  total: z.number(),
  cap: z.number(),
  /** cap − total; negative when the roster is over the cap. */
  available: z.number(),
  /** total / cap × 100. */
  usagePct: z.number(),
  overCap: z.boolean(),
});
export type MmrCapUsage = z.infer<typeof mmrCapUsageSchema>;

/**
 * `mmrs` are the roster's (or, in Player Compare, the selected players') MMRs; unknown counts as 0.
 * The team page shows the percentage with 2 dp, Player Compare with 1.
 */
export function mmrCapUsage(mmrs: readonly (number | null)[], cap: number, decimals: 1 | 2 = 2): MmrCapUsage {
  const total = mmrs.reduce<number>((sum, mmr) => sum + (mmr ?? 0), 0);
  return {
    total,
    cap,
    available: cap - total,
    usagePct: cap === 0 ? 0 : roundTo((total / cap) * 100, decimals),
    overCap: total > cap,
  };
}
