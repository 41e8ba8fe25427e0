import { eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, players, teams } from "../../db/schema/index.js";

/** What the global search indexes (docs/api.md#search): every player, the latest season's teams, active franchises. */
export async function searchRecords(db: Db) {
  const [latest] = await db.select({ season: max(teams.season) }).from(teams);
  const season = latest?.season ?? 0;
  const [playerRows, teamRows, franchiseRows] = await Promise.all([
    db
      .select({
        id: players.id,
        name: players.name,
        tier: players.tier,
        team: teams.name,
        franchise: franchises.prefix,
      })
      .from(players)
      .leftJoin(teams, eq(teams.id, players.teamId))
      .leftJoin(franchises, eq(franchises.id, teams.franchiseId)),
    db
      .select({
        id: teams.id,
        name: teams.name,
        tier: teams.tier,
        franchise: franchises.prefix,
        franchiseName: franchises.name,
      })
      .from(teams)
      .innerJoin(franchises, eq(franchises.id, teams.franchiseId))
      .where(eq(teams.season, season)),
    db
      .select({ prefix: franchises.prefix, name: franchises.name })
      .from(franchises)
      .where(eq(franchises.active, true))
      .orderBy(franchises.name),
  ]);
  return { players: playerRows, teams: teamRows, franchises: franchiseRows };
}
