import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, maps, teams } from "../../db/schema/index.js";
import { franchiseNamed, type MapScoreRow, mapScoreColumns } from "./schedule.js";

/** The reads behind a head-to-head (docs/api.md#head-to-head). */

export type SideTeams = {
  teamIds: string[];
  name: string;
  franchise: { name: string; prefix: string } | null;
  tier: string | null;
};

/**
 * The teams one name of `teams=A,B` stands for: a team id, or a team name (any case; the latest
 * season's team of that name), is its franchise's teams at its tier in every season; a franchise
 * prefix or name is all of the franchise's teams. Undefined when nothing has that name.
 */
export async function sideTeams(db: Db, query: string): Promise<SideTeams | undefined> {
  const [team] = await db
    .select({
      name: teams.name,
      tier: teams.tier,
      franchiseId: teams.franchiseId,
      franchiseName: franchises.name,
      franchisePrefix: franchises.prefix,
    })
    .from(teams)
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(or(eq(teams.id, query), sql`lower(${teams.name}) = lower(${query})`))
    .orderBy(desc(teams.season))
    .limit(1);
  if (team) {
    const rows = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.franchiseId, team.franchiseId), eq(teams.tier, team.tier)));
    return {
      teamIds: rows.map((r) => r.id),
      name: team.name,
      franchise:
        team.franchiseName === null || team.franchisePrefix === null
          ? null
          : { name: team.franchiseName, prefix: team.franchisePrefix },
      tier: team.tier,
    };
  }
  const franchise = await franchiseNamed(db, query);
  if (!franchise) return undefined;
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.franchiseId, franchise.id));
  return {
    teamIds: rows.map((r) => r.id),
    name: franchise.name,
    franchise: { name: franchise.name, prefix: franchise.prefix },
    tier: null,
  };
}

/** Every map one of `a`'s teams played against one of `b`'s. */
export function mapsBetween(db: Db, a: readonly string[], b: readonly string[]): Promise<MapScoreRow[]> {
  if (a.length === 0 || b.length === 0) return Promise.resolve([]);
  const [ids0, ids1] = [[...a], [...b]];
  return db
    .select(mapScoreColumns)
    .from(maps)
    .where(
      or(
        and(inArray(maps.team0Id, ids0), inArray(maps.team1Id, ids1)),
        and(inArray(maps.team0Id, ids1), inArray(maps.team1Id, ids0)),
      ),
    );
}
