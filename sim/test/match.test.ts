import {
  COMPETITIVE_MAPS,
  type MapEvents,
  mapEventsSchema,
  type RoundEvent,
  weaponCategory,
} from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { mapScore, simulateMap } from "../src/match/simulate.js";
import { fixture, team } from "./fixtures.js";

const SEED = "match-tests";
const contenders = [team("Contender"), team("Contender"), team("Contender"), team("Contender")];
const maps: MapEvents[] = Array.from({ length: 120 }, (_, i) =>
  simulateMap(
    fixture(
      `m-${i}`,
      [contenders[i % 4]!, contenders[(i + 1 + (i % 3)) % 4]!],
      COMPETITIVE_MAPS[i % COMPETITIVE_MAPS.length],
    ),
    SEED,
  ),
);

const sideOfPlayer = (map: MapEvents, round: RoundEvent) => {
  const side = new Map<string, "CT" | "T">();
  map.teams.forEach((t, i) => {
    for (const p of t.players) side.set(p.steam64Id, round.sides[i as 0 | 1]);
  });
  return side;
};

describe("simulateMap", () => {
  it("yields maps that pass the event schema", () => {
    for (const map of maps) expect(() => mapEventsSchema.parse(map)).not.toThrow();
  });

  it("is a pure function of fixture and seed", () => {
    const f = fixture("again", [contenders[0]!, contenders[1]!]);
    expect(simulateMap(f, SEED)).toEqual(simulateMap(f, SEED));
    expect(simulateMap(f, SEED)).not.toEqual(simulateMap(f, "another seed"));
  });

  it("plays MR12 with MR3 overtime, and its planned score is the score of its rounds", () => {
    for (const map of maps) {
      const score = [0, 0];
      for (const r of map.rounds) score[r.sides.indexOf(r.winner)]!++;
      const [lo, hi] = [...score].sort((a, b) => a - b) as [number, number];
      const rounds = map.rounds.length;
      if (rounds <= 24) {
        expect(hi).toBe(13);
        expect(lo).toBeLessThanOrEqual(11);
      } else {
        const overtimes = Math.floor((rounds - 25) / 6);
        expect(hi - (12 + 3 * overtimes)).toBe(4);
        expect(lo - (12 + 3 * overtimes)).toBeLessThanOrEqual(3);
      }
    }
    const f = fixture("score", [contenders[2]!, contenders[3]!]);
    const map = simulateMap(f, SEED);
    const tally = [0, 0];
    for (const r of map.rounds) tally[r.sides.indexOf(r.winner)]!++;
    expect(mapScore(f, SEED)).toEqual(tally);
  });

  it("swaps sides at the half and every overtime half", () => {
    for (const map of maps) {
      const start = map.teams[0].startSide;
      const swap = start === "CT" ? "T" : "CT";
      for (const r of map.rounds) {
        const n = r.number;
        const swapped = n > 12 && (n <= 24 || Math.floor((n - 25) / 3) % 2 === 0);
        expect(r.sides[0]).toBe(swapped ? swap : start);
      }
    }
  });

  it("starts each half with pistols and each overtime half with full buys", () => {
    for (const map of maps) {
      for (const r of map.rounds) {
        if (r.number === 1 || r.number === 13)
          expect(r.economy.map((e) => e.type)).toEqual(["pistol", "pistol"]);
        else expect(r.economy.some((e) => e.type === "pistol")).toBe(false);
        if (r.number > 24 && (r.number - 25) % 3 === 0)
          expect(r.economy.map((e) => e.type)).toEqual(["full", "full"]);
      }
    }
  });

  it("ends every round the way its events say", () => {
    for (const map of maps) {
      for (const r of map.rounds) {
        const side = sideOfPlayer(map, r);
        const dead = new Set(r.kills.map((k) => k.victim));
        expect(dead.size).toBe(r.kills.length);
        const wiped = (s: "CT" | "T") => [...side].filter(([, x]) => x === s).every(([id]) => dead.has(id));
        const loser = r.winner === "CT" ? "T" : "CT";
        switch (r.reason) {
          case "elimination":
            expect(wiped(loser)).toBe(true);
            expect(r.defuse).toBeNull();
            break;
          case "bomb_exploded":
            expect(r.winner).toBe("T");
            expect(r.plant).not.toBeNull();
            expect(wiped("CT")).toBe(false);
            break;
          case "bomb_defused":
            expect(r.winner).toBe("CT");
            expect(
              r.plant && r.defuse && r.defuse.time > r.plant.time && r.defuse.time < r.plant.time + 40,
            ).toBe(true);
            expect(r.defuse?.ninja).toBe(!wiped("T"));
            break;
          case "time":
            expect(r.winner).toBe("CT");
            expect(r.plant).toBeNull();
            expect(wiped("T")).toBe(false);
            break;
        }
        expect(wiped(r.winner)).toBe(false);
        if (r.mvp !== null) expect(side.get(r.mvp)).toBe(r.winner);
        if (r.plant) expect(side.get(r.plant.player)).toBe("T");
      }
    }
  });

  it("kills living players in time order, each with damage that adds up", () => {
    for (const map of maps) {
      for (const r of map.rounds) {
        const side = sideOfPlayer(map, r);
        const died = new Map<string, number>();
        let last = 0;
        r.kills.forEach((k, i) => {
          expect(k.time).toBeGreaterThanOrEqual(last);
          last = k.time;
          if (k.killer && k.killer !== k.victim) expect(died.has(k.killer)).toBe(false);
          died.set(k.victim, i);
        });
        expect(last).toBeLessThanOrEqual((r.plant ? r.plant.time + 40 : 115) + 1e-9);
        const taken = new Map<string, number>();
        for (const d of r.damage) {
          taken.set(d.victim, (taken.get(d.victim) ?? 0) + d.health);
          expect(d.health + d.armor).toBeGreaterThan(0);
        }
        for (const health of taken.values()) expect(health).toBeLessThanOrEqual(100);
        for (const k of r.kills) {
          expect(taken.get(k.victim)).toBe(100);
          if (k.killer === null) expect(["World", "C4"]).toContain(k.weapon);
          if (k.assister) {
            expect(side.get(k.assister)).toBe(side.get(k.killer ?? ""));
            const dealt = r.damage
              .filter((d) => d.attacker === k.assister && d.victim === k.victim)
              .reduce((s, d) => s + d.health, 0);
            expect(dealt).toBeGreaterThanOrEqual(41);
          }
          if (k.flashAssister) {
            expect(side.get(k.flashAssister)).toBe(side.get(k.killer ?? ""));
            expect(r.blinds.some((b) => b.thrower === k.flashAssister && b.victim === k.victim)).toBe(true);
          }
          const hits = r.damage.filter((d) => d.attacker === k.killer && d.victim === k.victim);
          if (k.killer && weaponCategory(k.weapon) !== "grenade" && k.killer !== k.victim) {
            expect(hits.at(-1)?.hitgroup === "Head").toBe(k.headshot);
          }
        }
      }
    }
  });

  it("favours the CT side, the pistol-round winners and the stronger team", () => {
    let ct = 0;
    let rounds = 0;
    let conversions = 0;
    let pistols = 0;
    for (const map of maps) {
      for (const r of map.rounds) {
        rounds++;
        if (r.winner === "CT") ct++;
        const next = map.rounds[r.number];
        if ((r.number === 1 || r.number === 13) && next) {
          pistols++;
          if (r.sides.indexOf(r.winner) === next.sides.indexOf(next.winner)) conversions++;
        }
      }
    }
    expect(ct / rounds).toBeGreaterThan(0.5);
    expect(ct / rounds).toBeLessThan(0.6);
    expect(conversions / pistols).toBeGreaterThan(0.65);
    const premier = team("Premier");
    const recruit = team("Recruit");
    const wins = Array.from({ length: 10 }, (_, i) =>
      mapScore(fixture(`gap-${i}`, [premier, recruit]), SEED),
    ).filter(([p, r]) => p > r).length;
    expect(wins).toBe(10);
  });
});
