import { asc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, players, teams, users } from "../../db/schema/index.js";

/**
 * People: anyone who signed in with Discord (users) and the league's players, who have a Discord
 * id before they ever sign in. A person with several player rows is his first one (lowest id).
 */

/** The first league player of a Discord id with his current team and franchise. */
export async function firstPlayerWithTeam(db: Db, discordId: string) {
  const [row] = await db
    .select({
      id: players.id,
      name: players.name,
      steam64Id: players.steam64Id,
      avatarUrl: players.avatarUrl,
      tier: players.tier,
      type: players.type,
      teamId: teams.id,
      teamName: teams.name,
      franchiseName: franchises.name,
      franchisePrefix: franchises.prefix,
    })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(eq(players.discordId, discordId))
    .orderBy(asc(players.id))
    .limit(1);
  return row ?? null;
}

/** The id of the first league player of a Discord id; null when he is none. */
export async function firstPlayerIdOf(db: Db, discordId: string): Promise<string | null> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.discordId, discordId))
    .orderBy(asc(players.id))
    .limit(1);
  return player?.id ?? null;
}

/** The stored user row, if he ever signed in (or was seeded). */
export async function userRow(db: Db, discordId: string) {
  const [row] = await db.select().from(users).where(eq(users.discordId, discordId));
  return row ?? null;
}

/** Records a sign-in: a new user row, or the latest name and avatar of a known one. */
export async function recordSignIn(
  db: Db,
  user: { discordId: string; username: string; globalName: string | null; avatar: string | null },
  now: Date,
) {
  await db
    .insert(users)
    .values({ ...user, createdAt: now, lastLoginAt: now })
    .onConflictDoUpdate({
      target: users.discordId,
      set: { username: user.username, globalName: user.globalName, avatar: user.avatar, lastLoginAt: now },
    });
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People (each by his first player row) whose player name or username contains q (all when q is
 * empty), the listed Discord ids first, then by name; each row carries the total that matched.
 */
export function membersMatching(db: Db, q: string, firstIds: readonly string[], limit: number) {
  const pattern = likePattern(q);
  const matches = q ? sql`(${ilike(players.name, pattern)} or ${ilike(users.username, pattern)})` : sql`true`;
  // A constant such as `false` is not allowed as an ORDER BY term.
  const listedFirst: SQL[] = firstIds.length > 0 ? [sql`(${players.discordId} in ${firstIds}) desc`] : [];
  const firstRows = db
    .selectDistinctOn([players.discordId], { id: players.id })
    .from(players)
    .orderBy(players.discordId, asc(players.id))
    .as("first_rows");
  return db
    .select({
      discordId: players.discordId,
      username: users.username,
      playerName: players.name,
      team: teams.name,
      franchisePrefix: franchises.prefix,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(players)
    .innerJoin(firstRows, eq(firstRows.id, players.id))
    .leftJoin(users, eq(users.discordId, players.discordId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(matches)
    .orderBy(...listedFirst, asc(sql`lower(${players.name})`), asc(players.id))
    .limit(limit);
}

/** The league player names and signed-in names of these Discord ids (players by id, lowest first). */
export async function namesOfPeople(db: Db, discordIds: readonly string[]) {
  const [playerRows, userRows] = await Promise.all([
    db
      .select({ discordId: players.discordId, name: players.name })
      .from(players)
      .where(inArray(players.discordId, [...discordIds]))
      .orderBy(asc(players.id)),
    db
      .select({ discordId: users.discordId, username: users.username, globalName: users.globalName })
      .from(users)
      .where(inArray(users.discordId, [...discordIds])),
  ]);
  return { playerRows, userRows };
}
