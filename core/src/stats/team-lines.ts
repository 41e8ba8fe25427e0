import { z } from "zod";
import type { StoredMap, TeamIndex } from "../events/stored-map.js";
import { matchSummaryTeamSchema } from "../rules/standings.js";
import { mapKeyOf, mapKeySchema } from "./map-key.js";
import { isPistolRound } from "./rounds.js";

/** Per team per map (STATS.md): score, rounds played and won on each side, pistol rounds played and won. */
export const teamMapLineSchema = z.object({
  ...mapKeySchema.shape,
  team: z.union([z.literal(0), z.literal(1)]),
  teamId: z.string().nullable(),
  ...matchSummaryTeamSchema.shape,
});
export type TeamMapLine = z.infer<typeof teamMapLineSchema>;

export function teamMapLines(map: StoredMap): [TeamMapLine, TeamMapLine] {
  const key = mapKeyOf(map.match);
  const lineOf = (team: TeamIndex): TeamMapLine => {
    const t = map.match.teams[team];
    const line: TeamMapLine = {
      ...key,
      team,
      teamId: t.teamId,
      name: t.name,
      score: t.score,
      TR: 0,
      TRW: 0,
      ctR: 0,
      ctRW: 0,
      pistols: 0,
      pistolsW: 0,
    };
    for (const r of map.rounds) {
      const won = r.winnerTeam === team ? 1 : 0;
      if (r.sides[team] === "T") {
        line.TR += 1;
        line.TRW += won;
      } else {
        line.ctR += 1;
        line.ctRW += won;
      }
      if (isPistolRound(r.number)) {
        line.pistols += 1;
        line.pistolsW += won;
      }
    }
    return line;
  };
  return [lineOf(0), lineOf(1)];
}
