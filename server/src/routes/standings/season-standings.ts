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
import type { Db } from "../../db/client.js";
import { statsUpdatedAt } from "../../ingest/stats-clock.js";
import { requireSeason } from "../../league/seasons.js";
import { teamFranchisesOfSeason } from "../../repositories/league/teams.js";
import { regularSeasonTeamLines } from "../../repositories/stats/map-lines.js";

/**
 * Every tier's standings of a season (docs/rules.md#standings), from the stored team lines
 * of its regular-season Regulation maps: playoff and combine maps do not count. Maps reach the
 * rules in the order they were played, so Elo follows the season.
 */
export async function seasonStandings(db: Db, season: number): Promise<StandingsResponse> {
  await requireSeason(db, season);
  const [lines, rosters] = await Promise.all([
    regularSeasonTeamLines(db, season),
    teamFranchisesOfSeason(db, season),
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
