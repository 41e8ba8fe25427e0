import { type MapEvents, playerMapLines, type StoredMap, storeMap, teamMapLines } from "@fragboard/core";
import type {
  playerMapLines as playerMapLinesTable,
  teamMapLines as teamMapLinesTable,
} from "../db/schema/index.js";
import { type MapRows, mapToRows } from "./map-rows.js";

export type LineRows = {
  lines: (typeof playerMapLinesTable.$inferInsert)[];
  teamLines: (typeof teamMapLinesTable.$inferInsert)[];
};

/** Everything one played map adds to the database: its StoredMap rows and its per-map lines. */
export type PreparedMap = MapRows & LineRows;

export function prepareMap(events: MapEvents): PreparedMap {
  const stored = storedGrainOf(events);
  return { ...mapToRows(stored), ...lineRows(stored) };
}

/** The StoredMap of a map's events, exactly as it reads back from its stored rows. */
export function storedGrainOf(events: MapEvents): StoredMap {
  // timestamptz reads back in this form; storing it so keeps lines identical after a round trip.
  return storeMap({ ...events, playedAt: new Date(events.playedAt).toISOString() });
}

/** The engine's per-map lines of a stored map, with their key columns. */
export function lineRows(stored: StoredMap): LineRows {
  const { matchId, season, tier, matchType, matchDay } = stored.match;
  const key = { matchId, season, tier, matchType, matchDay, playedAt: new Date(stored.match.playedAt) };
  return {
    lines: playerMapLines(stored).map((line) => ({
      ...key,
      steam64Id: line.steam64Id,
      playerId: line.playerId,
      name: line.name,
      line,
    })),
    teamLines: teamMapLines(stored).map((line) => ({
      ...key,
      team: line.team,
      teamId: line.teamId,
      name: line.name,
      line,
    })),
  };
}
