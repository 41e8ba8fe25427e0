import { type MapEvents, type MatchSummary, sideTally } from "@fragboard/core";
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
  const rounds = plan.rounds.map((r) => ({ number: r.number, sides: r.sides, winnerTeam: r.winner }));
  const line = (team: 0 | 1) => ({
    name: fixture.teams[team].name,
    score: plan.score[team],
    ...sideTally(rounds, team),
  });
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
