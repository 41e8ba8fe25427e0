import { describe, expect, it } from "vitest";
import { statsFor } from "../../test/fixtures.js";
import { extendedFor } from "../../test/player-fixtures.js";
import { FUN_FACTS_SHOWN, funFactCandidates, JOKE_FACTS, pickFunFacts } from "./fun-facts.js";

/** A line that meets no condition: kills = deaths, low rates, no extended stats. */
const plain = statsFor("Frog", {
  gameCount: 10,
  kills: 150,
  deaths: 150,
  clutchR: 0.05,
  fAssists: 1,
  hs: 40,
  fiveK: 0,
});
const quietExtended = extendedFor("Frog", {
  trackedObj: {
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
    mvpCount: 7,
    teamKills: 0,
  },
  weaponKills: {},
  weaponKillSubTypes: {
    melee: 0,
    rifle: 0,
    smg: 0,
    sniper: 0,
    shotgun: 0,
    pistol: 0,
    grenade: 0,
    machine_gun: 0,
    world: 0,
  },
});

const conditional = (facts: string[]) =>
  facts.filter((f) => !(JOKE_FACTS as readonly string[]).includes(f)).slice(1);

describe("fun fact candidates", () => {
  it("always offers the four jokes and the round MVP count", () => {
    const facts = funFactCandidates({ viewed: plain, primary: plain, extended: quietExtended });
    expect(facts).toEqual([...JOKE_FACTS, "7 Time Round MVP"]);
    expect(funFactCandidates({ viewed: plain, primary: plain, extended: undefined })).toContain(
      "0 Time Round MVP",
    );
  });

  it("adds season-stat facts strictly above their thresholds, read from his own tier's line", () => {
    const atThresholds = { ...plain, clutchR: 0.1, fAssists: 3, hs: 50, fiveK: 2 };
    expect(
      conditional(funFactCandidates({ viewed: plain, primary: atThresholds, extended: quietExtended })),
    ).toEqual([]);
    const above = { ...plain, clutchR: 0.11, fAssists: 3.2, hs: 50.5, fiveK: 3, kills: 160 };
    expect(
      conditional(funFactCandidates({ viewed: plain, primary: above, extended: quietExtended })),
    ).toEqual([
      "Clutch king: 0.11 clutch points a round",
      "Sets up 3.2 flash assists a match",
      "50.5% of his kills are headshots",
      "+10 kill-death difference this season",
      "3 aces this season",
    ]);
    // The viewed line (another tier's, say) does not decide these.
    expect(
      conditional(funFactCandidates({ viewed: above, primary: plain, extended: quietExtended })),
    ).toEqual([]);
  });

  it("divides extended counts by the viewed line's games before comparing", () => {
    const busy = extendedFor("Frog", {
      ...quietExtended,
      trackedObj: {
        ...quietExtended.trackedObj,
        bombsPlanted: 51,
        bombsDefused: 30,
        selfKills: 1,
        diedToBomb: 6,
      },
      weaponKills: { Knife: 6, "Zeus x27": 5 },
      weaponKillSubTypes: { ...quietExtended.weaponKillSubTypes, grenade: 21 },
    });
    expect(conditional(funFactCandidates({ viewed: plain, primary: plain, extended: busy }))).toEqual([
      "2.1 grenade kills a match",
      "Knifes 0.6 enemies a match",
      "Has taken himself out 1 time",
      "Stood too close to the bomb 6 times",
      "Plants 5.1 bombs a match",
    ]);
    // Over 20 games the same counts are ordinary (the Zeus and defuse ones never qualified at 10).
    const twenty = { ...plain, gameCount: 20 };
    expect(conditional(funFactCandidates({ viewed: twenty, primary: plain, extended: busy }))).toEqual([
      "Has taken himself out 1 time",
      "Stood too close to the bomb 6 times",
    ]);
  });
});

describe("pickFunFacts", () => {
  const candidates = ["a", "b", "c", "d", "e", "f", "g"];

  it("picks four different candidates", () => {
    for (const seed of [1, 2, 3, 99, 2 ** 31]) {
      const picked = pickFunFacts(candidates, seed);
      expect(picked).toHaveLength(FUN_FACTS_SHOWN);
      expect(new Set(picked).size).toBe(FUN_FACTS_SHOWN);
      for (const fact of picked) expect(candidates).toContain(fact);
    }
  });

  it("picks the same facts for the same seed and varies across seeds", () => {
    expect(pickFunFacts(candidates, 42)).toEqual(pickFunFacts(candidates, 42));
    const distinct = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => pickFunFacts(candidates, seed).join()));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it("never invents facts when there are fewer candidates than slots", () => {
    expect(pickFunFacts(["only", "two"], 5).sort()).toEqual(["only", "two"]);
  });
});
