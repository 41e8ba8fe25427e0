import {
  type ExtendedMatchStats,
  groupBy,
  type StoredMap,
  seasonStatsFromLines,
  type TeamIndex,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { storedElos } from "../../repositories/integrations/faceit.js";
import { linesBefore } from "../../repositories/stats/map-lines.js";

type Matchup = NonNullable<ExtendedMatchStats["metadata"]>["matchup"];

/**
 * The Matchup tab of docs/api.md#extended-match-stats (team A = the map's first team, as in `data`): each player's
 * FACEIT Elo as the FACEIT provider stored it (the seed's, or the last FACEIT lookup; unknown =
 * none), and his rating "at the match": his season rating over
 * the maps of the same season, tier and match type he played before this one. A player without
 * either is left out of that list, so team means stay means of known values.
 */
export async function matchup(db: Db, map: StoredMap): Promise<Matchup> {
  const ids = map.players.map((p) => p.steam64Id);
  const { season, tier, matchType, playedAt } = map.match;
  const [eloOf, earlier] = await Promise.all([
    storedElos(db, ids),
    linesBefore(db, { season, tier, matchType, steam64Ids: ids, before: new Date(playedAt) }),
  ]);
  const linesOf = groupBy(earlier, (r) => r.steam64Id);
  const elo = (steam64Id: string) => eloOf.get(steam64Id) ?? null;
  const rating = (steam64Id: string) => {
    const lines = linesOf.get(steam64Id);
    return lines ? seasonStatsFromLines(lines.map((r) => r.line)).rating : null;
  };
  const known = (team: TeamIndex, value: (steam64Id: string) => number | null) =>
    map.players
      .filter((p) => p.team === team)
      .flatMap((p) => {
        const v = value(p.steam64Id);
        return v === null ? [] : [v];
      });
  return {
    teamAFaceitElo: known(0, elo),
    teamBFaceitElo: known(1, elo),
    teamACSCRatingsAtMatch: known(0, rating),
    teamBCSCRatingsAtMatch: known(1, rating),
  };
}
