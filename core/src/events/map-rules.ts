import { type MapEvents, mapEventsShapeSchema } from "./map-events.js";
import { deathRule } from "./rules/deaths.js";
import { equipmentRule } from "./rules/economy.js";
import { finalScore, mapPool, roundNumbers, sidesRule } from "./rules/format.js";
import { healthAtDeath, healthCap } from "./rules/health.js";
import { idsRule } from "./rules/ids.js";
import { assistRule, grenadeKill, selfKill, weaponFlags } from "./rules/kills.js";
import { moneyRule } from "./rules/money.js";
import { bombRule, mvpRule, outcomeRule } from "./rules/outcome.js";
import {
  describeProblem,
  type MapProblem,
  type MapRule,
  type RoundContext,
  type RoundRule,
} from "./rules/problem.js";
import { lineupRule, lineupsOf, onLineup, rosterUnique, teamsDiffer } from "./rules/roster.js";
import { roundTime } from "./rules/time.js";

/**
 * The rules of a played map: what a real game can never produce, checked on a map that already
 * has the shape of `mapEventsShapeSchema`. Ingest refuses such a map (a 400 listing every
 * problem) rather than storing figures no definition can make sense of. One rule is one function
 * (rules/), with an id each problem names; docs/stats.md#rules-of-a-played-map gives each its
 * reason. Every rule must accept real play: the simulator's maps are checked against all of them
 * by a property test. Rules that need the league's records (known ids, seasons, dates) live with
 * ingest on the server.
 */

export { killsInTimeOrder } from "./rules/deaths.js";
export { DEFAULT_PISTOL_VALUE, MAX_LOADOUT_VALUE, PISTOL_ROUND_MONEY } from "./rules/economy.js";
export { MAX_HEALTH } from "./rules/health.js";
export { lossBonus, MAX_MONEY } from "./rules/money.js";
export { describeProblem, type MapProblem, mapProblem } from "./rules/problem.js";
export { BOMB_SECONDS, ROUND_SECONDS } from "./rules/time.js";

/** One played map as events (map-events.ts) that a real game can produce: what ingest accepts. */
export const mapEventsSchema = mapEventsShapeSchema.superRefine((m, ctx) => {
  for (const p of mapEventProblems(m))
    ctx.addIssue({ code: "custom", path: p.path, message: describeProblem(p) });
});

/** Rules over the whole map. */
const MAP_RULES: MapRule[] = [
  idsRule,
  rosterUnique,
  teamsDiffer,
  mapPool,
  lineupRule,
  roundNumbers,
  sidesRule,
  finalScore,
  moneyRule,
];

/** Rules of one round that hold whoever is alive (they need no sane death order). */
const ROUND_RULES: RoundRule[] = [
  assistRule,
  weaponFlags,
  grenadeKill,
  selfKill,
  healthCap,
  healthAtDeath,
  roundTime,
  mvpRule,
  equipmentRule,
];
/** Rules that read who is alive when: they run once the round's deaths make sense. */
const ALIVE_RULES: RoundRule[] = [outcomeRule, bombRule];

/** Every problem of the map: the map's own rules, then round by round. */
export function mapEventProblems(map: MapEvents): MapProblem[] {
  const problems = MAP_RULES.flatMap((rule) => rule(map));
  const teamOf = new Map<string, 0 | 1>();
  map.teams.forEach((team, t) => {
    for (const p of team.players) teamOf.set(p.steam64Id, t as 0 | 1);
  });
  map.rounds.forEach((round, i) => {
    const ctx: RoundContext = { teamOf, lineups: lineupsOf(map, round) };
    // The other rules take every actor for a player of this round: strangers come first, alone.
    let found = onLineup(round, ctx);
    if (found.length === 0) {
      found = ROUND_RULES.flatMap((rule) => rule(round, ctx));
      const deaths = deathRule(round, ctx);
      found.push(...deaths);
      if (deaths.length === 0) found.push(...ALIVE_RULES.flatMap((rule) => rule(round, ctx)));
    }
    for (const p of found) problems.push({ ...p, path: ["rounds", i, ...p.path], round: i + 1 });
  });
  return problems;
}
