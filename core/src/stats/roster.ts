import type { TeamIndex } from "../events/stored-map.js";

/** steam64 id -> index of the team he played for on this map. */
export type TeamOf = ReadonlyMap<string, TeamIndex>;

export function teamOfPlayers(players: Iterable<{ steam64Id: string; team: TeamIndex }>): TeamOf {
  const teamOf = new Map<string, TeamIndex>();
  for (const p of players) teamOf.set(p.steam64Id, p.team);
  return teamOf;
}

/** A kill by a player of the other team: the only kind that counts as a kill in the figures. */
export function isEnemyKill(teamOf: TeamOf, killer: string | null, victim: string): killer is string {
  if (killer === null) return false;
  const k = teamOf.get(killer);
  const v = teamOf.get(victim);
  return k !== undefined && v !== undefined && k !== v;
}

/** Both on the roster and on different teams. */
export function areEnemies(teamOf: TeamOf, a: string, b: string): boolean {
  const ta = teamOf.get(a);
  const tb = teamOf.get(b);
  return ta !== undefined && tb !== undefined && ta !== tb;
}
