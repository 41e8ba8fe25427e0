import {
  computeStandings,
  type FranchiseRef,
  groupBy,
  matchSummaryFromTeamLines,
  type StandingsResponse,
  type TeamMapLine,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { and, asc, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, teamMapLines, teams } from "../../db/schema/index.js";
import { statsUpdatedAt } from "../../ingest/stats-clock.js";
import { requireSeason } from "../../league/seasons.js";

/**
 * Every tier's standings of a season (docs/rules.md#standings), from the stored team lines
 * of its regular-season Regulation maps: playoff and combine maps do not count. Maps reach the
 * rules in the order they were played, so Elo follows the season.
 */
export async function seasonStandings(db: Db, season: number): Promise<StandingsResponse> {
  await requireSeason(db, season);
  const [lines, rosters] = await Promise.all([
    db
      .select({ line: teamMapLines.line })
      .from(teamMapLines)
      .where(
        and(
          eq(teamMapLines.season, season),
          eq(teamMapLines.matchType, "Regulation"),
          like(teamMapLines.matchDay, "M%"),
        ),
      )
      .orderBy(asc(teamMapLines.playedAt), asc(teamMapLines.matchId), asc(teamMapLines.team)),
    db
      .select({ team: teams.name, tier: teams.tier, name: franchises.name, prefix: franchises.prefix })
      .from(teams)
      .innerJoin(franchises, eq(franchises.id, teams.franchiseId))
      .where(eq(teams.season, season)),
  ]);

  const franchiseByTeam = new Map<string, FranchiseRef>(
    rosters.map((r) => [`${r.tier}/${r.team}`, { name: r.name, prefix: r.prefix }]),
  );
  const maps = [...groupBy(lines, (l) => l.line.matchId).values()]
    .filter((pair) => pair.length === 2)
    .map((pair) => matchSummaryFromTeamLines(pair.map((p) => p.line) as [TeamMapLine, TeamMapLine]));
  const mapsByTier = groupBy(maps, (m) => m.tier);

  return {
    season,
    lastUpdate: await statsUpdatedAt(db),
    tiers: TIER_NAMES.map((tier: TierName) =>
      computeStandings(mapsByTier.get(tier) ?? [], {
        tier,
        franchiseOf: (team) => franchiseByTeam.get(`${tier}/${team}`) ?? null,
      }),
    ),
  };
}
