import { MAX_ROUND_PLAYERS, type MapEvents, type RoundEvent } from "../map-events.js";
import {
  type MapProblem,
  mapProblem,
  type RoundContext,
  type RoundProblem,
  roundProblem,
} from "./problem.js";

/**
 * Who plays: two different teams, each steam64 id on one roster once, and who played each round.
 * A team fields up to six players over a map (a substitute), five at most in any round.
 */

/** Who played round `i` for each team: its lineups, or every listed player when it gives none. */
export function lineupsOf(map: MapEvents, round: RoundEvent): [string[], string[]] {
  return (round.lineups?.map((ids) => [...ids]) ??
    map.teams.map((t) => t.players.map((p) => p.steam64Id))) as [string[], string[]];
}

/** rule roster-unique: a steam64 id is one player of one team. */
export function rosterUnique(map: MapEvents): MapProblem[] {
  const seen = new Set<string>();
  const problems: MapProblem[] = [];
  map.teams.forEach((team, t) => {
    team.players.forEach(({ steam64Id }, j) => {
      if (seen.has(steam64Id))
        problems.push(
          mapProblem(
            "roster-unique",
            ["teams", t, "players", j, "steam64Id"],
            "is listed twice in the rosters",
            {
              player: steam64Id,
            },
          ),
        );
      seen.add(steam64Id);
    });
  });
  return problems;
}

/** rule teams-differ: a team does not play itself. */
export function teamsDiffer(map: MapEvents): MapProblem[] {
  const [a, b] = map.teams;
  return a.teamId !== null && a.teamId === b.teamId
    ? [mapProblem("teams-differ", ["teams", 1, "teamId"], `team ${a.teamId} cannot play against itself`)]
    : [];
}

/**
 * rule lineups: each round's players are from the team's roster, at least one and at most five,
 * each once; a team of six says who played each round; every listed player played a round.
 */
export function lineupRule(map: MapEvents): MapProblem[] {
  const problems: MapProblem[] = [];
  const played = new Set<string>();
  map.rounds.forEach((round, i) => {
    const at = { round: i + 1 };
    for (const team of map.teams) {
      if (!round.lineups && team.players.length > MAX_ROUND_PLAYERS)
        problems.push(
          mapProblem(
            "lineups",
            ["rounds", i, "lineups"],
            `${team.name} lists ${team.players.length} players: a team with a substitute says who played each round`,
            at,
          ),
        );
    }
    const lineups = lineupsOf(map, round);
    lineups.forEach((ids, t) => {
      const roster = new Set(map.teams[t as 0 | 1].players.map((p) => p.steam64Id));
      if (ids.length === 0)
        problems.push(
          mapProblem("lineups", ["rounds", i, "lineups", t], "a team plays a round with nobody", at),
        );
      ids.forEach((id, j) => {
        const path = ["rounds", i, "lineups", t, j];
        if (!roster.has(id))
          problems.push(
            mapProblem("lineups", path, `is not on ${map.teams[t as 0 | 1].name}'s roster`, {
              ...at,
              player: id,
            }),
          );
        else if (ids.indexOf(id) !== j)
          problems.push(mapProblem("lineups", path, "is in the lineup twice", { ...at, player: id }));
        played.add(id);
      });
    });
  });
  map.teams.forEach((team, t) => {
    team.players.forEach(({ steam64Id }, j) => {
      if (!played.has(steam64Id))
        problems.push(
          mapProblem("lineups", ["teams", t, "players", j], "is listed but plays no round", {
            player: steam64Id,
          }),
        );
    });
  });
  return problems;
}

/**
 * rule on-lineup: every player an event of a round names played that round (null = the world or
 * the bomb, where the schema allows it).
 */
export function onLineup(round: RoundEvent, ctx: RoundContext): RoundProblem[] {
  const inRound = new Set([...ctx.lineups[0], ...ctx.lineups[1]]);
  const problems: RoundProblem[] = [];
  const check = (id: string | null, ...path: (string | number)[]) => {
    if (id === null || inRound.has(id)) return;
    const message = ctx.teamOf.has(id) ? "did not play this round" : "is not on either roster";
    problems.push(roundProblem("on-lineup", path, message, id));
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
