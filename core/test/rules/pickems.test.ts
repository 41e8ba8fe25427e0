import { describe, expect, it } from "vitest";
import { PICKEM_LOCK_BEFORE_START_MS } from "../../src/constants/pickems.js";
import {
  changedPicks,
  fixPickemsTier,
  isPickLocked,
  pickemsPoints,
  pickLockTime,
  pickOutcome,
} from "../../src/rules/pickems.js";

const START = "2026-11-22T19:00:00.000Z";
const start = Date.parse(START);

describe("isPickLocked (Our rules 5)", () => {
  it("keeps a match open until exactly 5 minutes before its start and locks it a millisecond later", () => {
    expect(pickLockTime(START)).toBe(start - 5 * 60_000);
    expect(PICKEM_LOCK_BEFORE_START_MS).toBe(300_000);
    expect(isPickLocked(START, start - 60 * 60_000)).toBe(false);
    expect(isPickLocked(START, start - 5 * 60_000)).toBe(false);
    expect(isPickLocked(START, start - 5 * 60_000 + 1)).toBe(true);
    expect(isPickLocked(START, start)).toBe(true);
    expect(isPickLocked(new Date(START), new Date(start + 86_400_000))).toBe(true);
  });
});

describe("fixPickemsTier", () => {
  it("lets the first save choose any tier and later saves keep it", () => {
    expect(fixPickemsTier(null, "Elite")).toEqual({ ok: true, tier: "Elite" });
    expect(fixPickemsTier("Elite", "Elite")).toEqual({ ok: true, tier: "Elite" });
  });

  it("refuses a change, naming the field and both tiers", () => {
    const refused = fixPickemsTier("Elite", "Premier");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/^tier: .*Elite.*Premier/);
  });
});

describe("pickems scoring", () => {
  const a = { teamId: "a", teamName: "A" };
  const b = { teamId: "b", teamName: "B" };
  const winners = new Map([
    ["m1", "a"],
    ["m2", "a"],
    ["m3", "c"],
  ]);

  it("marks a pick correct, wrong, or pending while the match has no winner", () => {
    expect(pickOutcome(a, "a")).toBe("correct");
    expect(pickOutcome(b, "a")).toBe("wrong");
    expect(pickOutcome(a, undefined)).toBe("pending");
  });

  it("scores one point per pick on the winner; wrong, undecided and taken-back picks score none", () => {
    expect(pickemsPoints({ m1: a, m2: b, m3: null, m4: a }, winners)).toBe(1);
    expect(pickemsPoints({ m1: a, m2: a }, winners)).toBe(2);
    expect(pickemsPoints({}, winners)).toBe(0);
  });
});

describe("changedPicks", () => {
  const a = { teamId: "a", teamName: "A" };
  const b = { teamId: "b", teamName: "B" };
  it("lists added, switched and taken-back picks, never a resent or renamed one", () => {
    const saved = { m1: a, m2: a, m3: a, m4: null };
    const submitted = {
      m1: { teamId: "a", teamName: "renamed" },
      m2: b,
      m3: null,
      m4: null,
      m5: a,
      m6: null,
    };
    expect(changedPicks(saved, submitted)).toEqual(["m2", "m3", "m5"]);
  });
});
