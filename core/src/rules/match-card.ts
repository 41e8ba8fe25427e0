import { z } from "zod";
import { isPlayoffMatch, type TeamMatch, teamSide } from "./team-match.js";

/** A match card on the team page, from one team's point of view (docs/rules.md#match-cards). */

export const matchCardSchema = z.object({
  playoff: z.boolean(),
  /** "in-progress": maps played but not completed; "not-played": nothing played yet. */
  status: z.enum(["completed", "in-progress", "not-played"]),
  /** Decides the card colour; null (neutral) while no map has been played. */
  result: z.enum(["won", "lost"]).nullable(),
  /** Score lines of the played maps (non-zero total), in map order. */
  maps: z.array(
    z.object({
      mapName: z.string(),
      mapNumber: z.number().int(),
      score: z.number(),
      opponentScore: z.number(),
    }),
  ),
  /** The "Scoreline" and "Bans" popovers exist only for single-map matches. */
  showScorelineAndBans: z.boolean(),
  demoUrl: z.string().nullable(),
});
export type MatchCard = z.infer<typeof matchCardSchema>;

/**
 * Card state for `teamId`. The match is won when this team took more than half of the played maps;
 * an unplayed 0–0 map of a series is not counted, so a series in progress is not shown as lost.
 */
export function matchCard(match: TeamMatch, teamId: string): MatchCard {
  const side = teamSide(match, teamId);
  if (!side) throw new Error(`team ${teamId} did not play match ${match.id}`);
  const played = side.maps
    .filter((m) => m.score + m.opponentScore > 0)
    .sort((a, b) => a.mapNumber - b.mapNumber);
  const mapsWon = played.filter((m) => m.score > m.opponentScore).length;
  const playoff = isPlayoffMatch(match);
  return {
    playoff,
    status: match.completedAt ? "completed" : match.maps.length > 0 ? "in-progress" : "not-played",
    result: played.length === 0 ? null : mapsWon / played.length > 0.5 ? "won" : "lost",
    maps: played,
    showScorelineAndBans: !playoff,
    demoUrl: match.demoUrl,
  };
}
