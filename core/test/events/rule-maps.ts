import {
  type DamageEvent,
  type KillEvent,
  type MapEvents,
  type RoundEvent,
  type Side,
  sidesOf,
} from "@fragboard/core";
import { A, B, FIXTURE, hit, kill as killWith, round, X, Y } from "../stats/fixture.js";

/**
 * The smallest complete maps the rules accept: Alpha (A; with B in a 2v2) starts CT against Bravo
 * (X; Y). The round under test is round 1; Alpha then wins every round by elimination until it
 * has 13, so the map always ends on a real score. A rule's test changes the round under test in
 * one place. Unless told otherwise each death gets the 100 health damage it takes.
 */

export const STRANGER = "76561198000000099";
export const SUB = "76561198000000005";

export const player = (steam64Id: string) => ({ steam64Id, playerId: null, name: `p${steam64Id.slice(-2)}` });

/** A rifle kill unless told otherwise. */
export const kill = (time: number, killer: string | null, victim: string, flags: Partial<KillEvent> = {}) =>
  killWith(time, killer, victim, flags.weapon ?? "AK-47", flags);

/** The 100 health each victim loses, from his killer's weapon. */
const deathDamage = (kills: readonly KillEvent[]): DamageEvent[] =>
  kills.map((k) => hit(k.killer, k.victim, k.weapon, "Chest", 100));

const START: [Side, Side] = ["CT", "T"];

/** A round Alpha wins by elimination: A kills every Bravo player of the round. */
function alphaWins(number: number, bravo: readonly string[], lineups?: RoundEvent["lineups"]): RoundEvent {
  const sides = sidesOf(number, START);
  const kills = bravo.map((id, k) => kill(10 + k, A, id));
  const pistol = number === 13;
  return round({
    number,
    sides,
    winner: sides[0],
    reason: "elimination",
    // Bravo loses every round with nobody left: he saves (default pistols) except on a pistol round.
    economy: [
      { equipmentValue: pistol ? 900 : 4000, type: pistol ? "pistol" : "full" },
      { equipmentValue: pistol ? 900 : 200 * bravo.length, type: pistol ? "pistol" : "eco" },
    ],
    mvp: A,
    kills,
    damage: deathDamage(kills),
    ...(lineups ? { lineups } : {}),
  });
}

/** The map around a round under test: filled with Alpha wins until Alpha has 13. */
export function completeMap(teams: MapEvents["teams"], first: RoundEvent): MapEvents {
  const rounds = [first];
  let alpha = first.sides[0] === first.winner ? 1 : 0;
  const bravo = first.lineups?.[1] ?? teams[1].players.map((p) => p.steam64Id);
  while (alpha < 13) {
    const next = alphaWins(rounds.length + 1, bravo, first.lineups);
    // Whatever the first round under test did to Alpha's money, he saves in the second (rule money).
    if (rounds.length === 1) {
      const alphas = first.lineups?.[0].length ?? teams[0].players.length;
      next.economy = [{ equipmentValue: 200 * alphas, type: "eco" }, next.economy[1]];
    }
    rounds.push(next);
    alpha++;
  }
  return { ...FIXTURE, teams, rounds };
}

/** Round 1 of a 1v1: A (CT) kills X (T) at 10 s with one 100-damage bullet, CT wins by elimination. */
export function oneVsOne(changes: Partial<RoundEvent> = {}): MapEvents {
  const kills = changes.kills ?? [kill(10, A, X)];
  const first = round({
    number: 1,
    sides: ["CT", "T"],
    winner: "CT",
    reason: "elimination",
    economy: [
      { equipmentValue: 900, type: "pistol" },
      { equipmentValue: 900, type: "pistol" },
    ],
    mvp: A,
    kills,
    damage: deathDamage(kills),
    ...changes,
  });
  return completeMap(
    [
      { ...FIXTURE.teams[0], players: [player(A)] },
      { ...FIXTURE.teams[1], players: [player(X)] },
    ],
    first,
  );
}

/** Round 1 of a 2v2, Alpha (A, B) on CT against Bravo (X, Y) on T; no kills (a time win) unless given. */
export function twoVsTwo(changes: Partial<RoundEvent> = {}): MapEvents {
  const kills = changes.kills ?? [];
  const first = round({
    number: 1,
    sides: ["CT", "T"],
    winner: "CT",
    reason: "time",
    economy: [
      { equipmentValue: 1800, type: "pistol" },
      { equipmentValue: 1800, type: "pistol" },
    ],
    kills,
    damage: deathDamage(kills),
    ...changes,
  });
  return completeMap(
    [
      { ...FIXTURE.teams[0], players: [player(A), player(B)] },
      { ...FIXTURE.teams[1], players: [player(X), player(Y)] },
    ],
    first,
  );
}

/**
 * A complete 1v1 that ends `alpha`-`bravo`: the teams trade wins until Bravo has all of his, then
 * Alpha wins the rest, so nothing is decided before the last round.
 */
export function scoredMap(alpha: number, bravo: number): MapEvents {
  const winners = [
    ...Array.from({ length: 2 * bravo }, (_, i) => (i % 2 === 0 ? 0 : 1)),
    ...Array.from({ length: alpha - bravo }, () => 0),
  ];
  const rounds = winners.map((team, i) => {
    const number = i + 1;
    const sides = sidesOf(number, START);
    const winner = team === 0 ? sides[0] : sides[1];
    const [killer, victim] = team === 0 ? [A, X] : [X, A];
    const pistol = number === 1 || number === 13;
    // Whoever died last round saves on default pistols; the survivor keeps his rifle.
    const lostLast = i === 0 ? null : winners[i - 1] === 0 ? 1 : 0;
    const economy = (t: 0 | 1) =>
      pistol
        ? ({ equipmentValue: 900, type: "pistol" } as const)
        : t === lostLast
          ? ({ equipmentValue: 200, type: "eco" } as const)
          : ({ equipmentValue: 4000, type: "full" } as const);
    return round({
      number,
      sides,
      winner,
      reason: "elimination",
      economy: [economy(0), economy(1)],
      mvp: killer,
      kills: [kill(10, killer, victim)],
      damage: [hit(killer, victim, "AK-47", "Chest", 100)],
    });
  });
  const one = oneVsOne();
  return { ...one, rounds };
}

export { A, B, hit, X, Y };
