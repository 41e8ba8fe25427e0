import { defined } from "../collections.js";
import type { Side } from "../events/map-events.js";
import type { StoredKill, TeamIndex } from "../events/stored-map.js";
import { isEnemyKill, type TeamOf } from "./roster.js";

/** docs/stats.md#clutch: a clutch is 1 against 1..5. */
export const MAX_CLUTCH_OPPONENTS = 5;

type ClutchWins = { cl_1: number; cl_2: number; cl_3: number; cl_4: number; cl_5: number };

/** Clutch points (docs/stats.md#clutch-points): a won 1v1..1v5 is worth 1, 2, 3, 5 or 8. */
export const clutchPoints = (c: ClutchWins): number =>
  c.cl_1 + 2 * c.cl_2 + 3 * c.cl_3 + 5 * c.cl_4 + 8 * c.cl_5;

export type Clutch = {
  round: number;
  steam64Id: string;
  team: TeamIndex;
  side: Side;
  /** Enemies alive when he became the last of his team alive. */
  opponents: number;
  /** Enemies he killed from then on. */
  kills: number;
  /** His team won the round (even if he died, e.g. to a bomb that then exploded). */
  won: boolean;
};

type RoundFacts = {
  number: number;
  sides: readonly [Side, Side];
  winnerTeam: TeamIndex;
};

/**
 * Clutch situations of one round: a player who is the last of his team alive while 1..5 enemies
 * still live. Both teams can end up in one (a 1v2 that becomes a 1v1 is a clutch for both).
 */
export function findClutches(
  round: RoundFacts,
  rosters: readonly [readonly string[], readonly string[]],
  kills: readonly StoredKill[],
  teamOf: TeamOf,
): Clutch[] {
  const alive = [new Set(rosters[0]), new Set(rosters[1])] as const;
  const open: (Clutch | undefined)[] = [undefined, undefined];
  const found: Clutch[] = [];

  const check = (team: TeamIndex) => {
    const mine = alive[team];
    const enemies = alive[team === 0 ? 1 : 0].size;
    if (open[team] || mine.size !== 1 || enemies < 1 || enemies > MAX_CLUTCH_OPPONENTS) return;
    const [last] = mine;
    const clutch: Clutch = {
      round: round.number,
      steam64Id: defined(last, "last player alive"),
      team,
      side: round.sides[team],
      opponents: enemies,
      kills: 0,
      won: round.winnerTeam === team,
    };
    open[team] = clutch;
    found.push(clutch);
  };

  // A team of one is in a clutch from the start.
  check(0);
  check(1);
  for (const k of kills) {
    const victimTeam = teamOf.get(k.victim);
    if (victimTeam === undefined) continue;
    const killerClutch = isEnemyKill(teamOf, k.killer, k.victim) ? open[victimTeam === 0 ? 1 : 0] : undefined;
    if (killerClutch?.steam64Id === k.killer) killerClutch.kills += 1;
    alive[victimTeam].delete(k.victim);
    check(victimTeam);
  }
  return found;
}
