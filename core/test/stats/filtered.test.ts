import {
  type FilterableLine,
  filteredStats,
  type LineFilter,
  type MapEvents,
  mapEventsShapeSchema,
  matchDayOrder,
  playerMapLines,
  seasonStatsFromLines,
  sideStatKeys,
  storeMap,
} from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildMap, mapPlan, ROSTERS } from "./arbitraries.js";

/**
 * docs/stats.md#filtered-stats: a filter only picks maps, so the filtered fold must equal a season
 * computed from just the maps the filter describes, here decided from the events themselves.
 */

const MAP_POOL = ["de_nuke", "de_inferno", "de_mirage"];
const DAYS = ["C1", "M1", "M2", "M3", "P1"];
const OPPONENTS = ["t1", "t2"];

/** Maps with a random map, match day and away team (team 0 is always "t0"). */
const varied = fc.array(
  fc.record({
    plan: mapPlan,
    map: fc.constantFrom(...MAP_POOL),
    day: fc.constantFrom(...DAYS),
    away: fc.constantFrom(...OPPONENTS),
    date: fc.integer({ min: 1, max: 9 }),
  }),
  { minLength: 1, maxLength: 6 },
);

const filterArb: fc.Arbitrary<LineFilter> = fc.record(
  {
    map: fc.constantFrom(...MAP_POOL),
    opponent: fc.constantFrom("t0", ...OPPONENTS),
    result: fc.constantFrom("won" as const, "lost" as const),
    from: fc.constantFrom(...DAYS),
    to: fc.constantFrom(...DAYS),
  },
  { requiredKeys: [] },
);

type MapSpec = typeof varied extends fc.Arbitrary<(infer T)[]> ? T : never;

function buildMaps(specs: MapSpec[]): MapEvents[] {
  return specs.map((s, i) => {
    const events = buildMap(s.plan, `m${i}`, `2025-02-0${s.date}T18:00:00.000Z`);
    const [home, away] = events.teams;
    return mapEventsShapeSchema.parse({
      ...events,
      mapName: s.map,
      matchDay: s.day,
      teams: [home, { ...away, teamId: s.away }],
    });
  });
}

/** Independent of the engine's lines: what the filter says, read from the events. */
function mapPasses(events: MapEvents, team: 0 | 1, filter: LineFilter): boolean {
  const won = events.rounds.filter((r) => r.sides[team] === r.winner).length;
  const lost = events.rounds.length - won;
  const opponent = events.teams[1 - team]?.teamId;
  const day = matchDayOrder(events.matchDay);
  return (
    (filter.map === undefined || events.mapName === filter.map) &&
    (filter.opponent === undefined || opponent === filter.opponent) &&
    (filter.result === undefined || (filter.result === "won") === won > lost) &&
    (filter.from === undefined || day >= matchDayOrder(filter.from)) &&
    (filter.to === undefined || day <= matchDayOrder(filter.to))
  );
}

function filterable(maps: MapEvents[], steam64Id: string): FilterableLine[] {
  return maps.flatMap((events) =>
    playerMapLines(storeMap(events))
      .filter((line) => line.steam64Id === steam64Id)
      .map((line) => {
        const opponent = events.teams[1 - line.team];
        return { line, opponent: { id: opponent?.teamId ?? null, name: opponent?.name ?? "" } };
      }),
  );
}

describe("filteredStats", () => {
  it("equals the season computed from just the maps the filter keeps (random maps and filters)", () => {
    fc.assert(
      fc.property(varied, filterArb, (specs, filter) => {
        const maps = buildMaps(specs);
        for (const [team, roster] of ROSTERS.entries()) {
          const id = roster[0] as string;
          const kept = maps.filter((m) => mapPasses(m, team as 0 | 1, filter));
          const expected = seasonStatsFromLines(
            kept.flatMap((m) => playerMapLines(storeMap(m))).filter((l) => l.steam64Id === id),
          );
          const result = filteredStats(filterable(maps, id), filter);
          expect(result.maps).toBe(kept.length);
          expect(result.stats).toEqual(expected);
        }
      }),
    );
  });

  it("a side filter folds that side's rounds: its rating is the season's side rating, the rest null", () => {
    fc.assert(
      fc.property(varied, fc.constantFrom("CT" as const, "T" as const), (specs, side) => {
        const lines = filterable(buildMaps(specs), ROSTERS[0][0] as string);
        const season = seasonStatsFromLines(lines.map((l) => l.line));
        const { stats, extended } = filteredStats(lines, { side });
        expect(stats.rating).toBe(side === "CT" ? season.ctRating : season.TRating);
        const other = filteredStats(lines, { side: side === "CT" ? "T" : "CT" }).stats;
        expect((stats.kills ?? 0) + (other.kills ?? 0)).toBe(season.kills);
        expect((stats.rounds ?? 0) + (other.rounds ?? 0)).toBe(season.rounds);
        expect((stats.twoK ?? 0) + (other.twoK ?? 0)).toBe(season.twoK);
        const kept = new Set<string>(sideStatKeys(side));
        for (const [key, value] of Object.entries(stats)) {
          if (key !== "name") expect(value === null, key).toBe(!kept.has(key));
        }
        expect(extended).toBeNull();
      }),
    );
  });

  it("the per-map table ignores the map filter and adds up to the other filters' maps", () => {
    fc.assert(
      fc.property(varied, filterArb, (specs, filter) => {
        const lines = filterable(buildMaps(specs), ROSTERS[1][0] as string);
        const { mapTable } = filteredStats(lines, filter);
        const withoutMap = filteredStats(lines, { ...filter, map: undefined });
        expect(mapTable.reduce((sum, row) => sum + row.games, 0)).toBe(withoutMap.maps);
        for (const row of mapTable) {
          const onMap = filteredStats(lines, { ...filter, map: row.map });
          expect(row.games).toBe(onMap.maps);
          expect(row.rating).toBe(onMap.stats.rating);
          const won = filteredStats(lines, { ...filter, map: row.map, result: "won" }).maps;
          expect(row.wins).toBe(filter.result === "lost" ? 0 : won);
        }
      }),
    );
  });
});

describe("matchDayOrder", () => {
  it("orders combines, then the regular season, then playoffs, each by number", () => {
    const days = ["P2", "M10", "C2", "M2", "P1", "C10"];
    expect(days.sort((a, b) => matchDayOrder(a) - matchDayOrder(b))).toEqual([
      "C2",
      "C10",
      "M2",
      "M10",
      "P1",
      "P2",
    ]);
  });
});
