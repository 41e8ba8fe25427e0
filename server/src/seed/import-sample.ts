import type { MapEvents } from "@fragboard/core";
import { simulateLeague } from "@fragboard/sim";

/**
 * A sample history file for the bulk import (docs/api.md#bulk-import): maps the simulator plays
 * in the current season of the league seeded with the same seed and "now", re-filed as ad-hoc
 * combine scrims nobody has stored yet (new ids, no team or player ids), plus two impossible
 * ones. Importing it stores the good maps and refuses the others with their reasons.
 */

const GOOD = 4;

export function sampleHistory(seed: string, now: Date): MapEvents[] {
  const league = simulateLeague({ seed, now, simulatedSeasons: 1 });
  const played: MapEvents[] = [];
  for (const map of league.maps()) {
    if (map.season === league.currentSeason && map.matchType === "Regulation") played.push(map);
  }
  const scrims = played.slice(-GOOD).map(
    (map, i): MapEvents => ({
      ...map,
      matchId: `history-scrim-${i + 1}`,
      scheduledMatchId: null,
      matchType: "Combine",
      matchDay: "C1",
      mapNumber: 1,
      teams: [
        {
          ...map.teams[0],
          teamId: null,
          players: map.teams[0].players.map((p) => ({ ...p, playerId: null })),
        },
        {
          ...map.teams[1],
          teamId: null,
          players: map.teams[1].players.map((p) => ({ ...p, playerId: null })),
        },
      ],
    }),
  );
  const first = scrims[0];
  if (!first) return [];
  // An abandoned map (its last round missing) and one with a kill credited to a ghost.
  const abandoned = { ...structuredClone(first), matchId: "history-abandoned" };
  abandoned.rounds.pop();
  const ghost = { ...structuredClone(first), matchId: "history-ghost-kill" };
  const kill = ghost.rounds[0]?.kills.find((k) => k.killer !== null);
  if (kill) kill.assister = kill.killer;
  return [...scrims, abandoned, ghost];
}
