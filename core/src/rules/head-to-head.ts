import { z } from "zod";
import { groupBy } from "../collections.js";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema } from "../constants/match-types.js";
import { type TierName, tierNameSchema } from "../constants/tiers.js";
import { mean, roundTo } from "./numbers.js";

/**
 * Head-to-head of two sides (docs/rules.md#head-to-head): every map they played against each
 * other, as side A's score against side B's, and the records built on them. A side is a set of
 * teams (one team, or a franchise's teams across seasons), so `sideOf` says which side a team
 * is on; a map between two teams of the same side, or with a team on neither, is not theirs.
 */

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const sideIndex = z.union([z.literal(0), z.literal(1)]);

/** A played map with its two teams, as stored. */
export type PlayedMapTeams = {
  matchId: string;
  scheduledMatchId: string | null;
  season: number;
  tier: TierName;
  matchDay: string;
  mapName: string;
  mapNumber: number;
  playedAt: string;
  teams: readonly [{ teamId: string | null; score: number }, { teamId: string | null; score: number }];
};

export const headToHeadMapSchema = z.object({
  /** The map's id on the stats endpoints. */
  matchId: z.string(),
  mapNumber: z.number().int(),
  mapName: mapIdSchema,
  /** Side A's rounds, side B's rounds. */
  score: pair,
});

export const headToHeadMeetingSchema = z.object({
  /** The scheduled match (its match page). */
  id: z.string(),
  season: z.number().int(),
  tier: tierNameSchema,
  matchDay: matchDaySchema,
  /** When its first map was played. */
  playedAt: z.string(),
  maps: z.array(headToHeadMapSchema),
  /** The side that won more maps; null while a series is level. */
  winner: sideIndex.nullable(),
});
export type HeadToHeadMeeting = z.infer<typeof headToHeadMeetingSchema>;

export const headToHeadRecordSchema = z.object({
  maps: z.number().int().min(0),
  /** Maps won by side A, by side B. */
  mapWins: pair,
  matches: z.number().int().min(0),
  /** Matches (a map, or a series) won by side A, by side B; a level series counts for neither. */
  matchWins: pair,
  /** Mean of (A's rounds − B's rounds) over the maps, 2 decimals; 0 without maps. */
  roundDifference: z.number(),
  /** Per map played, most played first. */
  byMap: z.array(
    z.object({
      mapName: mapIdSchema,
      played: z.number().int().min(1),
      wins: pair,
      roundDifference: z.number(),
    }),
  ),
  /** Newest first. */
  meetings: z.array(headToHeadMeetingSchema),
});
export type HeadToHeadRecord = z.infer<typeof headToHeadRecordSchema>;

type Side = 0 | 1;
type Oriented = PlayedMapTeams & { score: [number, number] };

/** Maps between side A and side B, each with (A's score, B's score). */
function oriented(maps: readonly PlayedMapTeams[], sideOf: (teamId: string) => Side | undefined): Oriented[] {
  return maps.flatMap((map) => {
    const [t0, t1] = map.teams;
    const s0 = t0.teamId === null ? undefined : sideOf(t0.teamId);
    const s1 = t1.teamId === null ? undefined : sideOf(t1.teamId);
    if (s0 === undefined || s1 === undefined || s0 === s1) return [];
    return [{ ...map, score: s0 === 0 ? [t0.score, t1.score] : [t1.score, t0.score] }];
  });
}

const winnerOf = (a: number, b: number): Side | null => (a > b ? 0 : b > a ? 1 : null);
const roundDifference = (maps: readonly Oriented[]) =>
  roundTo(mean(maps.map((m) => m.score[0] - m.score[1])), 2);

function tally(winners: readonly (Side | null)[]): [number, number] {
  return [winners.filter((w) => w === 0).length, winners.filter((w) => w === 1).length];
}

export function headToHead(
  maps: readonly PlayedMapTeams[],
  sideOf: (teamId: string) => Side | undefined,
): HeadToHeadRecord {
  const theirs = oriented(maps, sideOf).sort(
    (a, b) => a.playedAt.localeCompare(b.playedAt) || a.mapNumber - b.mapNumber,
  );
  const meetings = [...groupBy(theirs, (m) => m.scheduledMatchId ?? m.matchId)].map(
    ([id, played]): HeadToHeadMeeting => {
      const [first] = played;
      const wins = tally(played.map((m) => winnerOf(m.score[0], m.score[1])));
      return {
        id,
        season: first.season,
        tier: first.tier,
        matchDay: first.matchDay,
        playedAt: first.playedAt,
        maps: played.map((m) => ({
          matchId: m.matchId,
          mapNumber: m.mapNumber,
          mapName: m.mapName,
          score: m.score,
        })),
        winner: winnerOf(wins[0], wins[1]),
      };
    },
  );
  const byMap = [...groupBy(theirs, (m) => m.mapName)]
    .map(([mapName, played]) => ({
      mapName,
      played: played.length,
      wins: tally(played.map((m) => winnerOf(m.score[0], m.score[1]))),
      roundDifference: roundDifference(played),
    }))
    .sort((a, b) => b.played - a.played || a.mapName.localeCompare(b.mapName));
  return {
    maps: theirs.length,
    mapWins: tally(theirs.map((m) => winnerOf(m.score[0], m.score[1]))),
    matches: meetings.length,
    matchWins: tally(meetings.map((m) => m.winner)),
    roundDifference: roundDifference(theirs),
    byMap,
    meetings: meetings.reverse(),
  };
}
