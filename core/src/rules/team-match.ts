import { z } from "zod";
import type { CoreMatch } from "../api/graphql-shapes.js";
import { mapIdSchema } from "../constants/maps.js";
import { scheduledMatchSchema } from "../league/league.js";

/** A team's scheduled match with its played maps: the input of the team page rules (docs/rules.md#team-page). */

export const mapScoreSchema = z.object({
  mapName: mapIdSchema,
  mapNumber: z.number().int(),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
});
export type MapScore = z.infer<typeof mapScoreSchema>;

export const teamMatchSchema = /* @__PURE__ */ scheduledMatchSchema
  .pick({
    id: true,
    matchDay: true,
    scheduledDate: true,
    completedAt: true,
    demoUrl: true,
    homeTeamId: true,
    awayTeamId: true,
    mapBans: true,
  })
  .extend({
    homeTeamName: z.string(),
    awayTeamName: z.string(),
    /** Played maps: none before the match, one in the regular season, more in a playoff series. */
    maps: z.array(mapScoreSchema),
  });
export type TeamMatch = z.infer<typeof teamMatchSchema>;

/** A playoff series is the only kind of match with more than one map. */
export const isPlayoffMatch = (match: TeamMatch) => match.maps.length > 1;

/** The match from one team's point of view; undefined when the team did not play in it. */
export function teamSide(match: TeamMatch, teamId: string) {
  const home = match.homeTeamId === teamId;
  if (!home && match.awayTeamId !== teamId) return undefined;
  return {
    opponentId: home ? match.awayTeamId : match.homeTeamId,
    opponentName: home ? match.awayTeamName : match.homeTeamName,
    /** Each map as (our score, their score). */
    maps: match.maps.map((m) => ({
      mapName: m.mapName,
      mapNumber: m.mapNumber,
      score: home ? m.homeScore : m.awayScore,
      opponentScore: home ? m.awayScore : m.homeScore,
    })),
  };
}

/** A match of the core `matches` answer (API.md §4.1.6) as the team page rules take it. */
export function teamMatchFromCore(match: CoreMatch): TeamMatch {
  return {
    id: match.id,
    matchDay: match.matchDay.number,
    scheduledDate: match.scheduledDate,
    completedAt: match.completedAt,
    demoUrl: match.demoUrl,
    homeTeamId: match.home.id,
    awayTeamId: match.away.id,
    homeTeamName: match.home.name,
    awayTeamName: match.away.name,
    mapBans: match.lobby.mapBans.map((b) => ({ number: b.number, map: b.map, teamId: b.team.id })),
    maps: match.stats.map((s) => ({
      mapName: s.mapName,
      mapNumber: s.mapNumber,
      homeScore: s.homeScore,
      awayScore: s.awayScore,
    })),
  };
}
