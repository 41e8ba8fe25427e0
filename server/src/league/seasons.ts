import type { Db } from "../db/client.js";
import { notFound } from "../http/errors.js";
import { type SeasonRow, seasonRow } from "../repositories/league/seasons.js";
import { regularSeasonMapPlayed } from "../repositories/stats/maps.js";

/** 404 for a season the league never had (a malformed one is a 400 before we get here). */
export async function requireSeason(db: Db, number: number): Promise<SeasonRow> {
  const row = await seasonRow(db, number);
  if (!row) throw notFound(`Season ${number} does not exist.`);
  return row;
}

/** docs/api.md#season-metadata: the regular season has started once match day 1 is due or a map of it was played. */
export async function hasRegularSeasonStarted(db: Db, season: SeasonRow, now: Date): Promise<boolean> {
  if (season.regularSeasonStart <= now) return true;
  return regularSeasonMapPlayed(db, season.number);
}
