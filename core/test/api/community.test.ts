import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  discordLoginBodySchema,
  extendedMatchStatsResponseSchema,
  notificationRecordSchema,
  pickemsResponseSchema,
  pickemsSaveBodySchema,
  reputationBodySchema,
  reputationResponseSchema,
  settingsSchema,
  twitchStreamsBodySchema,
  versionResponseSchema,
} from "../../src/index.js";
import { expectSingleIssue } from "./issues.js";

const discordId = "123456789012345678";

describe("reputation", () => {
  it("takes add or remove for a discord id", () => {
    expect(reputationBodySchema.parse({ action: "add", discordId })).toEqual({ action: "add", discordId });
    expectSingleIssue(reputationBodySchema, { action: "toggle", discordId }, "action", "action");
  });

  it("answers the count and the givers", () => {
    const body = { repped: 1, plusRep: { [discordId]: "2026-03-01T12:00:00Z" } };
    expect(reputationResponseSchema.parse(body)).toEqual(body);
  });
});

describe("pickems", () => {
  it("saves a tier and picks (null takes a pick back)", () => {
    const body = { tier: "Elite", picks: { m1: { teamId: "t1", teamName: "Frogs" }, m2: null } };
    expect(pickemsSaveBodySchema.parse(body)).toEqual(body);
    expectSingleIssue(pickemsSaveBodySchema, { ...body, tier: "Unrated" }, "tier");
    expectSingleIssue(
      pickemsSaveBodySchema,
      { ...body, picks: { m1: { teamName: "Frogs" } } },
      "picks.m1.teamId",
    );
  });

  it("answers a user without picks with no tier", () => {
    expect(pickemsResponseSchema.safeParse({ tier: null, pickems: {}, dateUpdated: null }).success).toBe(
      true,
    );
  });
});

describe("settings", () => {
  it("defaults every list to empty", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      noveltyRoles: {},
      serverRequestBanner: { franchisePrefixes: [], steamIds: [] },
      standingsJsonUsers: [],
      twitchChannels: [],
      franchiseHistoryLinks: [],
    });
  });

  it("keeps novelty roles by steam id and at most two standings JSON users", () => {
    const settings = settingsSchema.parse({ noveltyRoles: { "76561198000000001": "THE GOAT" } });
    expect(settings.noveltyRoles).toEqual({ "76561198000000001": "THE GOAT" });
    expectSingleIssue(
      settingsSchema,
      { noveltyRoles: { "not-a-steam-id": "IGL" } },
      "noveltyRoles.not-a-steam-id",
    );
    expectSingleIssue(
      settingsSchema,
      { standingsJsonUsers: [discordId, discordId.replace("1", "2"), discordId.replace("1", "3")] },
      "standingsJsonUsers",
      "at most two",
    );
  });
});

describe("sign-in, integrations and meta", () => {
  it("login needs a code and an http(s) redirect URI", () => {
    const body = { code: "abc", state: "s1", redirect_uri: "http://localhost:3000/cb" };
    expect(discordLoginBodySchema.parse(body)).toEqual(body);
    expectSingleIssue(discordLoginBodySchema, { ...body, code: "" }, "code", "code");
    expectSingleIssue(discordLoginBodySchema, { ...body, redirect_uri: "localhost/cb" }, "redirect_uri");
  });

  it("twitch lookups take channel logins", () => {
    expect(twitchStreamsBodySchema.safeParse({ twitchUsernames: ["frog_tv"] }).success).toBe(true);
    expectSingleIssue(twitchStreamsBodySchema, { twitchUsernames: ["frog tv"] }, "twitchUsernames.0");
  });

  it("a notification may target one user", () => {
    const n = {
      id: "n1",
      title: "It Looks like your profile is empty.",
      subText: "Click here to go to your profile.",
      href: "/profile",
      imageUrl: null,
      shouldNewTab: false,
      discordId,
      createdAt: "2026-03-01T12:00:00Z",
    };
    expect(notificationRecordSchema.safeParse(n).success).toBe(true);
    expect(notificationRecordSchema.safeParse({ ...n, discordId: null }).success).toBe(true);
  });

  it("extended match stats may be empty (not parsed yet)", () => {
    expect(extendedMatchStatsResponseSchema.parse({})).toEqual({});
    expect(extendedMatchStatsResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it("version is a commit and a build time", () => {
    expect(
      versionResponseSchema.safeParse({ commit: "abc123", builtAt: "2026-03-01T12:00:00Z" }).success,
    ).toBe(true);
    expectSingleIssue(versionResponseSchema, { commit: "abc123", builtAt: "yesterday" }, "builtAt");
  });
});
