import { z } from "zod";
import { COMPETITIVE_MAPS } from "../constants/maps.js";
import type { MapBan } from "../league/league.js";

/**
 * A match's veto in the order it happened (docs/rules.md#veto), rebuilt from its bans and played
 * maps: the league stores bans only, the picks follow from its veto formats.
 * - One map (regular season): six bans in turn; the map left is played.
 * - Best of three (playoffs): ban, ban, pick, pick, ban, ban. The team that banned first picks
 *   map 1, the other map 2; the map left is the decider (map 3, played only at 1–1).
 * Any other number of bans is shown as it is, followed by the maps played.
 */

/** "played": a map played whose choice the bans do not tell (a veto of another format). */
export const VETO_ACTIONS = ["ban", "pick", "decider", "played"] as const;

export const vetoStepSchema = z.object({
  action: z.enum(VETO_ACTIONS),
  map: z.string(),
  /** Who banned or picked; null for the decider and a played map (nobody chose it). */
  teamId: z.string().nullable(),
});
export type VetoStep = z.infer<typeof vetoStepSchema>;

const BAN_TO_ONE_BANS = 6;
const BEST_OF_THREE_BANS = 4;

type PlayedMap = { mapNumber: number; mapName: string };

export function vetoSteps(
  bans: readonly MapBan[],
  played: readonly PlayedMap[],
  pool: readonly string[] = COMPETITIVE_MAPS,
): VetoStep[] {
  const ordered = [...bans].sort((a, b) => a.number - b.number);
  const ban = (b: MapBan): VetoStep => ({ action: "ban", map: b.map, teamId: b.teamId });
  const playedMap = (n: number) => played.find((m) => m.mapNumber === n)?.mapName;
  const decider = (taken: readonly string[], fallback: string | undefined): VetoStep[] => {
    const left = pool.filter((map) => !taken.includes(map));
    const map = left.length === 1 ? left[0] : fallback;
    return map ? [{ action: "decider", map, teamId: null }] : [];
  };

  if (ordered.length === BAN_TO_ONE_BANS)
    return [
      ...ordered.map(ban),
      ...decider(
        ordered.map((b) => b.map),
        playedMap(1),
      ),
    ];
  const [first, second, third, fourth] = ordered;
  const pick1 = playedMap(1);
  const pick2 = playedMap(2);
  if (ordered.length === BEST_OF_THREE_BANS && first && second && third && fourth && pick1 && pick2)
    return [
      ban(first),
      ban(second),
      { action: "pick", map: pick1, teamId: first.teamId },
      { action: "pick", map: pick2, teamId: second.teamId },
      ban(third),
      ban(fourth),
      ...decider([...ordered.map((b) => b.map), pick1, pick2], playedMap(3)),
    ];
  return [
    ...ordered.map(ban),
    ...[...played]
      .sort((a, b) => a.mapNumber - b.mapNumber)
      .map((m): VetoStep => ({ action: "played", map: m.mapName, teamId: null })),
  ];
}
