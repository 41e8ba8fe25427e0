import {
  extendedStatsFromLines,
  extendedStatsSchema,
  groupExtendedStats,
  mapEventsShapeSchema,
  type PlayerMapLine,
  playerMapLines,
  storeMap,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { close, hits } from "./expect-helpers.js";
import { A, B, FIXTURE, quickMap, X, Y } from "./fixture.js";

const linesOf = (events: typeof FIXTURE) => playerMapLines(storeMap(mapEventsShapeSchema.parse(events)));
const fixtureLines = linesOf(FIXTURE);
const allLines = [
  ...fixtureLines,
  ...linesOf(quickMap("s1-contender-m2-map1", "2025-01-08T20:00:00.000Z")),
  ...linesOf(quickMap("s1-contender-m3-map1", "2025-01-15T20:00:00.000Z")),
  // Played in another tier the same season: extended stats take every tier together.
  ...linesOf({
    ...quickMap("s1-elite-m4-map1", "2025-01-22T20:00:00.000Z", "alpha1-renamed"),
    tier: "Elite",
  }),
];
const only = (lines: PlayerMapLine[], id: string) => lines.filter((l) => l.steam64Id === id);

const categories = (given: Partial<Record<string, number>>) => ({
  melee: 0,
  rifle: 0,
  smg: 0,
  sniper: 0,
  shotgun: 0,
  pistol: 0,
  grenade: 0,
  machine_gun: 0,
  world: 0,
  ...given,
});
const zeroTracked = {
  selfKills: 0,
  wallBangKills: 0,
  noScopesKills: 0,
  airborneKills: 0,
  blindedKills: 0,
  smokeKills: 0,
  diedToBomb: 0,
  bombsDefused: 0,
  bombsPlanted: 0,
  ninjaDefuses: 0,
  mvpCount: 0,
  teamKills: 0,
};
const noChickens = { killed: 0, roasted: 0, exploded: 0, shot: 0, stabbed: 0 };
const noFlashAverages = {
  selfFlashDurationAverage: 0,
  teamFlashDurationAverage: 0,
  enemyFlashDurationAverage: 0,
};

describe("extendedStatsFromLines", () => {
  it("A over four maps in two tiers: every field", () => {
    const stats = extendedStatsFromLines(only(allLines, A), "CSGO-abcde-FGHIJ-klmno-PQRST-uvwxy");
    expect(extendedStatsSchema.parse(stats)).toEqual(stats);
    expect(stats).toEqual({
      name: "alpha1-renamed",
      crosshairShareCode: "CSGO-abcde-FGHIJ-klmno-PQRST-uvwxy",
      trackedObj: {
        ...zeroTracked,
        selfKills: 1, // fixture R4: killed by his own HE
        wallBangKills: 1, // fixture R1
        blindedKills: 1, // fixture R3
        bombsDefused: 1, // fixture R2
        ninjaDefuses: 1, // fixture R2, X alive
        mvpCount: 5, // fixture R1, R2 + one per quick map
      },
      chickens: { ...noChickens, killed: 1, shot: 1 },
      averages: {
        pistolRoundKillAverageCt: 2, // fixture R1 on CT: 2 kills / 1 pistol round
        pistolRoundKillAverageT: 1, // quick maps on T: 3 kills / 3 pistol rounds
      },
      durationAverages: {
        selfFlashDurationAverage: close(0.4), // 0.4 s / 1
        teamFlashDurationAverage: close(0.8), // 0.8 s / 1
        enemyFlashDurationAverage: close(1.3), // (2.0 + 0.6) s / 2
      },
      weaponKillSubTypes: categories({ pistol: 2, rifle: 4 }), // USP-S 2; AK-47 1 + 3
      weaponKills: { "USP-S": 2, "AK-47": 4 },
      // fixture Head 1, Stomach 1, Chest 1, Generic 2; quick maps Head 3
      hitboxTags: hits({ Head: 4, Stomach: 1, Chest: 1, Generic: 2 }),
    });
  });

  it("B, X and Y over the fixture: every field", () => {
    expect(extendedStatsFromLines(only(fixtureLines, B), null)).toEqual({
      name: "alpha2",
      crosshairShareCode: "",
      trackedObj: { ...zeroTracked, airborneKills: 1, smokeKills: 1, bombsPlanted: 1, mvpCount: 1 },
      chickens: { ...noChickens, killed: 1, stabbed: 1 },
      averages: { pistolRoundKillAverageCt: 0, pistolRoundKillAverageT: 0 }, // 0 kills in R1; no T pistol round
      durationAverages: noFlashAverages,
      weaponKillSubTypes: categories({ rifle: 1 }),
      weaponKills: { FAMAS: 1 },
      hitboxTags: hits({ Chest: 2 }),
    });
    expect(extendedStatsFromLines(only(fixtureLines, X), null)).toEqual({
      name: "bravo1",
      crosshairShareCode: "",
      trackedObj: { ...zeroTracked, noScopesKills: 1, diedToBomb: 1, bombsPlanted: 1, teamKills: 1 },
      chickens: { ...noChickens, killed: 1, roasted: 1 },
      averages: { pistolRoundKillAverageCt: 0, pistolRoundKillAverageT: 1 }, // R1 on T: 1 kill / 1
      durationAverages: noFlashAverages,
      weaponKillSubTypes: categories({ pistol: 1, sniper: 1 }),
      weaponKills: { "Glock-18": 1, AWP: 1 },
      hitboxTags: hits({ Head: 1, Chest: 1, Generic: 1 }),
    });
    expect(extendedStatsFromLines(only(fixtureLines, Y), "code")).toEqual({
      name: "bravo2",
      crosshairShareCode: "code",
      trackedObj: { ...zeroTracked, mvpCount: 1 },
      chickens: { ...noChickens, killed: 1, exploded: 1 },
      averages: { pistolRoundKillAverageCt: 0, pistolRoundKillAverageT: 0 },
      durationAverages: {
        selfFlashDurationAverage: close(0.5),
        teamFlashDurationAverage: close(1.2),
        enemyFlashDurationAverage: close(2.5),
      },
      weaponKillSubTypes: categories({ pistol: 2 }),
      weaponKills: { "Desert Eagle": 2 },
      hitboxTags: hits({ Head: 1, Chest: 2 }),
    });
  });
});

describe("groupExtendedStats", () => {
  it("groups by (season, match type, player) across tiers, with the player's crosshair code", () => {
    const rows = groupExtendedStats(allLines, (id) => (id === A ? "code-a" : null));
    expect(rows.map((r) => [r.steam64Id, r.stats.name, r.stats.crosshairShareCode])).toEqual([
      [A, "alpha1-renamed", "code-a"],
      [B, "alpha2", ""],
      [X, "bravo1", ""],
      [Y, "bravo2", ""],
    ]);
    expect(rows[0]?.stats).toEqual(extendedStatsFromLines(only(allLines, A), "code-a"));
  });
});
