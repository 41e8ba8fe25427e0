import type {
  MatchWhereInput,
  Maybe,
  PlayerMatchStatsWhereInput,
} from "../../repositories/stats/match-filters.js";
import { userError } from "../errors.js";

/**
 * What the stats endpoint's input types (schema.ts) cannot say about a `where`, checked before it
 * becomes SQL (repositories/stats/match-filters.ts). The types only declare what the web app's
 * operations use (docs/api.md#graphql), so any other operator is refused by GraphQL validation itself.
 */

/** The stats API's side code of whole-map lines; the only lines we store (2 = T, 3 = CT). */
const WHOLE_MAP_SIDE = 4;

/** A line filter, wherever it is nested, may only ask for whole-map lines. */
export function requireWholeMapSides(where: Maybe<PlayerMatchStatsWhereInput>) {
  if (!where) return;
  const side = where.side?.equals;
  if (side != null && side !== WHOLE_MAP_SIDE) {
    throw userError(`side ${side} is not served: only whole-map lines exist (side ${WHOLE_MAP_SIDE}).`);
  }
  requireWholeMapLinesOf(where.match?.is);
  requireWholeMapLinesOf(where.match);
}

/** The line filters nested in a map filter (`matchStats.some`). */
export function requireWholeMapLinesOf(where: Maybe<MatchWhereInput>) {
  requireWholeMapSides(where?.matchStats?.some);
}

/** findManyMatch must be narrowed to a season or to match ids: the whole league is too much to answer. */
export function requireBoundedMatches(where: MatchWhereInput) {
  const id = where.matchId;
  const byId = id?.equals != null || id?.in != null || (id?.startsWith ?? "") !== "";
  if (!byId && where.season?.equals == null) {
    throw userError(
      "findManyMatch needs where.season.equals or a where.matchId filter (equals, in or startsWith).",
    );
  }
}

/** findManyPlayerMatchStats must name its player. */
export function requireOnePlayer(where: PlayerMatchStatsWhereInput) {
  if (where.steamID?.equals == null && where.name?.equals == null) {
    throw userError("findManyPlayerMatchStats needs where.steamID.equals or where.name.equals.");
  }
}
