import { weaponCategory } from "../constants/weapons.js";
import type { KillEvent, MapEvents, RoundEvent, Side } from "./map-events.js";

/**
 * What a real game can never produce, checked on a map that already has the shape of
 * `mapEventsSchema`: ingest refuses such a map (400 naming the path) rather than storing figures
 * no definition can make sense of. Every rule here must accept real play; the simulator's maps
 * are checked against them by a property test. Rules that need the league's records (known ids,
 * seasons, tiers) live with ingest on the server. docs/api.md#ingest-validation lists them all.
 */

export type MapProblem = { path: (string | number)[]; message: string };

/** A player's health: the most health damage he can take in one round. */
const MAX_HEALTH = 100;

/** Every problem of the map, in document order (rosters, then round by round). */
export function mapEventProblems(map: MapEvents): MapProblem[] {
  const roster = rosterOf(map);
  const problems = rosterProblems(map, roster);
  map.rounds.forEach((round, i) => {
    problems.push(...roundProblems(round, i, roster));
  });
  return problems;
}

/** steam64 id -> index of his team, and each team's players. */
type Roster = { teamOf: Map<string, 0 | 1>; players: [string[], string[]] };

function rosterOf(map: MapEvents): Roster {
  const teamOf = new Map<string, 0 | 1>();
  const players: [string[], string[]] = [[], []];
  map.teams.forEach((team, t) => {
    for (const p of team.players) {
      teamOf.set(p.steam64Id, t as 0 | 1);
      players[t as 0 | 1].push(p.steam64Id);
    }
  });
  return { teamOf, players };
}

function rosterProblems(map: MapEvents, roster: Roster): MapProblem[] {
  const listed = map.teams[0].players.length + map.teams[1].players.length;
  return roster.teamOf.size === listed
    ? []
    : [{ path: ["teams"], message: "a steam64 id appears twice in the rosters" }];
}

function roundProblems(round: RoundEvent, i: number, roster: Roster): MapProblem[] {
  const at = (...path: (string | number)[]) => ["rounds", i, ...path];
  const problems: MapProblem[] = [];
  if (round.number !== i + 1) {
    problems.push({ path: at("number"), message: `round ${i + 1} is numbered ${round.number}` });
  }
  if (round.sides[0] === round.sides[1]) {
    problems.push({ path: at("sides"), message: "the two teams must be on opposite sides" });
  }
  problems.push(
    ...strangers(round, roster.teamOf).map((p) => ({ ...p, path: at(...p.path) })),
    ...assistProblems(round).map((p) => ({ ...p, path: at(...p.path) })),
    ...damageProblems(round).map((p) => ({ ...p, path: at(...p.path) })),
  );
  // The rules below read who is alive when: they need every actor on a roster.
  if (problems.length > 0) return problems;
  const deaths = deathProblems(round, roster);
  if (deaths.length > 0) return deaths.map((p) => ({ ...p, path: at(...p.path) }));
  return outcomeProblems(round, roster).map((p) => ({ ...p, path: at(...p.path) }));
}

/** Every player an event names must be on one of the two rosters (null = the world or the bomb). */
function strangers(round: RoundEvent, teamOf: ReadonlyMap<string, 0 | 1>): MapProblem[] {
  const problems: MapProblem[] = [];
  const check = (id: string | null, ...path: (string | number)[]) => {
    if (id !== null && !teamOf.has(id)) problems.push({ path, message: `${id} is not on either roster` });
  };
  round.kills.forEach((k, j) => {
    for (const key of ["killer", "victim", "assister", "flashAssister"] as const)
      check(k[key], "kills", j, key);
  });
  round.damage.forEach((d, j) => {
    check(d.attacker, "damage", j, "attacker");
    check(d.victim, "damage", j, "victim");
  });
  round.grenades.forEach((g, j) => {
    check(g.thrower, "grenades", j, "thrower");
  });
  round.blinds.forEach((b, j) => {
    check(b.thrower, "blinds", j, "thrower");
    check(b.victim, "blinds", j, "victim");
  });
  check(round.plant?.player ?? null, "plant", "player");
  check(round.defuse?.player ?? null, "defuse", "player");
  check(round.mvp, "mvp");
  round.chickens.forEach((c, j) => {
    check(c.killer, "chickens", j, "killer");
  });
  return problems;
}

/** Nobody assists his own kill, nor the kill of himself. */
function assistProblems(round: RoundEvent): MapProblem[] {
  const problems: MapProblem[] = [];
  round.kills.forEach((k, j) => {
    for (const key of ["assister", "flashAssister"] as const) {
      const id = k[key];
      if (id === null) continue;
      if (id === k.killer)
        problems.push({ path: ["kills", j, key], message: `${id} cannot assist his own kill` });
      else if (id === k.victim)
        problems.push({ path: ["kills", j, key], message: `${id} cannot assist his own death` });
    }
  });
  return problems;
}

/** Health damage is capped at what the victim has left, so one round never takes more than 100. */
function damageProblems(round: RoundEvent): MapProblem[] {
  const problems: MapProblem[] = [];
  const taken = new Map<string, number>();
  round.damage.forEach((d, j) => {
    const total = (taken.get(d.victim) ?? 0) + d.health;
    taken.set(d.victim, total);
    if (total > MAX_HEALTH && total - d.health <= MAX_HEALTH) {
      problems.push({
        path: ["damage", j, "health"],
        message: `${d.victim} takes ${total} health damage in this round; a player has ${MAX_HEALTH}`,
      });
    }
  });
  return problems;
}

/** Kills in time order; equal times keep their listed order (Array.prototype.sort is stable). */
export function killsInTimeOrder<K extends Pick<KillEvent, "time">>(kills: readonly K[]): K[] {
  return [...kills].sort((a, b) => a.time - b.time);
}

/** Grenades and fire go on hurting after their thrower died. */
const landsAfterDeath = (k: KillEvent) => weaponCategory(k.weapon) === "grenade";

/**
 * A player dies at most once a round, and a dead player fires no more shots: by time, and among
 * kills at the same time by their listed order, except two players who kill each other at once.
 */
function deathProblems(round: RoundEvent, roster: Roster): MapProblem[] {
  const players = roster.players[0].length + roster.players[1].length;
  if (round.kills.length > players) {
    return [{ path: ["kills"], message: `${round.kills.length} deaths in a round of ${players} players` }];
  }
  const problems: MapProblem[] = [];
  const index = new Map(round.kills.map((k, j) => [k, j]));
  const death = new Map<string, KillEvent>();
  for (const k of killsInTimeOrder(round.kills)) {
    const j = index.get(k) as number;
    const killerDeath = k.killer === null || k.killer === k.victim ? undefined : death.get(k.killer);
    if (killerDeath && !landsAfterDeath(k)) {
      if (killerDeath.time < k.time) {
        problems.push({
          path: ["kills", j, "killer"],
          message: `${k.killer} died at ${killerDeath.time} s, before this kill at ${k.time} s`,
        });
      } else if (killerDeath.killer !== k.victim) {
        problems.push({
          path: ["kills", j, "killer"],
          message: `${k.killer} is listed dead before this kill at the same time (${k.time} s): list kills of one moment in the order they happened`,
        });
      }
    }
    if (death.has(k.victim)) {
      problems.push({ path: ["kills", j, "victim"], message: `${k.victim} dies twice in this round` });
    } else death.set(k.victim, k);
  }
  return problems;
}

const other = (side: Side): Side => (side === "CT" ? "T" : "CT");

/**
 * The winner and the reason agree with who died and with the bomb: a planted bomb either explodes
 * (T win) or is defused (CT win); without a plant the round ends by elimination or on time (CT
 * win); a side with nobody left does not win, unless both sides fell at once or its bomb explodes.
 */
function outcomeProblems(round: RoundEvent, roster: Roster): MapProblem[] {
  const dead = new Set(round.kills.map((k) => k.victim));
  const wiped = (side: Side) => roster.players[round.sides[0] === side ? 0 : 1].every((id) => dead.has(id));
  const { winner, reason, plant, defuse } = round;
  const loser = other(winner);
  const problem = (path: (string | number)[], message: string) => [{ path, message }];

  if (reason === "bomb_exploded" && (winner !== "T" || plant === null || defuse !== null))
    return problem(
      ["reason"],
      "the bomb explodes only after a T plant without a defuse, and the T side wins",
    );
  if (reason === "bomb_defused" && (winner !== "CT" || plant === null || defuse === null))
    return problem(["reason"], "a defuse needs a plant and a defuser, and the CT side wins");
  if (reason === "time" && (winner !== "CT" || plant !== null))
    return problem(["reason"], "the clock runs out only without a plant, and the CT side wins");
  if (reason === "elimination" && !wiped(loser))
    return problem(["winner"], `${winner} wins by elimination but a ${loser} player is still alive`);
  if (reason === "elimination" && winner === "CT" && plant !== null)
    return problem(["reason"], "after a plant the CT side wins only by defusing");
  if (defuse !== null && plant === null) return problem(["defuse"], "a defuse without a plant");
  if (winner === "CT" && wiped("CT") && !wiped("T"))
    return problem(["winner"], "every CT player died while a T lives; CT cannot win");
  return bombProblems(round, roster, dead);
}

/** The planter is a living T, the defuser a living CT, and the defuse follows the plant. */
function bombProblems(round: RoundEvent, roster: Roster, dead: ReadonlySet<string>): MapProblem[] {
  const problems: MapProblem[] = [];
  const sideOf = (id: string) => round.sides[roster.teamOf.get(id) as 0 | 1];
  const diedBy = (id: string, time: number) =>
    dead.has(id) && round.kills.some((k) => k.victim === id && k.time < time);
  const { plant, defuse } = round;
  if (plant && sideOf(plant.player) !== "T")
    problems.push({ path: ["plant", "player"], message: `${plant.player} plays CT this round` });
  else if (plant && diedBy(plant.player, plant.time))
    problems.push({ path: ["plant", "player"], message: `${plant.player} died before the plant` });
  if (defuse && sideOf(defuse.player) !== "CT")
    problems.push({ path: ["defuse", "player"], message: `${defuse.player} plays T this round` });
  else if (defuse && diedBy(defuse.player, defuse.time))
    problems.push({ path: ["defuse", "player"], message: `${defuse.player} died before the defuse` });
  if (plant && defuse && defuse.time < plant.time)
    problems.push({ path: ["defuse", "time"], message: "the defuse comes before the plant" });
  return problems;
}
