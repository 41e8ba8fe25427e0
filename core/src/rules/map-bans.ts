import { z } from "zod";
import { COMPETITIVE_MAPS } from "../constants/maps.js";
import type { MapBan } from "../league/league.js";
import type { TeamMatch } from "./team-match.js";

/** Map bans, perma-bans, picks and floats on the team page (docs/rules.md#map-bans). */

/** Each team bans three maps per regular-season veto. */
const BAN_ROUNDS = 3;
/** Perma-ban weight of a ban in round 1, 2, 3: earlier bans say more about a team. */
const ROUND_WEIGHTS = [3, 2, 1] as const;
const PERMA_BAN_COUNT = 3;

const byNumber = (bans: readonly MapBan[]) => [...bans].sort((a, b) => a.number - b.number);
/** Bans and picks are read from regular-season matches: those with exactly one played map. */
const singleMapMatches = (matches: readonly TeamMatch[], teamId: string) =>
  matches.filter((m) => m.maps.length === 1 && (m.homeTeamId === teamId || m.awayTeamId === teamId));

export const banMatrixSchema = z.object({
  /** One row per map of the competitive pool: bans in round 1..3 and their weighted sum. */
  rows: z.array(
    z.object({ map: z.string(), rounds: z.array(z.number().int()).length(BAN_ROUNDS), weight: z.number() }),
  ),
  /** Up to three maps with the highest weighted ban count (maps never banned are not perma-bans). */
  permaBans: z.array(z.string()),
});
export type BanMatrix = z.infer<typeof banMatrixSchema>;

/**
 * Counts this team's bans per veto round and map. A team's k-th ban of a match (by ban number) is
 * round (k mod 3) + 1, counted per match so a veto with a missing ban does not shift later
 * matches. Bans of maps outside the pool take their round but are not counted.
 */
export function banMatrix(matches: readonly TeamMatch[], teamId: string): BanMatrix {
  const counts = new Map(COMPETITIVE_MAPS.map((map) => [map, [0, 0, 0]]));
  for (const match of singleMapMatches(matches, teamId)) {
    const own = byNumber(match.mapBans).filter((b) => b.teamId === teamId);
    own.forEach((ban, k) => {
      const row = counts.get(ban.map);
      if (row) row[k % BAN_ROUNDS] = (row[k % BAN_ROUNDS] ?? 0) + 1;
    });
  }
  const rows = [...counts].map(([map, rounds]) => ({
    map,
    rounds,
    weight: rounds.reduce((sum, count, i) => sum + count * (ROUND_WEIGHTS[i] ?? 0), 0),
  }));
  const permaBans = rows
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.map.localeCompare(b.map))
    .slice(0, PERMA_BAN_COUNT)
    .map((r) => r.map);
  return { rows, permaBans };
}

export const picksAndFloatsSchema = z.array(
  z.object({ map: z.string(), picks: z.number().int(), floats: z.number().int() }),
);
export type PicksAndFloats = z.infer<typeof picksAndFloatsSchema>;

/**
 * Picks and floats per pool map. When this team banned first, the map left by the veto was not
 * its choice: the last banned map and the played map count as floats. Otherwise the played map
 * was its pick.
 */
export function picksAndFloats(matches: readonly TeamMatch[], teamId: string): PicksAndFloats {
  const tally = new Map(COMPETITIVE_MAPS.map((map) => [map, { map, picks: 0, floats: 0 }]));
  for (const match of singleMapMatches(matches, teamId)) {
    const bans = byNumber(match.mapBans);
    const first = bans[0];
    const last = bans.at(-1);
    const played = match.maps[0]?.mapName;
    if (!first || !last || !played) continue;
    if (first.teamId === teamId) {
      for (const map of [last.map, played]) {
        const entry = tally.get(map);
        if (entry) entry.floats += 1;
      }
    } else {
      const entry = tally.get(played);
      if (entry) entry.picks += 1;
    }
  }
  return [...tally.values()];
}

export const banRoundsSchema = z.object({
  /** Team names heading the two columns: the teams of the first two bans. */
  columns: z.array(z.string()),
  rows: z.array(z.object({ round: z.number().int(), bans: z.array(z.string().nullable()) })),
});
export type BanRounds = z.infer<typeof banRoundsSchema>;

/** The per-match ban popover: bans by number, paired into "Round n" rows. */
export function banRounds(match: TeamMatch): BanRounds {
  const bans = byNumber(match.mapBans);
  const teamName = (id: string) =>
    id === match.homeTeamId ? match.homeTeamName : id === match.awayTeamId ? match.awayTeamName : id;
  const columns = bans.slice(0, 2).map((b) => teamName(b.teamId));
  const rows = [];
  for (let i = 0; i < bans.length; i += 2)
    rows.push({ round: i / 2 + 1, bans: [bans[i]?.map ?? null, bans[i + 1]?.map ?? null] });
  return { columns, rows };
}
