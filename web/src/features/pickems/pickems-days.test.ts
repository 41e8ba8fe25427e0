import type { CoreMatch } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import {
  completedWinners,
  consensusOf,
  dayScore,
  eligibleMatches,
  matchDayCards,
  timeframeOf,
} from "./pickems-days.js";
import { readPickemsParams } from "./use-pickems-params.js";

const team = (id: string, franchise = "Stone") => ({
  id,
  name: `Team ${id}`,
  franchise: { prefix: id.toUpperCase(), name: franchise, logo: { url: `/api/logos/${id}.svg` } },
});

function match(id: string, scheduledDate: string, extra: Partial<CoreMatch> = {}): CoreMatch {
  return {
    id,
    scheduledDate,
    completedAt: null,
    demoUrl: null,
    lobby: { id: `l-${id}`, mapBans: [] },
    matchDay: { number: "M1" },
    home: { ...team("a"), tier: { name: "Elite" } },
    away: team("b"),
    dathostServer: null,
    stats: [],
    ...extra,
  };
}

describe("pickems days", () => {
  it("keeps the regular-season matches of the tier whose home team is known", () => {
    const matches = [
      match("m1", "2026-11-20T20:00:00.000Z"),
      match("p1", "2026-11-20T20:00:00.000Z", { matchDay: { number: "P1" } }),
      match("tbd", "2026-11-20T20:00:00.000Z", {
        home: { ...team("t", "To Be Determined"), tier: { name: "Elite" } },
      }),
      match("other", "2026-11-20T20:00:00.000Z", { home: { ...team("c"), tier: { name: "Premier" } } }),
    ];
    expect(eligibleMatches(matches, "Elite").map((m) => m.id)).toEqual(["m1"]);
  });

  it("groups by local day: this week and the weeks to come nearest first, then past weeks newest first", () => {
    const now = new Date(2026, 10, 18, 12); // Wednesday
    const cards = matchDayCards(
      [
        match("late", new Date(2026, 10, 18, 21).toISOString()),
        match("early", new Date(2026, 10, 18, 19).toISOString()),
        match("friday", new Date(2026, 10, 20, 20).toISOString()),
        match("last-week", new Date(2026, 10, 15, 20).toISOString()),
        match("two-weeks-ago", new Date(2026, 10, 6, 20).toISOString()),
        match("in-two-weeks", new Date(2026, 10, 30, 20).toISOString()),
        match("next-week", new Date(2026, 10, 23, 20).toISOString()),
      ],
      now,
    );
    expect(cards.map((c) => [c.day, c.timeframe, c.matches.map((m) => m.id)])).toEqual([
      ["2026-11-18", "current", ["early", "late"]],
      ["2026-11-20", "current", ["friday"]],
      ["2026-11-23", "future", ["next-week"]],
      ["2026-11-30", "future", ["in-two-weeks"]],
      ["2026-11-15", "past", ["last-week"]],
      ["2026-11-06", "past", ["two-weeks-ago"]],
    ]);
    expect(timeframeOf(new Date(2026, 10, 16, 0, 0), now)).toBe("current"); // Monday starts the week
  });

  it("takes the winner of completed matches only and shares the consensus to 1 dp", () => {
    const won = {
      homeScore: 13,
      awayScore: 7,
      mapName: "de_nuke",
      mapNumber: 1,
      winner: { id: "a", name: "A" },
      matchId: "x",
    };
    const matches = [
      match("done", "2026-11-20T20:00:00.000Z", {
        completedAt: "2026-11-20T21:00:00.000Z",
        stats: [won] as CoreMatch["stats"],
      }),
      match("live", "2026-11-20T20:00:00.000Z", { stats: [won] as CoreMatch["stats"] }),
    ];
    expect(completedWinners(matches)).toEqual(new Map([["done", "a"]]));
    const consensus = { done: { a: { count: 2, discordIds: [] }, b: { count: 1, discordIds: [] } } };
    expect(consensusOf(consensus, matches[0] as CoreMatch)).toEqual({
      home: 2,
      away: 1,
      homeShare: 66.7,
      awayShare: 33.3,
    });
    expect(consensusOf(consensus, matches[1] as CoreMatch)).toBeNull();
  });

  it("scores a day once any of its matches has a result, and shows a dash before", () => {
    const day = [match("m1", "2025-03-04T00:00:00Z"), match("m2", "2025-03-04T01:00:00Z")];
    const picks = { m1: { teamId: "a", teamName: "Team a" }, m2: { teamId: "b", teamName: "Team b" } };
    const notPlayed = dayScore(day, picks, new Map());
    expect(notPlayed.value).toBe("—");
    expect(notPlayed.tooltip).toMatch(/Not played yet/);
    expect(dayScore(day, picks, new Map([["m1", "a"]])).value).toBe("1 pt");
    expect(dayScore(day, picks, new Map([["m1", "b"]])).value).toBe("0 pts");
    expect(
      dayScore(
        day,
        picks,
        new Map([
          ["m1", "a"],
          ["m2", "b"],
        ]),
      ).value,
    ).toBe("2 pts");
  });

  it("reads the shareable view from the address, future weeks off by default", () => {
    expect(readPickemsParams(new URLSearchParams(""))).toEqual({ weeks: ["past", "current"], tier: null });
    expect(readPickemsParams(new URLSearchParams("weeks=future,bogus&tier=Elite"))).toEqual({
      weeks: ["future"],
      tier: "Elite",
    });
  });
});
