import { type HeadToHeadResponse, headToHead, type TierName } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { mapsBetween, sideTeams } from "../../repositories/matches/head-to-head.js";

const unknownSide = (query: string) => notFound(`No team or franchise is called ${query}.`);

/** docs/api.md#head-to-head: every map two sides played against each other, and their records. */
export async function headToHeadOf(db: Db, [a, b]: readonly [string, string]): Promise<HeadToHeadResponse> {
  const [sideA, sideB] = await Promise.all([sideTeams(db, a), sideTeams(db, b)]);
  if (!sideA) throw unknownSide(a);
  if (!sideB) throw unknownSide(b);
  const inA = new Set(sideA.teamIds);
  const inB = new Set(sideB.teamIds);
  const rows = await mapsBetween(db, sideA.teamIds, sideB.teamIds);
  const record = headToHead(
    rows.map((m) => ({
      matchId: m.matchId,
      scheduledMatchId: m.scheduledMatchId,
      season: m.season,
      tier: m.tier as TierName,
      matchDay: m.matchDay,
      mapName: m.mapName,
      mapNumber: m.mapNumber,
      playedAt: m.playedAt.toISOString(),
      teams: [
        { teamId: m.team0Id, score: m.team0Score },
        { teamId: m.team1Id, score: m.team1Score },
      ],
    })),
    (teamId) => (inA.has(teamId) ? 0 : inB.has(teamId) ? 1 : undefined),
  );
  const side = (query: string, s: typeof sideA) => ({
    query,
    name: s.name,
    franchise: s.franchise,
    tier: s.tier as TierName | null,
  });
  return { sides: [side(a, sideA), side(b, sideB)], record };
}
