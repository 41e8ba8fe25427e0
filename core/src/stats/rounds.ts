import { groupBy } from "../collections.js";
import type { StoredKill, StoredMap, StoredPlayerRound, StoredRound } from "../events/stored-map.js";
import { type Clutch, findClutches } from "./clutch.js";
import { isEnemyKill, type TeamOf, teamOfPlayers } from "./roster.js";

export { isPistolRound } from "../events/format.js";

/** One round with its kills, utility rows and the facts several figures share. */
export type RoundView = {
  round: StoredRound;
  kills: StoredKill[];
  /** The opening duel: the round's first kill of an enemy (world, self and team kills are no duel). */
  opening: StoredKill | undefined;
  /** victim -> his place in his team's death order this round (1 = first to die). */
  deathPosition: Map<string, number>;
  clutches: Clutch[];
  /** The players of this round (a substitute only in the rounds he played) and their sums. */
  playerRounds: Map<string, StoredPlayerRound>;
};

export type MapView = {
  map: StoredMap;
  teamOf: TeamOf;
  rosters: [string[], string[]];
  rounds: RoundView[];
};

/** Indexes a stored map by round once, so per-player figures never scan all kills per player. */
export function viewMap(map: StoredMap): MapView {
  const teamOf = teamOfPlayers(map.players);
  const rosters: [string[], string[]] = [[], []];
  for (const p of map.players) rosters[p.team].push(p.steam64Id);
  const killsByRound = groupBy(map.kills, (k) => k.round);
  const rowsByRound = groupBy(map.playerRounds, (r) => r.round);

  const rounds = map.rounds.map((round): RoundView => {
    const kills = (killsByRound.get(round.number) ?? []).sort((a, b) => a.index - b.index);
    const deathPosition = new Map<string, number>();
    const deaths = [0, 0];
    for (const k of kills) {
      const team = teamOf.get(k.victim);
      if (team === undefined) continue;
      deaths[team] = (deaths[team] ?? 0) + 1;
      deathPosition.set(k.victim, deaths[team]);
    }
    const playerRounds = new Map((rowsByRound.get(round.number) ?? []).map((r) => [r.steam64Id, r]));
    // Who was alive at the start of the round: its lineups, read back from its player rows.
    const lineups: [string[], string[]] = [[], []];
    for (const id of playerRounds.keys()) lineups[teamOf.get(id) ?? 0].push(id);
    return {
      round,
      kills,
      opening: kills.find((k) => isEnemyKill(teamOf, k.killer, k.victim)),
      deathPosition,
      clutches: findClutches(round, lineups, kills, teamOf),
      playerRounds,
    };
  });
  return { map, teamOf, rosters, rounds };
}
