import type { PlayerType } from "@fragboard/core";
import { asc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { franchises, playerSeasons, players, teams } from "../../db/schema/index.js";

/** Reads and writes of the league's players and where each stood in past seasons (player_seasons). */

export type PlayerRow = typeof players.$inferSelect;

/** A player with the names of his team and franchise (null without a team). */
export type RosterRow = PlayerRow & {
  teamName: string | null;
  franchiseName: string | null;
  prefix: string | null;
};

const teamAndFranchise = { teamName: teams.name, franchiseName: franchises.name, prefix: franchises.prefix };

/** Every player as he stands today, by name. */
export const currentRoster = (db: Db): Promise<RosterRow[]> =>
  db
    .select({ ...getTableColumns(players), ...teamAndFranchise })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .orderBy(asc(players.name));

/** Where each player of a past season stood then (tier, type, mmr, team), with today's identity fields, by name. */
export const pastRoster = (db: Db, season: number): Promise<RosterRow[]> =>
  db
    .select({
      ...getTableColumns(players),
      tier: playerSeasons.tier,
      type: playerSeasons.type,
      mmr: playerSeasons.mmr,
      // Contract lengths are only known for today.
      contractDuration: sql<number | null>`null::integer`,
      ...teamAndFranchise,
    })
    .from(playerSeasons)
    .innerJoin(players, eq(players.id, playerSeasons.playerId))
    .leftJoin(teams, eq(teams.id, playerSeasons.teamId))
    .leftJoin(franchises, eq(franchises.id, teams.franchiseId))
    .where(eq(playerSeasons.season, season))
    .orderBy(asc(players.name));

/** Every player of one type (all when null), by name then id. */
export const playersOfType = (db: Db, type: PlayerType | null): Promise<PlayerRow[]> =>
  db
    .select()
    .from(players)
    .where(type === null ? undefined : eq(players.type, type))
    .orderBy(asc(players.name), asc(players.id));

export const playersByIds = (db: Db, ids: readonly string[]): Promise<PlayerRow[]> =>
  db
    .select()
    .from(players)
    .where(inArray(players.id, [...ids]));

export async function playerById(db: Db, id: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ?? null;
}

/** Players whose record points at one of these teams today. */
export const playersOnTeams = (db: Db, teamIds: readonly string[]): Promise<PlayerRow[]> =>
  db
    .select()
    .from(players)
    .where(inArray(players.teamId, [...teamIds]));

/** Who player_seasons placed on these (past) teams, with that season's row. */
export const pastPlayersOfTeams = (db: Db, teamIds: readonly string[]) =>
  db
    .select({ player: players, season: playerSeasons })
    .from(playerSeasons)
    .innerJoin(players, eq(players.id, playerSeasons.playerId))
    .where(inArray(playerSeasons.teamId, [...teamIds]));

/** Players a page's `/players/{x}` segment may name: by exact name, name in any case, or id. */
export const playersNamed = (db: Db, name: string, segment: string) =>
  db
    .select({
      id: players.id,
      name: players.name,
      avatarUrl: players.avatarUrl,
      steam64Id: players.steam64Id,
      tier: players.tier,
    })
    .from(players)
    .where(
      or(eq(players.name, name), sql`lower(${players.name}) = lower(${segment})`, eq(players.id, segment)),
    );

/** A player with the franchise of his current team (null without one). */
export async function playerWithFranchise(db: Db, id: string) {
  const [row] = await db
    .select({ id: players.id, name: players.name, franchiseId: teams.franchiseId })
    .from(players)
    .leftJoin(teams, eq(players.teamId, teams.id))
    .where(eq(players.id, id));
  return row ?? null;
}

/** The league player ids of a Discord id (a person may have several rows). */
export async function playerIdsOfDiscordId(db: Db, discordId: string): Promise<string[]> {
  const rows = await db.select({ id: players.id }).from(players).where(eq(players.discordId, discordId));
  return rows.map((r) => r.id);
}

/**
 * Sets these players' MMR, today and in `season`'s player_seasons row: one statement per table,
 * whatever the number of rows (a league CSV holds every player).
 */
export async function setPlayerMmrs(
  db: Db,
  season: number,
  changes: readonly { playerId: string; mmr: number }[],
) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.playerId}, ${c.mmr}::integer)`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update ${players} set mmr = v.mmr from (values ${values}) as v(id, mmr) where ${players.id} = v.id`,
    );
    await tx.execute(
      sql`update ${playerSeasons} set mmr = v.mmr from (values ${values}) as v(id, mmr)
          where ${playerSeasons.playerId} = v.id and ${playerSeasons.season} = ${season}`,
    );
  });
}
