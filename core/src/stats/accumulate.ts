import { z } from "zod";
import { groupBy } from "../collections.js";
import { addCounters, emptyCounters, lineCountersSchema } from "./counters.js";
import type { PlayerMapLine } from "./lines.js";

/** One map in an accumulation: what the non-additive figures (peak, form, name...) need. */
export const mapSampleSchema = z.object({
  matchId: z.string(),
  playedAt: z.string(),
  name: z.string(),
  playerId: z.string().nullable(),
  rating: z.number(),
});
export type MapSample = z.infer<typeof mapSampleSchema>;

/**
 * The summed counters of a set of lines plus one sample per map, oldest first. Accumulations of
 * two disjoint batches merge into the accumulation of both, so adding a new map to a stored
 * accumulation gives the same figures as recomputing from every line.
 */
export const lineAccumulationSchema = z.object({
  counters: lineCountersSchema,
  maps: z.array(mapSampleSchema),
});
export type LineAccumulation = z.infer<typeof lineAccumulationSchema>;

/** Chronological, with the match id settling maps played at the same instant. */
const byDate = (a: MapSample, b: MapSample) =>
  Date.parse(a.playedAt) - Date.parse(b.playedAt) ||
  (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0);

export function accumulateLines(lines: readonly PlayerMapLine[]): LineAccumulation {
  const counters = emptyCounters();
  for (const line of lines) addCounters(counters, line);
  const maps = lines.map((l) => ({
    matchId: l.matchId,
    playedAt: l.playedAt,
    name: l.name,
    playerId: l.playerId,
    rating: l.rating,
  }));
  return { counters, maps: maps.sort(byDate) };
}

export function mergeAccumulations(a: LineAccumulation, b: LineAccumulation): LineAccumulation {
  const counters = emptyCounters();
  addCounters(counters, a.counters);
  addCounters(counters, b.counters);
  return { counters, maps: [...a.maps, ...b.maps].sort(byDate) };
}

/** The most recent map: its name and player id are the player's current ones. */
export const latestMap = (acc: LineAccumulation): MapSample | undefined => acc.maps.at(-1);

/** Groups lines by a key (first-seen order) and accumulates each group. */
export function accumulateGroups(
  lines: readonly PlayerMapLine[],
  keyOf: (line: PlayerMapLine) => string,
): { first: PlayerMapLine; acc: LineAccumulation }[] {
  return [...groupBy(lines, keyOf).values()].map((group) => ({
    first: group[0],
    acc: accumulateLines(group),
  }));
}
