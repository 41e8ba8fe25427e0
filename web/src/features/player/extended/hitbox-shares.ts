import type { ExtendedStats } from "@fragboard/core";

/** The body regions the diagram colours; the neck counts as head and generic hits are left out. */
export const BODY_REGIONS = [
  "Head",
  "Chest",
  "Stomach",
  "LeftArm",
  "RightArm",
  "LeftLeg",
  "RightLeg",
] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

/**
 * Share of hits per region in percent (docs/rules.md#display-rules): the denominator is every hit except
 * Generic ones, and head includes neck. No located hits gives 0 everywhere.
 */
export function hitboxShares(tags: ExtendedStats["hitboxTags"]): Record<BodyRegion, number> {
  const located = Object.values(tags).reduce((sum, hits) => sum + hits, 0) - tags.Generic;
  const share = (hits: number) => (located <= 0 ? 0 : (hits / located) * 100);
  return {
    Head: share(tags.Head + tags.Neck),
    Chest: share(tags.Chest),
    Stomach: share(tags.Stomach),
    LeftArm: share(tags.LeftArm),
    RightArm: share(tags.RightArm),
    LeftLeg: share(tags.LeftLeg),
    RightLeg: share(tags.RightLeg),
  };
}
