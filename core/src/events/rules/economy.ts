import { isPistolRound } from "../format.js";
import type { RoundEvent } from "../map-events.js";
import { type RoundContext, type RoundProblem, roundProblem } from "./problem.js";

/** Money every player starts a half with, on top of his free default pistol. */
export const PISTOL_ROUND_MONEY = 800;
/** What the default pistol (Glock-18, USP-S or P2000) counts for in the equipment value. */
export const DEFAULT_PISTOL_VALUE = 200;
/**
 * The most one player can carry at the end of freeze time: an AWP (4,750), a Desert Eagle (700),
 * kevlar and helmet (1,000), a defuse kit (400), a Zeus (200) and the four dearest grenades
 * (incendiary 600, HE 300, smoke 300, flashbang 200). Money (at most 16,000) buys no more.
 */
export const MAX_LOADOUT_VALUE = 4750 + 700 + 1000 + 400 + 200 + 600 + 300 + 300 + 200;

/**
 * rule equipment: a team's equipment value is within what its players can hold: on a pistol
 * round the start money and the default pistol each, otherwise a full loadout each.
 */
export function equipmentRule(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const pistol = isPistolRound(round.number);
  const each = pistol ? PISTOL_ROUND_MONEY + DEFAULT_PISTOL_VALUE : MAX_LOADOUT_VALUE;
  const problems: RoundProblem[] = [];
  round.economy.forEach(({ equipmentValue }, t) => {
    const players = ctx.lineups[t as 0 | 1].length;
    const most = players * each;
    if (equipmentValue > most)
      problems.push(
        roundProblem(
          "equipment",
          ["economy", t, "equipmentValue"],
          pistol
            ? `${equipmentValue} on a pistol round; ${players} players start with ${PISTOL_ROUND_MONEY} and a ${DEFAULT_PISTOL_VALUE} pistol each (${most})`
            : `${equipmentValue} is more than ${players} players can carry (${MAX_LOADOUT_VALUE} each, ${most})`,
        ),
      );
  });
  return problems;
}
