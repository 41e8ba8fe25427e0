import {
  accumulateLines,
  extendedStatsFromLines,
  mapEventsShapeSchema,
  mergeAccumulations,
  type PlayerMapLine,
  playerMapLineSchema,
  playerMapLines,
  type SeasonStats,
  seasonStatsFromAccumulation,
  seasonStatsFromLines,
  storedMapSchema,
  storeMap,
} from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildMap, league, mapPlan, ROSTERS } from "./arbitraries.js";

const linesOfLeague = (maps: ReturnType<typeof buildMap>[]) =>
  maps.flatMap((m) => playerMapLines(storeMap(mapEventsShapeSchema.parse(m))));
const byPlayer = (lines: PlayerMapLine[]) =>
  [...ROSTERS[0], ...ROSTERS[1]]
    .map((id) => lines.filter((l) => l.steam64Id === id))
    .filter((ls) => ls.length > 0);

/** A permutation of xs from random sort keys. */
const permute = <T>(xs: readonly T[], keys: readonly number[]) =>
  xs
    .map((x, i) => [x, keys[i % keys.length] ?? 0, i] as const)
    .sort((a, b) => a[1] - b[1] || a[2] - b[2])
    .map(([x]) => x);

const FRACTIONS = [
  "kast",
  "odr",
  "tRatio",
  "sRate",
  "saveRate",
] as const satisfies readonly (keyof SeasonStats)[];

describe("engine properties over random valid maps", () => {
  it("builds valid events, stored maps and lines", () => {
    fc.assert(
      fc.property(mapPlan, (plan) => {
        const events = mapEventsShapeSchema.parse(buildMap(plan, "m", "2025-02-01T18:00:00.000Z"));
        const map = storeMap(events);
        storedMapSchema.parse(map);
        expect(map.playerRounds).toHaveLength(events.rounds.length * map.players.length);
        for (const line of playerMapLines(map)) {
          playerMapLineSchema.parse(line);
          expect(line.rounds).toBe(events.rounds.length);
          expect(line.RF + line.RA).toBe(line.rounds);
          expect(line.sides.CT.rounds + line.sides.T.rounds).toBe(line.rounds);
          expect(line.sides.CT.kills + line.sides.T.kills).toBe(line.kills);
        }
      }),
    );
  });

  it("the kills of all players add up to the deaths caused by an enemy (no world, self or team kills)", () => {
    fc.assert(
      fc.property(mapPlan, (plan) => {
        const events = mapEventsShapeSchema.parse(buildMap(plan, "m", "2025-02-01T18:00:00.000Z"));
        const team = new Map(events.teams.flatMap((t, i) => t.players.map((p) => [p.steam64Id, i])));
        const enemyDeaths = events.rounds
          .flatMap((r) => r.kills)
          .filter((k) => k.killer !== null && team.get(k.killer) !== team.get(k.victim)).length;
        const lines = playerMapLines(storeMap(events));
        expect(lines.reduce((s, l) => s + l.kills, 0)).toBe(enemyDeaths);
        expect(lines.reduce((s, l) => s + l.deaths, 0)).toBe(events.rounds.flatMap((r) => r.kills).length);
      }),
    );
  });

  it("keeps fractions in 0..1 and hs in 0..100, per map and per season", () => {
    fc.assert(
      fc.property(league, (maps) => {
        const lines = linesOfLeague(maps);
        for (const l of lines) expect(l.kast).toBeGreaterThanOrEqual(0);
        for (const l of lines) expect(l.kast).toBeLessThanOrEqual(1);
        for (const group of [...lines.map((l) => [l]), ...byPlayer(lines)]) {
          const stats = seasonStatsFromLines(group);
          for (const key of FRACTIONS) {
            expect(stats[key]).toBeGreaterThanOrEqual(0);
            expect(stats[key]).toBeLessThanOrEqual(1);
          }
          expect(stats.hs).toBeGreaterThanOrEqual(0);
          expect(stats.hs).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it("season and extended stats do not depend on the order of the lines", () => {
    fc.assert(
      fc.property(league, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (maps, keys) => {
        for (const lines of byPlayer(linesOfLeague(maps))) {
          const shuffled = permute(lines, keys);
          expect(seasonStatsFromLines(shuffled)).toEqual(seasonStatsFromLines(lines));
          expect(extendedStatsFromLines(shuffled, null)).toEqual(extendedStatsFromLines(lines, null));
        }
      }),
    );
  });

  it("aggregating two batches and merging equals aggregating all at once (incremental = recompute)", () => {
    fc.assert(
      fc.property(league, fc.nat(), (maps, cut) => {
        for (const lines of byPlayer(linesOfLeague(maps))) {
          const k = cut % (lines.length + 1);
          const merged = mergeAccumulations(
            accumulateLines(lines.slice(0, k)),
            accumulateLines(lines.slice(k)),
          );
          expect(seasonStatsFromAccumulation(merged)).toEqual(seasonStatsFromLines(lines));
          // One map at a time, as matches land.
          const incremental = lines.reduce(
            (acc, line) => mergeAccumulations(acc, accumulateLines([line])),
            accumulateLines([]),
          );
          expect(seasonStatsFromAccumulation(incremental)).toEqual(seasonStatsFromLines(lines));
        }
      }),
    );
  });
});
