import type { LocalMember, MePlayer } from "@fragboard/core";
import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, players, teams, users } from "../../db/schema/index.js";

/**
 * Who can sign in and what we know of them: the league's players (each has a Discord id) and
 * anyone who signed in with Discord. A person with several player rows is his first one.
 */

const MEMBERS_SHOWN = 50;

/** The league player of a Discord id with his current team and franchise. */
export async function playerOf(db: Db, discordId: string): Promise<MePlayer | null> {
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
  if (!row) return null;
  const { teamId, teamName, franchiseName, franchisePrefix, ...player } = row;
  return {
    ...player,
    team:
      teamId && teamName && franchiseName && franchisePrefix
        ? { id: teamId, name: teamName, franchise: { name: franchiseName, prefix: franchisePrefix } }
        : null,
  };
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The demo sign-in page's list: players whose name or username contains q, admins first. */
export async function localMembers(
  db: Db,
  q: string,
  adminIds: readonly string[],
): Promise<{ members: LocalMember[]; total: number }> {
  const pattern = likePattern(q);
  const matches = q ? sql`(${ilike(players.name, pattern)} or ${ilike(users.username, pattern)})` : sql`true`;
  // Admins first (a constant such as `false` is not allowed as an ORDER BY term).
  const adminsFirst = adminIds.length > 0 ? [sql`(${players.discordId} in ${adminIds}) desc`] : [];
  // One row per Discord id: his first player row.
  const firstRows = db
    .selectDistinctOn([players.discordId], { id: players.id })
    .from(players)
    .orderBy(players.discordId, asc(players.id))
    .as("first_rows");
  const rows = await db
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
    .orderBy(...adminsFirst, asc(sql`lower(${players.name})`), asc(players.id))
    .limit(MEMBERS_SHOWN);
  return {
    total: rows[0]?.total ?? 0,
    members: rows.map((r) => ({
      discordId: r.discordId,
      discordUsername: r.username ?? r.playerName,
      playerName: r.playerName,
      team: r.team,
      franchisePrefix: r.franchisePrefix,
      admin: adminIds.includes(r.discordId),
    })),
  };
}

/** Is this Discord id someone who may sign in locally (a league player or a known user)? */
export async function isMember(db: Db, discordId: string): Promise<boolean> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.discordId, discordId))
    .limit(1);
  if (player) return true;
  const [user] = await db.select({ id: users.discordId }).from(users).where(eq(users.discordId, discordId));
  return Boolean(user);
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

/** The stored user row, if he ever signed in (or was seeded). */
export async function userRow(db: Db, discordId: string) {
  const [row] = await db.select().from(users).where(eq(users.discordId, discordId));
  return row ?? null;
}

/** Franchises where this player is GM or AGM, and his current team if he captains it. */
export async function franchiseRolesOf(db: Db, player: MePlayer | null) {
  if (!player) return [];
  const owned = await db
    .select({
      name: franchises.name,
      prefix: franchises.prefix,
      gm: franchises.gmPlayerId,
      agm: franchises.agmPlayerId,
      agms: franchises.agmPlayerIds,
    })
    .from(franchises)
    .where(
      and(
        eq(franchises.active, true),
        sql`(${franchises.gmPlayerId} = ${player.id} or ${franchises.agmPlayerId} = ${player.id} or ${franchises.agmPlayerIds} @> ${JSON.stringify([player.id])}::jsonb)`,
      ),
    )
    .orderBy(asc(franchises.prefix));
  const captained = player.team
    ? await db
        .select({ team: teams.name, name: franchises.name, prefix: franchises.prefix })
        .from(teams)
        .innerJoin(franchises, eq(franchises.id, teams.franchiseId))
        .where(and(eq(teams.id, player.team.id), eq(teams.captainPlayerId, player.id)))
    : [];
  return [
    ...owned.map((f) => ({
      role: f.gm === player.id ? ("GM" as const) : ("AGM" as const),
      franchise: { name: f.name, prefix: f.prefix },
      team: null,
    })),
    ...captained.map((c) => ({
      role: "CAPTAIN" as const,
      franchise: { name: c.name, prefix: c.prefix },
      team: c.team,
    })),
  ];
}
