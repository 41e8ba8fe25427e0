import type { RoundEvent } from "../map-events.js";
import { type RoundContext, type RoundProblem, roundProblem } from "./problem.js";

/** A player's health at the start of every round: the most health damage he can take in it. */
export const MAX_HEALTH = 100;

/** Health damage each player took this round, from every attacker, the world and the bomb. */
function healthTaken(round: RoundEvent): Map<string, number> {
  const taken = new Map<string, number>();
  for (const d of round.damage) taken.set(d.victim, (taken.get(d.victim) ?? 0) + d.health);
  return taken;
}

/** rule health-cap: damage is capped at what the victim has left, so a round never takes more than 100. */
export function healthCap(round: RoundEvent): RoundProblem[] {
  const problems: RoundProblem[] = [];
  const taken = new Map<string, number>();
  round.damage.forEach((d, j) => {
    const total = (taken.get(d.victim) ?? 0) + d.health;
    taken.set(d.victim, total);
    if (total > MAX_HEALTH && total - d.health <= MAX_HEALTH)
      problems.push(
        roundProblem(
          "health-cap",
          ["damage", j, "health"],
          `takes ${total} health damage in this round; a player has ${MAX_HEALTH}`,
          d.victim,
        ),
      );
  });
  return problems;
}

/**
 * rule health-death: a player who dies has taken all his health (100) in damage events; one who
 * survives has taken less. ADR and support damage add these events up.
 */
export function healthAtDeath(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const taken = healthTaken(round);
  const dead = new Map(round.kills.map((k, j) => [k.victim, j]));
  const problems: RoundProblem[] = [];
  for (const id of [...ctx.lineups[0], ...ctx.lineups[1]]) {
    const health = taken.get(id) ?? 0;
    const j = dead.get(id);
    if (j !== undefined && health < MAX_HEALTH)
      problems.push(
        roundProblem(
          "health-death",
          ["kills", j, "victim"],
          `dies having taken ${health} health damage; a death takes all ${MAX_HEALTH}`,
          id,
        ),
      );
    else if (j === undefined && health >= MAX_HEALTH)
      problems.push(
        roundProblem(
          "health-death",
          ["damage"],
          `takes ${health} health damage and survives; ${MAX_HEALTH} kills`,
          id,
        ),
      );
  }
  return problems;
}
