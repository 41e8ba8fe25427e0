import { filteredStats, type PlayerStatsQuery, type PlayerStatsResponse } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { requireSeason } from "../../league/seasons.js";
import { teamsByIds } from "../../repositories/league/teams.js";
import { playerBySteamId } from "../../repositories/players/career.js";
import { filterOptions } from "./filter-options.js";
import type { SeasonLines } from "./season-lines.js";

/** docs/api.md#player-stats: his lines of the scope, folded over the maps the filter keeps. */
export async function playerStats(
  db: Db,
  seasonLines: SeasonLines,
  { steam64Id, season, matchType, tier, ...filter }: PlayerStatsQuery,
): Promise<PlayerStatsResponse> {
  const lines = await seasonLines.of({ steam64Id, season, matchType, tier });
  // His lines prove the player and season exist; only an empty scope needs asking (and the name
  // for its empty figures, asked once while his lines are kept). Most answers need no query at
  // all: docs/api.md#player-stats.
  const name =
    lines.at(-1)?.line.name ??
    (await seasonLines.named(steam64Id, season, () => knownPlayer(db, steam64Id, season)));
  if (filter.opponent !== undefined && !lines.some((l) => l.opponent.id === filter.opponent))
    await requireTeam(db, filter.opponent);
  const result = filteredStats(lines, filter);
  return {
    steam64Id,
    season,
    maps: result.maps,
    matchIds: result.matchIds,
    stats: { ...result.stats, name },
    extended: result.extended && { ...result.extended, name },
    mapTable: result.mapTable,
    options: filterOptions(lines),
  };
}

/** His name when the league knows him and the season exists; else a 404 naming what is unknown. */
async function knownPlayer(db: Db, steam64Id: string, season: number): Promise<string> {
  const [player] = await Promise.all([playerBySteamId(db, steam64Id), requireSeason(db, season)]);
  if (!player) throw notFound(`No player has steam64Id ${steam64Id}.`);
  return player.name;
}

async function requireTeam(db: Db, teamId: string): Promise<void> {
  if ((await teamsByIds(db, [teamId])).length === 0) throw notFound(`No team has id ${teamId}.`);
}
