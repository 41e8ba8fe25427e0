import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { articles, franchises, players, scheduledMatches, teams } from "../../db/schema/index.js";

/**
 * The things a page address names (a franchise, its team of a season, an article), read for the
 * HTML of that address: a page of something that does not exist answers 404, and the sitemap
 * lists those that do (server/src/web/page-subjects.ts).
 */

/** The active franchises, as the app matches an address segment against them (core's findFranchise). */
export const activeFranchises = (db: Db) =>
  db
    .select({ id: franchises.id, name: franchises.name, prefix: franchises.prefix })
    .from(franchises)
    .where(eq(franchises.active, true))
    .orderBy(asc(franchises.name));

/** A franchise's teams of one season (core's findTeam matches a segment against them). */
export const franchiseTeams = (db: Db, franchiseId: string, season: number) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.franchiseId, franchiseId), eq(teams.season, season)));

/** Every team of a season with its franchise's prefix: the team pages of the sitemap. */
export const seasonTeams = (db: Db, season: number) =>
  db
    .select({ name: teams.name, prefix: franchises.prefix })
    .from(teams)
    .innerJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(and(eq(teams.season, season), eq(franchises.active, true)))
    .orderBy(asc(franchises.prefix), asc(teams.name));

/** An article's approval state; undefined when there is none or it was deleted. */
export async function articleState(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ state: articles.approvalState })
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
  return row?.state;
}

export const approvedArticleIds = (db: Db) =>
  db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.approvalState, "APPROVED"), isNull(articles.deletedAt)))
    .orderBy(asc(articles.id));

/** The league's players other than spectators: their pages are the league's. */
export const listedPlayerNames = (db: Db) =>
  db
    .select({ name: players.name })
    .from(players)
    .where(ne(players.type, "SPECTATOR"))
    .orderBy(asc(players.name));

export const seasonMatchIds = (db: Db, season: number) =>
  db
    .select({ id: scheduledMatches.id })
    .from(scheduledMatches)
    .where(eq(scheduledMatches.season, season))
    .orderBy(asc(scheduledMatches.id));
