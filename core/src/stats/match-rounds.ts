import { z } from "zod";
import { OVERTIME_HALF, REGULATION_ROUNDS } from "../constants/match-types.js";
import {
  economyTypeSchema,
  type RoundEndReason,
  roundEndReasonSchema,
  sideSchema,
} from "../events/map-events.js";
import type { StoredMap, TeamIndex } from "../events/stored-map.js";
import { viewMap } from "./rounds.js";

/**
 * A played map round by round for the match page (docs/stats.md#round-timeline): who won each
 * round, how (the win reason), on which side, both teams' equipment and buy, the kill feed, and
 * the breaks where sides switch. Players are referred to by their index in `map.players`, so a
 * kill costs a few bytes instead of two names.
 */

const teamIndexSchema = z.union([z.literal(0), z.literal(1)]);
const playerIndex = z.number().int().min(0);

export const roundKillSchema = z.object({
  /** Seconds into the round. */
  time: z.number(),
  /** null: the world (the bomb, a fall). */
  killer: playerIndex.nullable(),
  victim: playerIndex,
  assister: playerIndex.nullable(),
  flashAssister: playerIndex.nullable(),
  weapon: z.string(),
  headshot: z.boolean(),
  /** Objects the bullet went through (a wallbang when above 0). */
  penetrated: z.number().int().min(0),
  noscope: z.boolean(),
  throughSmoke: z.boolean(),
  killerAirborne: z.boolean(),
  killerBlinded: z.boolean(),
  /** The kill avenged a teammate within 5 s. */
  trade: z.boolean(),
  /** A teammate avenged this death within 5 s. */
  tradedDeath: z.boolean(),
});
export type RoundKill = z.infer<typeof roundKillSchema>;

/** What follows a round when another is played: the sides switch, or overtime starts. */
export const ROUND_BREAKS = ["half-time", "overtime", "overtime-half"] as const;
export const roundBreakSchema = z.enum(ROUND_BREAKS);
export type RoundBreak = z.infer<typeof roundBreakSchema>;

export const timelineRoundSchema = z.object({
  number: z.number().int().min(1),
  /** Side of teams[0] and teams[1]. */
  sides: z.tuple([sideSchema, sideSchema]),
  winner: teamIndexSchema,
  winnerSide: sideSchema,
  reason: roundEndReasonSchema,
  equipment: z.tuple([z.number().int(), z.number().int()]),
  buy: z.tuple([economyTypeSchema, economyTypeSchema]),
  /** 0 in regulation, 1 for the first overtime... */
  overtime: z.number().int().min(0),
  /** The break after this round; null when the next round follows without one (or none follows). */
  breakAfter: roundBreakSchema.nullable(),
  kills: z.array(roundKillSchema),
});
export type TimelineRound = z.infer<typeof timelineRoundSchema>;

/** Which overtime round `n` belongs to: 0 in regulation (MR12), then one per MR3 overtime. */
export const overtimeOf = (n: number): number =>
  n <= REGULATION_ROUNDS ? 0 : Math.ceil((n - REGULATION_ROUNDS) / (2 * OVERTIME_HALF));

/**
 * The break after round `n` of a map of `total` rounds: half-time after round 12; overtime after
 * round 24 and after each full overtime; an overtime's own half-time after its third round.
 */
export function breakAfter(n: number, total: number): RoundBreak | null {
  if (n >= total) return null;
  if (n === REGULATION_ROUNDS / 2) return "half-time";
  if (n < REGULATION_ROUNDS) return null;
  const intoOvertime = n - REGULATION_ROUNDS;
  if (intoOvertime % (2 * OVERTIME_HALF) === 0) return "overtime";
  return intoOvertime % OVERTIME_HALF === 0 ? "overtime-half" : null;
}

export function roundTimeline(map: StoredMap): TimelineRound[] {
  const view = viewMap(map);
  const indexOf = new Map(map.players.map((p, i) => [p.steam64Id, i]));
  const index = (id: string | null) => (id === null ? null : (indexOf.get(id) ?? null));
  const total = map.rounds.length;
  return view.rounds.map(({ round, kills }) => ({
    number: round.number,
    sides: round.sides,
    winner: round.winnerTeam,
    winnerSide: round.winnerSide,
    reason: round.reason,
    equipment: round.equipmentValue,
    buy: round.economyType,
    overtime: overtimeOf(round.number),
    breakAfter: breakAfter(round.number, total),
    kills: kills.flatMap((k) => {
      const victim = index(k.victim);
      if (victim === null) return [];
      return [
        {
          time: k.time,
          killer: index(k.killer),
          victim,
          assister: index(k.assister),
          flashAssister: index(k.flashAssister),
          weapon: k.weapon,
          headshot: k.headshot,
          penetrated: k.penetrated,
          noscope: k.noscope,
          throughSmoke: k.throughSmoke,
          killerAirborne: k.killerAirborne,
          killerBlinded: k.killerBlinded,
          trade: k.isTrade,
          tradedDeath: k.isTradedDeath,
        },
      ];
    }),
  }));
}

export const winReasonCountsSchema = z.object(
  Object.fromEntries(roundEndReasonSchema.options.map((r) => [r, z.number().int().min(0)])) as Record<
    RoundEndReason,
    z.ZodNumber
  >,
);
export type WinReasonCounts = z.infer<typeof winReasonCountsSchema>;

/** How each team won its rounds: by elimination, the bomb exploding, a defuse, or the clock. */
export function winReasons(rounds: readonly { winner: TeamIndex; reason: RoundEndReason }[]) {
  const empty = (): WinReasonCounts => ({ elimination: 0, bomb_exploded: 0, bomb_defused: 0, time: 0 });
  const counts: [WinReasonCounts, WinReasonCounts] = [empty(), empty()];
  for (const r of rounds) counts[r.winner][r.reason] += 1;
  return counts;
}
