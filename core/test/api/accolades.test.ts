import { describe, expect, it } from "vitest";
import { accoladeCreateBodySchema, BADGE_TYPES } from "../../src/index.js";
import { expectSingleIssue } from "./issues.js";

const good = {
  player: "p-123",
  season: 12,
  badgeType: "mvp",
  badgeText: " Season 12 MVP ",
  badgeImageUrl: "https://cdn.example.com/mvp.png",
  metadata: { week: 3, note: "clutch king" },
};

describe("accolade create body", () => {
  it("accepts a full accolade and trims the text", () => {
    expect(accoladeCreateBodySchema.parse(good)).toEqual({ ...good, badgeText: "Season 12 MVP" });
  });

  it("turns a blank or missing image URL and metadata into null", () => {
    const { badgeImageUrl, metadata, ...rest } = good;
    expect(accoladeCreateBodySchema.parse(rest)).toMatchObject({ badgeImageUrl: null, metadata: null });
    expect(accoladeCreateBodySchema.parse({ ...rest, badgeImageUrl: "  " }).badgeImageUrl).toBeNull();
  });

  it("knows the four badge types", () => {
    for (const badgeType of BADGE_TYPES) {
      expect(accoladeCreateBodySchema.safeParse({ ...good, badgeType }).success).toBe(true);
    }
    expectSingleIssue(accoladeCreateBodySchema, { ...good, badgeType: "legend" }, "badgeType", "badgeType");
  });

  it.each([
    ["season", undefined],
    ["season", "12"],
    ["season", 12.5],
    ["badgeText", "   "],
    ["badgeText", undefined],
    ["badgeImageUrl", "not a url"],
    ["badgeImageUrl", "javascript:alert(1)"],
    ["metadata", [1, 2]],
    ["metadata", '{"a":1}'],
    ["metadata", 5],
    ["player", ""],
  ])("rejects %s = %j", (field, value) => {
    expectSingleIssue(accoladeCreateBodySchema, { ...good, [field]: value }, field);
  });
});
