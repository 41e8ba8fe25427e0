import type { LeagueRecords } from "@fragboard/core";
import { insertRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import {
  franchises,
  mapBans,
  playerSeasons,
  players,
  scheduledMatches,
  seasons,
  seasonTiers,
  teamHistory,
  teams,
} from "../db/schema/index.js";

/** Tables ingestLeague fills, in an order that never references a row not yet written. */
export const LEAGUE_TABLES = [
  seasons,
  seasonTiers,
  franchises,
  teams,
  players,
  playerSeasons,
  teamHistory,
  scheduledMatches,
  mapBans,
] as const;

const date = (iso: string) => new Date(iso);

/** Loads the league's records into empty league tables, in one transaction. */
export async function ingestLeague(db: Db, records: LeagueRecords) {
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      seasons,
      records.seasons.map((s) => ({
        ...s,
        startDate: date(s.startDate),
        regularSeasonStart: date(s.regularSeasonStart),
        endDate: date(s.endDate),
      })),
    );
    await insertRows(tx, seasonTiers, records.seasonTiers);
    await insertRows(tx, franchises, records.franchises);
    await insertRows(tx, teams, records.teams);
    await insertRows(tx, players, records.players);
    await insertRows(tx, playerSeasons, records.playerSeasons);
    await insertRows(
      tx,
      teamHistory,
      records.teamHistory.map((h) => ({ ...h, dateCreated: date(h.dateCreated) })),
    );
    await insertRows(
      tx,
      scheduledMatches,
      records.matches.map(({ mapBans: _, scheduledDate, completedAt, ...m }) => ({
        ...m,
        scheduledDate: date(scheduledDate),
        completedAt: completedAt === null ? null : date(completedAt),
      })),
    );
    await insertRows(
      tx,
      mapBans,
      records.matches.flatMap((m) => m.mapBans.map((b) => ({ scheduledMatchId: m.id, ...b }))),
    );
  });
}
