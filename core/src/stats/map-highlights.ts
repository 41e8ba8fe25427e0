import { z } from "zod";
import type { StoredMap } from "../events/stored-map.js";
import type { PlayerMapLine } from "./lines.js";
import { isEnemyKill } from "./roster.js";
import { viewMap } from "./rounds.js";

/**
 * The highlights of one played map (docs/stats.md#match-highlights), from its events and its
 * players' lines: rounds with three kills or more, clutches won, each player's opening duels, and
 * the map's best rating and ADR. Players are indexes into `map.players`, in the order of `lines`.
 */

/** A round where one player killed at least this many enemies is a multi-kill highlight. */
export const HIGHLIGHT_MULTI_KILL = 3;

const playerIndex = z.number().int().min(0);

export const mapHighlightsSchema = z.object({
  /** Most kills first, then by round. */
  multiKills: z.array(z.object({ player: playerIndex, round: z.number().int(), kills: z.number().int() })),
  /** Won clutches against at least one enemy, by round. */
  clutches: z.array(
    z.object({
      player: playerIndex,
      round: z.number().int(),
      opponents: z.number().int().min(1),
      kills: z.number().int().min(0),
    }),
  ),
  /** Players who took an opening duel: best balance (won − lost) first. */
  openingDuels: z.array(z.object({ player: playerIndex, won: z.number().int(), lost: z.number().int() })),
  /** Null on a map without players. Ties go to the earlier player. */
  topRating: z.object({ player: playerIndex, value: z.number() }).nullable(),
  topAdr: z.object({ player: playerIndex, value: z.number() }).nullable(),
});
export type MapHighlights = z.infer<typeof mapHighlightsSchema>;

function best(lines: readonly PlayerMapLine[], value: (line: PlayerMapLine) => number) {
  let top: { player: number; value: number } | null = null;
  lines.forEach((line, player) => {
    if (!top || value(line) > top.value) top = { player, value: value(line) };
  });
  return top;
}

/** `lines` are `playerMapLines(map)`: one per player, in `map.players` order. */
export function mapHighlights(map: StoredMap, lines: readonly PlayerMapLine[]): MapHighlights {
  const view = viewMap(map);
  const indexOf = new Map(map.players.map((p, i) => [p.steam64Id, i]));
  const multiKills: MapHighlights["multiKills"] = [];
  const clutches: MapHighlights["clutches"] = [];
  for (const rv of view.rounds) {
    const kills = new Map<string, number>();
    for (const k of rv.kills)
      if (k.killer !== null && isEnemyKill(view.teamOf, k.killer, k.victim))
        kills.set(k.killer, (kills.get(k.killer) ?? 0) + 1);
    for (const [killer, count] of kills) {
      const player = indexOf.get(killer);
      if (count >= HIGHLIGHT_MULTI_KILL && player !== undefined)
        multiKills.push({ player, round: rv.round.number, kills: count });
    }
    for (const c of rv.clutches) {
      const player = indexOf.get(c.steam64Id);
      if (c.won && c.opponents >= 1 && player !== undefined)
        clutches.push({ player, round: c.round, opponents: c.opponents, kills: c.kills });
    }
  }
  multiKills.sort((a, b) => b.kills - a.kills || a.round - b.round);
  const openingDuels = lines
    .map((line, player) => ({ player, won: line.ok, lost: line.ol }))
    .filter((d) => d.won + d.lost > 0)
    .sort((a, b) => b.won - b.lost - (a.won - a.lost) || b.won - a.won || a.player - b.player);
  return {
    multiKills,
    clutches,
    openingDuels,
    topRating: best(lines, (l) => l.rating),
    topAdr: best(lines, (l) => l.adr),
  };
}
