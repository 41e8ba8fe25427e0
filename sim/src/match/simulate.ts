import type { MapEvents, MatchSummary } from "@fragboard/core";
import type { MapFixture } from "./fixture.js";
import { planMap } from "./plan.js";
import { renderMap } from "./render.js";

/** Every event of one map; the same fixture and seed give the same map. */
export const simulateMap = (fixture: MapFixture, seed: string): MapEvents =>
  renderMap(fixture, planMap(fixture, seed), seed);

/** Rounds won by teams[0] and teams[1], without rendering the events. */
export const mapScore = (fixture: MapFixture, seed: string): [number, number] => planMap(fixture, seed).score;

/** The map as the standings see it (sides and pistol rounds won), from its plan alone. */
export function mapSummary(fixture: MapFixture, seed: string): MatchSummary {
  const plan = planMap(fixture, seed);
  const line = (team: 0 | 1) => {
    const t = {
      name: fixture.teams[team].name,
      score: plan.score[team],
      TR: 0,
      TRW: 0,
      ctR: 0,
      ctRW: 0,
      pistols: 0,
      pistolsW: 0,
    };
    for (const r of plan.rounds) {
      const won = r.winner === team ? 1 : 0;
      if (r.sides[team] === "T") {
        t.TR++;
        t.TRW += won;
      } else {
        t.ctR++;
        t.ctRW += won;
      }
      if (r.buys[team].type === "pistol") {
        t.pistols++;
        t.pistolsW += won;
      }
    }
    return t;
  };
  return {
    matchId: fixture.matchId,
    totalRounds: plan.rounds.length,
    mapName: fixture.mapName,
    matchDay: fixture.matchDay,
    season: fixture.season,
    tier: fixture.tier,
    matchType: fixture.matchType,
    teamStats: [line(0), line(1)],
  };
}
