import {
  computeStandings,
  type MapEvents,
  type MatchSummary,
  mapEventsSchema,
  matchSummary,
  playerRole,
  ROLES,
  type SeasonStatsRow,
  storeMap,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { beforeAll, describe, expect, it } from "vitest";
import { simulateLeague } from "../src/index.js";
import { RealismMeter } from "../src/realism/measure.js";
import { oneTierMoves, peopleFigures } from "../src/realism/people.js";
import { checkRanges, formatReport } from "../src/realism/report.js";

/**
 * The default league (three simulated seasons) generated once, every map checked against the
 * event schema and the league records, then run through the stats engine for the realism checks
 * (docs/simulator.md, docs/stats.md#realism).
 */

const NOW = new Date("2026-11-22T18:00:00.000Z");
const sim = simulateLeague({ seed: "fragboard", now: NOW });
const { league } = sim;

type Tally = {
  maps: number;
  invalid: string[];
  rounds: number;
  ctWins: number;
  overtimeMaps: number;
  ninjaDefuses: number;
  chickens: number;
  pistolRounds: number;
  pistolConversions: number;
  subAppearances: number;
  outOfOrder: number;
};

const tally: Tally = {
  maps: 0,
  invalid: [],
  rounds: 0,
  ctWins: 0,
  overtimeMaps: 0,
  ninjaDefuses: 0,
  chickens: 0,
  pistolRounds: 0,
  pistolConversions: 0,
  subAppearances: 0,
  outOfOrder: 0,
};
/** Regular-season maps by "season|tier", as the standings see them. */
const regularSeason = new Map<string, MatchSummary[]>();
const mapsOfMatch = new Map<string, MapEvents[]>();
const problems: string[] = [];
let rows: SeasonStatsRow[] = [];
const realism = new RealismMeter();

const players = new Map(league.players.map((p) => [p.id, p]));
const matches = new Map(league.matches.map((m) => [m.id, m]));
const seasonRow = new Map(league.playerSeasons.map((p) => [`${p.season}|${p.playerId}`, p]));

function check(map: MapEvents) {
  const problem = (what: string) => problems.push(`${map.matchId}: ${what}`);
  if (Date.parse(map.playedAt) >= NOW.getTime()) problem("played after now");
  for (const team of map.teams) {
    if (team.players.length !== 5) problem(`${team.name} fields ${team.players.length}`);
    for (const p of team.players) {
      const player = p.playerId ? players.get(p.playerId) : undefined;
      if (!player || player.steam64Id !== p.steam64Id || player.name !== p.name)
        problem(`unknown player ${p.name}`);
      const row = seasonRow.get(`${map.season}|${p.playerId}`);
      const sub = team.teamId !== null && row?.teamId !== team.teamId;
      if (sub) tally.subAppearances++;
      // Only a sub plays out of his tier, and only one tier up.
      const own = (TIER_NAMES as readonly string[]).indexOf(row?.tier ?? "Unrated");
      const below = own < 0 ? -1 : TIER_NAMES.indexOf(map.tier) - own;
      if (below !== 0 && !(sub && below === 1)) problem(`${p.name} plays out of his tier`);
    }
  }
  if (map.matchType === "Combine") {
    if (map.scheduledMatchId !== null || !map.matchId.startsWith("combines-")) problem("combine ids");
    for (const t of map.teams) {
      if (t.teamId !== null || !new RegExp(`^Combine ${map.tier} \\d+[AB]$`).test(t.name))
        problem(`combine team ${t.name}`);
    }
    return;
  }
  const match = map.scheduledMatchId ? matches.get(map.scheduledMatchId) : undefined;
  if (!match) return problem("no scheduled match");
  if (!match.completedAt) problem("map of an unplayed match");
  if (map.teams[0].teamId !== match.homeTeamId || map.teams[1].teamId !== match.awayTeamId) problem("teams");
  if (map.matchDay !== match.matchDay || map.tier !== match.tier) problem("match day or tier");
  if (map.matchDay.startsWith("M")) {
    const banned = new Set(match.mapBans.map((b) => b.map));
    if (banned.has(map.mapName) || banned.size !== 6) problem("played a banned map");
  }
  mapsOfMatch.set(match.id, [...(mapsOfMatch.get(match.id) ?? []), map]);
}

function count(map: MapEvents) {
  tally.maps++;
  if (map.rounds.length > 24) tally.overtimeMaps++;
  for (const r of map.rounds) {
    tally.rounds++;
    if (r.winner === "CT") tally.ctWins++;
    if (r.defuse?.ninja) tally.ninjaDefuses++;
    tally.chickens += r.chickens.length;
    const next = map.rounds[r.number];
    if ((r.number === 1 || r.number === 13) && next) {
      tally.pistolRounds++;
      if (r.sides.indexOf(r.winner) === next.sides.indexOf(next.winner)) tally.pistolConversions++;
    }
  }
}

beforeAll(() => {
  let last = "";
  for (const map of sim.maps()) {
    const parsed = mapEventsSchema.safeParse(map);
    if (!parsed.success) tally.invalid.push(`${map.matchId}: ${parsed.error.message.slice(0, 200)}`);
    if (map.playedAt < last) tally.outOfOrder++;
    last = map.playedAt;
    check(map);
    count(map);
    // The meter stores the map and keeps its player lines: the season rows below are its.
    const stored = storeMap(map);
    realism.add(map, stored);
    if (map.matchType === "Regulation" && map.matchDay.startsWith("M")) {
      const key = `${map.season}|${map.tier}`;
      regularSeason.set(key, [...(regularSeason.get(key) ?? []), matchSummary(stored)]);
    }
  }
  rows = realism.seasonRows();
});

const regulationRows = (tier: TierName) =>
  rows
    .filter((r) => r.tier === tier && r.matchType === "Regulation" && r.stats.gameCount >= 5)
    .map((r) => r.stats);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const share = (xs: number[], lo: number, hi: number) =>
  xs.filter((x) => x >= lo && x <= hi).length / xs.length;

describe("the default league's maps", () => {
  it("number about 3000, in chronological order, each valid", () => {
    expect(tally.maps).toBe(sim.mapCount);
    expect(tally.maps).toBeGreaterThan(2500);
    expect(tally.maps).toBeLessThan(3600);
    expect(tally.outOfOrder).toBe(0);
    expect(tally.invalid).toEqual([]);
  });

  it("agree with the league records", () => {
    expect(problems.slice(0, 10)).toEqual([]);
    for (const match of league.matches) {
      const maps = mapsOfMatch.get(match.id) ?? [];
      if (match.completedAt === null) expect(maps).toHaveLength(0);
      else if (match.matchDay.startsWith("M")) expect(maps).toHaveLength(1);
      else {
        // Best of three: the series ends when a team has two maps.
        const wins = [0, 0];
        for (const m of maps) {
          const score = [0, 0];
          for (const r of m.rounds) score[r.sides.indexOf(r.winner)]!++;
          wins[score[0]! > score[1]! ? 0 : 1]!++;
        }
        expect(Math.max(...wins)).toBe(2);
        expect(maps.map((m) => m.mapNumber)).toEqual(maps.map((_, i) => i + 1));
      }
    }
  });

  it("send the teams above each playoff line, by the standings of their events, to the playoffs", () => {
    const teamName = new Map(league.teams.map((t) => [t.id, t.name]));
    for (const season of league.seasons.filter((s) => s.simulated && s.number < sim.currentSeason)) {
      for (const tier of TIER_NAMES) {
        const standings = computeStandings(regularSeason.get(`${season.number}|${tier}`) ?? [], {
          tier,
          franchiseOf: () => null,
        });
        const qualified = standings.rows.slice(0, standings.playoffLine).map((r) => r.name);
        const playoffTeams = league.matches
          .filter((m) => m.season === season.number && m.tier === tier && m.matchDay.startsWith("P"))
          .flatMap((m) => [teamName.get(m.homeTeamId), teamName.get(m.awayTeamId)]);
        expect(new Set(playoffTeams)).toEqual(new Set(qualified));
      }
    }
  });

  it("include free agents and temp-signed players subbing for teams", () => {
    expect(tally.subAppearances).toBeGreaterThan(20);
    const temps = league.players.filter((p) => p.type === "TEMPSIGNED" || p.type === "PERMFA_TEMP_SIGNED");
    for (const temp of temps) {
      expect(rows.some((r) => r.playerId === temp.id && r.matchType === "Regulation")).toBe(true);
    }
  });

  it("favour CT slightly and let pistol-round winners win the next round", () => {
    expect(tally.ctWins / tally.rounds).toBeGreaterThan(0.5);
    expect(tally.ctWins / tally.rounds).toBeLessThan(0.57);
    expect(tally.pistolConversions / tally.pistolRounds).toBeGreaterThan(0.65);
  });

  it("have overtimes, clutches, aces, ninja defuses and chicken kills, all rare", () => {
    expect(tally.overtimeMaps).toBeGreaterThan(0);
    expect(tally.overtimeMaps / tally.maps).toBeLessThan(0.2);
    const sum = (key: "fiveK" | "cl_1" | "cl_2" | "cl_3" | "cl_4") =>
      rows.reduce((s, r) => s + r.stats[key], 0);
    expect(sum("fiveK")).toBeGreaterThan(0);
    expect(sum("fiveK") / tally.rounds).toBeLessThan(0.02);
    // The more enemies a last player faces, the rarer the win.
    expect(sum("cl_1")).toBeGreaterThan(sum("cl_2"));
    expect(sum("cl_2")).toBeGreaterThan(sum("cl_3"));
    expect(sum("cl_3")).toBeGreaterThan(sum("cl_4"));
    expect(sum("cl_4")).toBeGreaterThan(0);
    expect(tally.ninjaDefuses).toBeGreaterThan(0);
    expect(tally.ninjaDefuses / tally.rounds).toBeLessThan(0.02);
    expect(tally.chickens).toBeGreaterThan(0);
    expect(tally.chickens / tally.rounds).toBeLessThan(0.05);
  });
});

describe("the default league's stats (what realistic means: docs/stats.md#realism)", () => {
  it("meets every realism range (npm run sim:report prints them)", () => {
    const checks = checkRanges({
      ...realism.figures(),
      ...peopleFigures(league),
      ...oneTierMoves(rows),
    });
    expect(
      checks.filter((c) => !c.met).map((c) => c.range.key),
      formatReport(checks),
    ).toEqual([]);
  });

  it("average a rating of about 1.00 in every tier, spread wider in lower tiers", () => {
    const spread: number[] = [];
    for (const tier of TIER_NAMES) {
      const ratings = regulationRows(tier).map((s) => s.rating);
      expect(ratings.length, tier).toBeGreaterThan(40);
      expect(mean(ratings), tier).toBeGreaterThan(0.9);
      expect(mean(ratings), tier).toBeLessThan(1.1);
      spread.push(sd(ratings));
    }
    expect(spread[0]).toBeGreaterThan(spread.at(-1) as number);
  });

  it("keeps most players' KAST, ADR and HS% in their realistic ranges", () => {
    for (const tier of TIER_NAMES) {
      const stats = regulationRows(tier);
      expect(
        share(
          stats.map((s) => s.kast),
          0.6,
          0.8,
        ),
        tier,
      ).toBeGreaterThan(0.8);
      expect(
        share(
          stats.map((s) => s.adr),
          55,
          110,
        ),
        tier,
      ).toBeGreaterThan(0.85);
      expect(
        share(
          stats.map((s) => s.hs),
          30,
          60,
        ),
        tier,
      ).toBeGreaterThan(0.75);
    }
  });

  it("has all five roles in every tier", () => {
    for (const tier of TIER_NAMES) {
      const roles = new Set(regulationRows(tier).map((s) => playerRole(s)));
      for (const role of ROLES) expect(roles, `${tier} ${role}`).toContain(role);
    }
  });
});
