import type { HistoryLine, HistoryMap } from "../queries/player.js";

/** A map's box score (docs/rules.md#match-history): the player page's and the team page's histories. */

/** Headshot kills over kills, a whole percent (the map line's hs is a count). */
export const headshotPercent = (line: Pick<HistoryLine, "hs" | "kills">) =>
  line.kills === 0 ? 0 : Math.round((line.hs / line.kills) * 100);

/** Both teams in the map's team order, each sorted by rating, best first. */
export function boxScore(
  map: Pick<HistoryMap, "teamStats" | "matchStats">,
): { team: string; lines: HistoryLine[] }[] {
  return map.teamStats.map(({ name }) => ({
    team: name,
    lines: map.matchStats.filter((line) => line.teamClanName === name).sort((a, b) => b.rating - a.rating),
  }));
}
