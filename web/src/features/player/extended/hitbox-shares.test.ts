import { HITGROUPS } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { extendedFor } from "../../../test/player-fixtures.js";
import { hitboxShares } from "./hitbox-shares.js";

describe("hitboxShares", () => {
  it("counts the neck as head and leaves generic hits out of the denominator", () => {
    // Fixture: head 90 + neck 10, chest 180, stomach 60, arms 20 + 20, legs 10 + 10, generic 40.
    const shares = hitboxShares(extendedFor("x").hitboxTags);
    expect(shares.Head).toBeCloseTo(25, 10);
    expect(shares.Chest).toBeCloseTo(45, 10);
    expect(shares.Stomach).toBeCloseTo(15, 10);
    expect(shares.LeftArm + shares.RightArm + shares.LeftLeg + shares.RightLeg).toBeCloseTo(15, 10);
  });

  it("is all zero when no hit landed on a body part", () => {
    const tags = Object.fromEntries(HITGROUPS.map((g) => [g, g === "Generic" ? 12 : 0])) as Parameters<
      typeof hitboxShares
    >[0];
    expect(Object.values(hitboxShares(tags))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
