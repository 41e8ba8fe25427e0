import { weaponCategory } from "../../constants/weapons.js";
import type { KillEvent, RoundEvent } from "../map-events.js";
import { type RoundContext, type RoundProblem, roundProblem } from "./problem.js";

/** Kills in time order; equal times keep their listed order (Array.prototype.sort is stable). */
export function killsInTimeOrder<K extends Pick<KillEvent, "time">>(kills: readonly K[]): K[] {
  return [...kills].sort((a, b) => a.time - b.time);
}

/** Grenades and fire go on hurting after their thrower died. */
const landsAfterDeath = (k: KillEvent) => weaponCategory(k.weapon) === "grenade";

/**
 * rule deaths: a player dies at most once a round, and a dead player fires no more shots: by
 * time, and among kills at the same time by their listed order, except two players who kill each
 * other at once.
 */
export function deathRule(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const players = ctx.lineups[0].length + ctx.lineups[1].length;
  if (round.kills.length > players)
    return [
      roundProblem("deaths", ["kills"], `${round.kills.length} deaths in a round of ${players} players`),
    ];
  const problems: RoundProblem[] = [];
  const index = new Map(round.kills.map((k, j) => [k, j]));
  const death = new Map<string, KillEvent>();
  for (const k of killsInTimeOrder(round.kills)) {
    const j = index.get(k) as number;
    const killerDeath = k.killer === null || k.killer === k.victim ? undefined : death.get(k.killer);
    if (k.killer !== null && killerDeath && !landsAfterDeath(k)) {
      if (killerDeath.time < k.time) {
        problems.push(
          roundProblem(
            "deaths",
            ["kills", j, "killer"],
            `died at ${killerDeath.time} s, before this kill at ${k.time} s`,
            k.killer,
          ),
        );
      } else if (killerDeath.killer !== k.victim) {
        problems.push(
          roundProblem(
            "deaths",
            ["kills", j, "killer"],
            `is listed dead before this kill at the same time (${k.time} s): list kills of one moment in the order they happened`,
            k.killer,
          ),
        );
      }
    }
    if (death.has(k.victim))
      problems.push(roundProblem("deaths", ["kills", j, "victim"], "dies twice in this round", k.victim));
    else death.set(k.victim, k);
  }
  return problems;
}
