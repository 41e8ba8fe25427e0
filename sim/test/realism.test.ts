import type { DamageEvent, Hitgroup, KillEvent, MapEvents, RoundEvent, WeaponName } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { type Figures, RealismMeter } from "../src/realism/measure.js";
import { FIGURE_KEYS, REALISM_RANGES } from "../src/realism/ranges.js";
import { checkRanges, formatReport } from "../src/realism/report.js";

/**
 * The realism figures of a hand-written 2v2 map of two rounds, worked out by hand.
 *
 * R1 (pistol round) Alpha (A, B) CT, Bravo (X, Y) T. 10 s X kills B (Glock-18, headshot): the
 *    opening duel goes to Bravo, A is alone against two (1v2). 13 s A kills X (USP-S), a trade:
 *    B's death is traded; Y is alone against A (1v1). 20 s A kills Y (USP-S, headshot). Alpha
 *    wins: A's 1v2 won, Y's 1v1 lost; the opening duel's winner lost the round.
 * R2 Alpha CT on a force buy after its pistol win, Bravo on an eco. 5 s A kills X (MP9): opening
 *    duel to Alpha, Y alone against two (1v2). 9 s Y kills A (Glock-18, headshot), a trade (X's
 *    death traded); B is alone against Y (1v1). 12 s B kills Y (MP9), a trade (A's death traded).
 *    Alpha wins: B's 1v1 won, Y's 1v2 lost.
 * Hits: Head 3, Chest 3, LeftLeg 1, Stomach 1.
 */

const [A, B, X, Y] = [
  "76561198000000001",
  "76561198000000002",
  "76561198000000003",
  "76561198000000004",
] as const;

const kill = (
  time: number,
  killer: string,
  victim: string,
  weapon: WeaponName,
  headshot = false,
): KillEvent => ({
  time,
  killer,
  victim,
  assister: null,
  flashAssister: null,
  weapon,
  headshot,
  penetrated: 0,
  noscope: false,
  throughSmoke: false,
  killerAirborne: false,
  killerBlinded: false,
});

const hit = (
  attacker: string,
  victim: string,
  weapon: WeaponName,
  hitgroup: Hitgroup,
  health: number,
): DamageEvent => ({
  attacker,
  victim,
  weapon,
  hitgroup,
  health,
  armor: 0,
});

const round = (r: Pick<RoundEvent, "number" | "economy" | "kills" | "damage">): RoundEvent => ({
  sides: ["CT", "T"],
  winner: "CT",
  reason: "elimination",
  plant: null,
  defuse: null,
  mvp: null,
  grenades: [],
  blinds: [],
  chickens: [],
  ...r,
});

const MAP: MapEvents = {
  matchId: "s15-contender-m1-map1",
  scheduledMatchId: "s15-contender-m1",
  season: 15,
  tier: "Contender",
  matchType: "Regulation",
  matchDay: "M1",
  mapName: "de_inferno",
  mapNumber: 1,
  playedAt: "2026-11-04T20:00:00.000Z",
  teams: [
    {
      teamId: "team-alpha",
      name: "Alpha",
      startSide: "CT",
      players: [
        { steam64Id: A, playerId: "p-a", name: "alpha1" },
        { steam64Id: B, playerId: "p-b", name: "alpha2" },
      ],
    },
    {
      teamId: "team-bravo",
      name: "Bravo",
      startSide: "T",
      players: [
        { steam64Id: X, playerId: "p-x", name: "bravo1" },
        { steam64Id: Y, playerId: "p-y", name: "bravo2" },
      ],
    },
  ],
  rounds: [
    round({
      number: 1,
      economy: [
        { equipmentValue: 4000, type: "pistol" },
        { equipmentValue: 3800, type: "pistol" },
      ],
      kills: [kill(10, X, B, "Glock-18", true), kill(13, A, X, "USP-S"), kill(20, A, Y, "USP-S", true)],
      damage: [
        hit(X, B, "Glock-18", "Head", 100),
        hit(A, X, "USP-S", "Chest", 60),
        hit(A, X, "USP-S", "Chest", 40),
        hit(A, Y, "USP-S", "LeftLeg", 20),
        hit(A, Y, "USP-S", "Head", 80),
      ],
    }),
    round({
      number: 2,
      economy: [
        { equipmentValue: 15000, type: "force" },
        { equipmentValue: 1500, type: "eco" },
      ],
      kills: [kill(5, A, X, "MP9"), kill(9, Y, A, "Glock-18", true), kill(12, B, Y, "MP9")],
      damage: [
        hit(A, X, "MP9", "Chest", 100),
        hit(Y, A, "Glock-18", "Head", 100),
        hit(B, Y, "MP9", "Stomach", 100),
      ],
    }),
  ],
};

describe("RealismMeter", () => {
  const meter = new RealismMeter();
  meter.add(MAP);
  const f = meter.figures();

  it("shares the kills out by weapon and counts headshots", () => {
    expect(f.pistolKills).toBeCloseTo(4 / 6);
    expect(f.smgKills).toBeCloseTo(2 / 6);
    expect(f.rifleKills).toBe(0);
    expect(f.akKills).toBe(0);
    expect(f.headshotKills).toBeCloseTo(3 / 6);
  });

  it("shares the hits out by body part", () => {
    expect(f.chestHits).toBeCloseTo(3 / 8);
    expect(f.legHits).toBeCloseTo(1 / 8);
  });

  it("counts clutch situations by opponents and the ones won", () => {
    expect(f.clutch1v1).toBeCloseTo(1 / 2);
    expect(f.clutch1v2).toBeCloseTo(1 / 2);
    expect(f.clutch1v3).toBe(0);
    // A's 1v2 and B's 1v1 won, over 2 rounds of 4 players.
    expect(f.clutchWinsPerPlayerRound).toBeCloseTo(2 / 8);
    expect(f.manyOpponentRounds).toBe(0);
  });

  it("measures kills and survival per player per round, opening duels and trades", () => {
    // 6 kills and 6 deaths over 2 rounds of 4 players.
    expect(f.killsPerRound).toBeCloseTo(6 / 8);
    expect(f.survival).toBeCloseTo(2 / 8);
    expect(f.openingWinnerRounds).toBeCloseTo(1 / 2);
    expect(f.tradedDeaths).toBeCloseTo(3 / 6);
  });

  it("reads what the pistol round's winners bought and killed with next", () => {
    expect(f.afterPistolFullBuys).toBe(0);
    expect(f.afterPistolRifleKills).toBe(0);
    // Both of Alpha's round-2 kills are with the MP9; Y's is with his default Glock-18.
    expect(f.afterPistolSmgKills).toBe(1);
    expect(f.afterPistolLoserBoughtPistols).toBe(0);
    expect(f.afterPistolDearKills).toBe(0);
  });

  it("tells a bought pistol from the default one, and a gun nobody could buy yet", () => {
    const withWeapon = (weapon: WeaponName) => {
      const map = structuredClone(MAP);
      const r2 = map.rounds[1] as RoundEvent;
      r2.kills = r2.kills.map((k) => (k.killer === Y ? { ...k, weapon } : k));
      const m = new RealismMeter();
      m.add(map);
      return m.figures();
    };
    expect(withWeapon("Desert Eagle").afterPistolLoserBoughtPistols).toBe(1);
    // An AWP ($4,750) in round 2: one of the round's three kills.
    expect(withWeapon("AWP").afterPistolDearKills).toBeCloseTo(1 / 3);
    expect(withWeapon("Galil AR").afterPistolDearKills).toBe(0);
  });

  it("counts players with stats in a second tier of a season", () => {
    expect(f.playersOutOfTier).toBe(0);
    const two = new RealismMeter();
    two.add(MAP);
    // The four also play a Prospect map of season 15 and one of season 14: of 8 (season, player)
    // pairs, the 4 of season 15 have two tiers.
    two.add({
      ...MAP,
      matchId: "s15-prospect-m1-map1",
      scheduledMatchId: "s15-prospect-m1",
      tier: "Prospect",
    });
    two.add({ ...MAP, matchId: "s14-prospect-m1-map1", scheduledMatchId: "s14-prospect-m1", season: 14 });
    expect(two.figures().playersOutOfTier).toBeCloseTo(4 / 8);
  });

  it("weights each tier's mean rating by rounds", () => {
    const contender = meter.tiers().find((t) => t.tier === "Contender");
    // Alpha won every duel but one: its players rate above the Bravo players they beat.
    expect(contender?.mean).toBeGreaterThan(0);
    expect(meter.tiers().find((t) => t.tier === "Premier")?.mean).toBe(0);
  });
});

describe("the realism ranges", () => {
  const inside = Object.fromEntries(REALISM_RANGES.map((r) => [r.key, (r.min + r.max) / 2])) as Figures;

  it("give every measured figure a range with a source", () => {
    expect(REALISM_RANGES.map((r) => r.key).sort()).toEqual([...FIGURE_KEYS].sort());
    for (const r of REALISM_RANGES) {
      expect(r.min, r.key).toBeLessThan(r.max);
      expect(r.source.url, r.key).not.toBe("");
    }
  });

  it("flag exactly the figures that leave their range", () => {
    const checks = checkRanges({ ...inside, akKills: 0.22, legHits: 0.134 });
    expect(checks.filter((c) => !c.met).map((c) => c.range.key)).toEqual(["akKills", "legHits"]);
    const report = formatReport(checks);
    expect(report).toMatch(/^MISS\s+Kills with the AK-47\s+22\.0 %\s+28\.0 % \.\. 38\.0 %/m);
    expect(report.split("\n")).toHaveLength(REALISM_RANGES.length);
  });

  it("say which ranges are judgement and name a published source for the others", () => {
    const report = formatReport(checkRanges(inside)).split("\n");
    expect(report.find((l) => l.includes("Kills with pistols"))).toMatch(/judgement range \(issue #11/);
    expect(report.find((l) => l.includes("Kills with the AK-47"))).toMatch(
      /https:\/\/lakshyaag\.github\.io\//,
    );
    expect(report.filter((l) => l.endsWith("https://www.hltv.org/stats"))).toEqual([]);
  });
});
