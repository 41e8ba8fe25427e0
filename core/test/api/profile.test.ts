import { describe, expect, it } from "vitest";
import { profileBundleSchema, profileJsonSchema, profilePatchBodySchema } from "../../src/index.js";
import { expectSingleIssue } from "./issues.js";

const good = {
  age: "21-23",
  bio: "  Lurk main.  ",
  region: "EU",
  isIGL: true,
  iglExperience: "3+",
  aspectRatio: "4:3",
  dpi: " 800 ",
  inGameSensitivity: "1.25",
  favoriteWeapon: "AK-47",
  favoriteRole: "Lurker",
  favoriteMap: "de_mirage",
  favoriteProPlayer: " s1mple ",
  favoriteProTeam: "",
  socials: [
    { platform: "twitch", url: " https://www.twitch.tv/lurker " },
    { platform: "twitter/x", url: "https://x.com/lurker" },
  ],
  firstCSCSeason: 9,
};

describe("profile PATCH body", () => {
  it("trims text, reads the DPI string, drops blanks and turns links into a platform map", () => {
    const profile = profilePatchBodySchema.parse(good);
    expect(profile).toEqual({
      age: "21-23",
      bio: "Lurk main.",
      region: "EU",
      isIGL: true,
      iglExperience: "3+",
      aspectRatio: "4:3",
      dpi: 800,
      inGameSensitivity: "1.25",
      favoriteWeapon: "AK-47",
      favoriteRole: "Lurker",
      favoriteMap: "de_mirage",
      favoriteProPlayer: "s1mple",
      favoriteProTeam: undefined,
      socials: { twitch: "https://www.twitch.tv/lurker", "twitter/x": "https://x.com/lurker" },
      firstCSCSeason: 9,
    });
    expect(profileJsonSchema.safeParse(profile).success).toBe(true);
  });

  it("takes back what GET answers: the socials as a platform map (issue #26)", () => {
    const read = profileJsonSchema.parse(profilePatchBodySchema.parse(good));
    expect(profilePatchBodySchema.parse(read)).toEqual(profilePatchBodySchema.parse(good));
    // The map's links are checked like the list's.
    expectSingleIssue(
      profilePatchBodySchema,
      { socials: { twitch: "https://evil.example/x" } },
      "socials.0.url",
    );
  });

  it("accepts an empty body", () => {
    expect(profilePatchBodySchema.parse({})).toEqual({
      bio: undefined,
      dpi: undefined,
      inGameSensitivity: undefined,
      favoriteProPlayer: undefined,
      favoriteProTeam: undefined,
    });
  });

  it("keeps IGL experience only for an IGL", () => {
    expect(profilePatchBodySchema.parse({ isIGL: false, iglExperience: "2" })).not.toHaveProperty(
      "iglExperience",
    );
    expect(profilePatchBodySchema.parse({ iglExperience: "2" })).not.toHaveProperty("iglExperience");
  });

  it("rejects a platform linked twice, at the second link", () => {
    const socials = [
      { platform: "twitch", url: "https://www.twitch.tv/a" },
      { platform: "twitch", url: "https://www.twitch.tv/b" },
    ];
    expectSingleIssue(profilePatchBodySchema, { socials }, "socials.1.platform", "Twitch is already linked");
  });

  it("rejects a link that does not start with its platform's prefix", () => {
    const socials = [{ platform: "youtube", url: "https://www.twitch.tv/lurker" }];
    expectSingleIssue(profilePatchBodySchema, { socials }, "socials.0.url", "https://www.youtube.com/@");
  });

  it("rejects a bare prefix without a handle", () => {
    const socials = [{ platform: "reddit", url: "https://www.reddit.com/user/" }];
    expectSingleIssue(profilePatchBodySchema, { socials }, "socials.0.url");
  });

  it("rejects an unknown platform", () => {
    const socials = [{ platform: "myspace", url: "https://myspace.com/a" }];
    expectSingleIssue(profilePatchBodySchema, { socials }, "socials.0.platform");
  });

  it.each([
    ["age", "15"],
    ["region", "Asia"],
    ["aspectRatio", "21:9"],
    ["iglExperience", "4"],
    ["favoriteWeapon", "Banana"],
    ["favoriteRole", "Bot"],
    ["favoriteMap", "de_train"],
    ["dpi", "eight hundred"],
    ["dpi", "0"],
    ["inGameSensitivity", "fast"],
    ["firstCSCSeason", 0],
    ["bio", "x".repeat(1001)],
  ])("rejects %s = %j naming the field", (field, value) => {
    expectSingleIssue(profilePatchBodySchema, { isIGL: true, [field]: value }, field, field);
  });
});

describe("profile bundle", () => {
  it("wraps the profile with team history, aliases and MMR history", () => {
    const bundle = {
      profile: {},
      teamHistory: [
        {
          season: 12,
          changeType: "SIGN",
          value: "Signed with Frog Legs (FRG)",
          dateCreated: "2026-02-01T10:00:00Z",
          metadata: { teamId: "t1", franchisePrefix: "FRG" },
        },
      ],
      nameAliases: [],
      mmrHistory: [{ mmr: 1500, date: "2026-02-01T10:00:00Z" }],
    };
    expect(profileBundleSchema.parse(bundle)).toEqual(bundle);
    expectSingleIssue(
      profileBundleSchema,
      { ...bundle, teamHistory: [{ ...bundle.teamHistory[0], changeType: "TRADE" }] },
      "teamHistory.0.changeType",
    );
  });
});
