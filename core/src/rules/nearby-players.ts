import { z } from "zod";
import { isRanked, type TierMember } from "./rank.js";

/** The nearby-players strip on the player page (docs/rules.md#nearby-players). */

/** Chips per page by viewport width: under 600 px, under 1000 px, wider. */
export function nearbyPageSize(viewportWidth: number): 2 | 4 | 7 {
  if (viewportWidth < 600) return 2;
  if (viewportWidth < 1000) return 4;
  return 7;
}

/** The page that shows the player at `rankIndex` (0-based position in the rank order). */
export const initialNearbyPage = (rankIndex: number, pageSize: number) => Math.floor(rankIndex / pageSize);

export const nearbyChipSchema = z.object({
  name: z.string(),
  /** Absolute 1-based position in the tier, or "U" for an unranked player. */
  badge: z.union([z.number().int(), z.literal("U")]),
});
export const nearbyPageSchema = z.object({
  page: z.number().int(),
  chips: z.array(nearbyChipSchema),
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
});
export type NearbyPage = z.infer<typeof nearbyPageSchema>;

/**
 * One page of the strip over the rank order. A page past the end is clamped to the last page that
 * has players: floor((length − 1) / pageSize), not length / pageSize, which would show an empty
 * (or fractional) page (docs/rules.md#nearby-players).
 */
export function nearbyPlayersPage(
  ordered: readonly TierMember[],
  page: number,
  pageSize: number,
): NearbyPage {
  const lastPage = Math.max(0, Math.floor((ordered.length - 1) / pageSize));
  const current = Math.min(Math.max(0, Math.floor(page)), lastPage);
  const start = current * pageSize;
  const chips = ordered.slice(start, start + pageSize).map((member, i) => ({
    name: member.name,
    badge: isRanked(member) ? start + i + 1 : ("U" as const),
  }));
  return { page: current, chips, hasPrevious: current > 0, hasNext: start + pageSize < ordered.length };
}
