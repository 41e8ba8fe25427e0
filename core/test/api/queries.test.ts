import { describe, expect, it } from "vitest";
import {
  articleParamsSchema,
  discordIdQuerySchema,
  extendedMatchStatsQuerySchema,
  faceitLookupQuerySchema,
  pickemsQuerySchema,
  seasonMatchTypeQuerySchema,
  seasonQuerySchema,
  tierSeasonStatsQuerySchema,
} from "../../src/index.js";
import { expectSingleIssue } from "./issues.js";

describe("season query", () => {
  it("coerces a positive integer", () => {
    expect(seasonQuerySchema.parse({ season: "12" })).toEqual({ season: 12 });
  });

  it.each(["abc", "", "0", "-3", "1.5", undefined])("rejects season %j naming the field", (season) => {
    expectSingleIssue(seasonQuerySchema, { season }, "season", "season must be a positive integer");
  });
});

describe("endpoint queries", () => {
  it("cached-stats takes season and match type", () => {
    expect(seasonMatchTypeQuerySchema.parse({ season: "11", matchType: "Combine" })).toEqual({
      season: 11,
      matchType: "Combine",
    });
    expectSingleIssue(
      seasonMatchTypeQuerySchema,
      { season: "11", matchType: "regulation" },
      "matchType",
      "matchType must be Regulation or Combine",
    );
  });

  it("tier stats name the tier", () => {
    expect(
      tierSeasonStatsQuerySchema.parse({ season: "3", matchType: "Regulation", tier: "Elite" }).tier,
    ).toBe("Elite");
    expectSingleIssue(
      tierSeasonStatsQuerySchema,
      { season: "3", matchType: "Regulation", tier: "Unrated" },
      "tier",
      "tier must be one of",
    );
  });

  it("discord ids are 17-20 digits", () => {
    expect(discordIdQuerySchema.parse({ discordId: "123456789012345678" }).discordId).toBe(
      "123456789012345678",
    );
    for (const discordId of ["undefined", "12345", "1234567890123456789012", "12345678901234567a"]) {
      expectSingleIssue(discordIdQuerySchema, { discordId }, "discordId", "discordId");
    }
  });

  it("pickems needs both a discord id and a season", () => {
    expect(pickemsQuerySchema.parse({ discordId: "123456789012345678", season: "12" }).season).toBe(12);
    expectSingleIssue(pickemsQuerySchema, { discordId: "123456789012345678" }, "season");
  });

  it("extended match stats, article id and FACEIT lookup check their parameters", () => {
    expectSingleIssue(extendedMatchStatsQuerySchema, { matchId: " ", matchType: "Regulation" }, "matchId");
    expect(articleParamsSchema.parse({ id: "7" })).toEqual({ id: 7 });
    expectSingleIssue(articleParamsSchema, { id: "seven" }, "id", "id must be a positive integer");
    expectSingleIssue(
      faceitLookupQuerySchema,
      { steamId: "123", cscPlayerName: "frog" },
      "steamId",
      "steamId",
    );
  });
});
