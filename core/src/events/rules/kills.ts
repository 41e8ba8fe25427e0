import { GRENADE_OF_WEAPON, type WeaponName, weaponCategory } from "../../constants/weapons.js";
import type { RoundEvent } from "../map-events.js";
import { type RoundContext, type RoundProblem, roundProblem } from "./problem.js";

/** Weapons with a scope: the only ones a kill can be a no-scope with. */
const SCOPED = new Set<WeaponName>(["AWP", "SSG 08", "G3SG1", "SCAR-20", "AUG", "SG 553"]);

/**
 * rule assists: a (flash) assister is an enemy of the victim and not the killer: assists are
 * credit for helping a teammate kill an enemy.
 */
export function assistRule(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const problems: RoundProblem[] = [];
  round.kills.forEach((k, j) => {
    for (const key of ["assister", "flashAssister"] as const) {
      const id = k[key];
      if (id === null) continue;
      const path = ["kills", j, key];
      if (id === k.killer) problems.push(roundProblem("assists", path, "cannot assist his own kill", id));
      else if (id === k.victim)
        problems.push(roundProblem("assists", path, "cannot assist his own death", id));
      else if (ctx.teamOf.get(id) === ctx.teamOf.get(k.victim))
        problems.push(
          roundProblem("assists", path, `cannot assist the death of his teammate ${k.victim}`, id),
        );
    }
  });
  return problems;
}

/**
 * rule weapon-flags: a headshot needs a bullet or a blade (no grenade, fire, bomb or world death);
 * a no-scope needs a scoped weapon.
 */
export function weaponFlags(round: RoundEvent): RoundProblem[] {
  const problems: RoundProblem[] = [];
  round.kills.forEach((k, j) => {
    const category = weaponCategory(k.weapon);
    const who = k.killer ?? k.victim;
    if (k.headshot && (category === "grenade" || category === "world"))
      problems.push(
        roundProblem(
          "weapon-flags",
          ["kills", j, "headshot"],
          `a ${k.weapon} kill cannot be a headshot`,
          who,
        ),
      );
    if (k.noscope && !SCOPED.has(k.weapon))
      problems.push(
        roundProblem("weapon-flags", ["kills", j, "noscope"], `the ${k.weapon} has no scope to skip`, who),
      );
  });
  return problems;
}

/** rule grenade-kill: a grenade kill needs a grenade of that kind thrown by the killer this round. */
export function grenadeKill(round: RoundEvent): RoundProblem[] {
  const problems: RoundProblem[] = [];
  round.kills.forEach((k, j) => {
    const type = GRENADE_OF_WEAPON[k.weapon];
    if (type === undefined || k.killer === null) return;
    if (!round.grenades.some((g) => g.thrower === k.killer && g.type === type))
      problems.push(
        roundProblem(
          "grenade-kill",
          ["kills", j, "weapon"],
          `kills with a ${k.weapon} he did not throw this round`,
          k.killer,
        ),
      );
  });
  return problems;
}

/**
 * rule self-kill: a death without a killer is the world's or the bomb's (weapon World or C4), and
 * a player kills himself only with the world (a fall) or his own grenade or fire, never a gun.
 */
export function selfKill(round: RoundEvent): RoundProblem[] {
  const problems: RoundProblem[] = [];
  round.kills.forEach((k, j) => {
    const category = weaponCategory(k.weapon);
    if (k.killer === null && category !== "world")
      problems.push(
        roundProblem("self-kill", ["kills", j, "weapon"], `a ${k.weapon} kill needs a killer`, k.victim),
      );
    else if (k.killer === k.victim && category !== "world" && category !== "grenade")
      problems.push(
        roundProblem("self-kill", ["kills", j, "weapon"], `cannot kill himself with a ${k.weapon}`, k.victim),
      );
    else if (k.killer !== null && k.killer !== k.victim && category === "world")
      problems.push(
        roundProblem("self-kill", ["kills", j, "killer"], `a ${k.weapon} death has no killer`, k.killer),
      );
  });
  return problems;
}
