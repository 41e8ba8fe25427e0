import { describe, expect, it } from "vitest";
import { readLeaderboardParams, writeLeaderboardParams } from "./leaderboard-params.js";

const read = (search: string) => readLeaderboardParams(new URLSearchParams(search));

describe("leaderboard address state", () => {
  it("reads the defaults from an empty address", () => {
    expect(read("")).toEqual({
      tab: "general",
      franchises: [],
      tier: null,
      minThreeGames: true,
      perMatch: false,
      limit: 5,
    });
  });

  it("reads every setting, ignoring case in tab and tier", () => {
    expect(read("?q=Weapons&franchises=SAV,FA,SAV&tier=elite&min3=0&perMatch=1&show=20")).toEqual({
      tab: "weapons",
      franchises: ["SAV", "FA"],
      tier: "Elite",
      minThreeGames: false,
      perMatch: true,
      limit: 20,
    });
  });

  it("falls back to the default for values it cannot mean", () => {
    expect(read("?q=fantasy&tier=Diamond&show=7&min3=no&perMatch=yes&franchises=,")).toEqual(read(""));
  });

  it("writes only what differs from the defaults and keeps the season selection", () => {
    const start = new URLSearchParams("season=14&matchType=Combine&q=extended&show=10");
    const next = writeLeaderboardParams(start, {
      tab: "general",
      franchises: ["FA", "PFA"],
      tier: "Premier",
      minThreeGames: false,
      limit: 5,
    });
    expect(next.toString()).toBe("season=14&matchType=Combine&franchises=FA%2CPFA&tier=Premier&min3=0");
    const back = writeLeaderboardParams(next, {
      franchises: [],
      tier: null,
      minThreeGames: true,
      perMatch: true,
    });
    expect(back.toString()).toBe("season=14&matchType=Combine&perMatch=1");
  });

  it("reads back what it writes", () => {
    const state = read("?q=pickems&franchises=Other&tier=Recruit&show=50");
    expect(readLeaderboardParams(writeLeaderboardParams(new URLSearchParams(), state))).toEqual(state);
  });
});
