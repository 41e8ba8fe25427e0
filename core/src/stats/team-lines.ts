import { z } from "zod";
import type { Side } from "../events/map-events.js";
import type { StoredMap, TeamIndex } from "../events/stored-map.js";
import { type MatchSummaryTeam, matchSummaryTeamSchema } from "../rules/standings.js";
import { mapKeyOf, mapKeySchema } from "./map-key.js";
import { isPistolRound } from "./rounds.js";

/** Per team per map (docs/stats.md#team-map-lines): score, rounds played and won on each side, pistol rounds played and won. */
export const teamMapLineSchema = z.object({
  ...mapKeySchema.shape,
  team: z.union([z.literal(0), z.literal(1)]),
  teamId: z.string().nullable(),
  ...matchSummaryTeamSchema.shape,
});
export type TeamMapLine = z.infer<typeof teamMapLineSchema>;

type SideTally = Omit<MatchSummaryTeam, "name" | "score">;

/**
 * Rounds played and won on each side and pistol rounds played and won by one team. Takes the bare
 * round outline so the simulator can tally a map it has only planned (standings for playoff seeding).
 */
export function sideTally(
  rounds: ReadonlyArray<{ number: number; sides: readonly [Side, Side]; winnerTeam: TeamIndex }>,
  team: TeamIndex,
): SideTally {
  const t: SideTally = { TR: 0, TRW: 0, ctR: 0, ctRW: 0, pistols: 0, pistolsW: 0 };
  for (const r of rounds) {
    const won = r.winnerTeam === team ? 1 : 0;
    if (r.sides[team] === "T") {
      t.TR += 1;
      t.TRW += won;
    } else {
      t.ctR += 1;
      t.ctRW += won;
    }
    if (isPistolRound(r.number)) {
      t.pistols += 1;
      t.pistolsW += won;
    }
  }
  return t;
}

export function teamMapLines(map: StoredMap): [TeamMapLine, TeamMapLine] {
  const key = mapKeyOf(map.match);
  const lineOf = (team: TeamIndex): TeamMapLine => {
    const t = map.match.teams[team];
    return { ...key, team, teamId: t.teamId, name: t.name, score: t.score, ...sideTally(map.rounds, team) };
  };
  return [lineOf(0), lineOf(1)];
}
