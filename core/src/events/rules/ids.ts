import type { MapEvents } from "../map-events.js";
import { type MapProblem, mapProblem } from "./problem.js";

/**
 * The ids a map brings (docs/api.md#match): the match page and its API take an id of letters,
 * digits, `_` and `-` only and answer 400 to anything else, and the ids go into addresses
 * (`/matches/{id}`, `?matchId=`) unescaped; extended match stats strip a `combines-` prefix to find
 * a combine map under either id (docs/api.md#extended-match-stats), so only a combine map may have it.
 */

/** Letters, digits, `_` and `-` (ASCII): what the API's id parameters accept. */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COMBINE_ID_PREFIX = "combines-";

/**
 * rule ids: `matchId`, `scheduledMatchId`, each team's `teamId` and each player's `playerId` are in
 * the documented format; only a Combine map's id may start with `combines-`.
 */
export function idsRule(map: MapEvents): MapProblem[] {
  const problems: MapProblem[] = [];
  const check = (path: (string | number)[], what: string, id: string | null) => {
    if (id !== null && !ID_PATTERN.test(id))
      problems.push(mapProblem("ids", path, `${what} ${JSON.stringify(id)} is not letters, digits, _ or -`));
  };
  check(["matchId"], "matchId", map.matchId);
  check(["scheduledMatchId"], "scheduledMatchId", map.scheduledMatchId);
  // A combine map may go without the prefix (the lookup tries both); another map may not take it.
  if (map.matchType !== "Combine" && map.matchId.startsWith(COMBINE_ID_PREFIX))
    problems.push(
      mapProblem(
        "ids",
        ["matchId"],
        `only a Combine map's id starts with ${COMBINE_ID_PREFIX} (this is ${map.matchType})`,
      ),
    );
  map.teams.forEach((team, t) => {
    check(["teams", t, "teamId"], "teamId", team.teamId);
    team.players.forEach((p, i) => {
      check(["teams", t, "players", i, "playerId"], "playerId", p.playerId);
    });
  });
  return problems;
}
