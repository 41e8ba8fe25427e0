import type { LocalMember, MePlayer } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { firstPlayerWithTeam, membersMatching, userRow } from "../../repositories/community/people.js";
import { franchisesRunBy } from "../../repositories/league/franchises.js";
import { playerIdsOfDiscordId } from "../../repositories/league/players.js";
import { captainedTeam } from "../../repositories/league/teams.js";

/**
 * Who can sign in and what we know of them: the league's players (each has a Discord id) and
 * anyone who signed in with Discord. A person with several player rows is his first one.
 */

const MEMBERS_SHOWN = 50;

/** The league player of a Discord id with his current team and franchise. */
export async function playerOf(db: Db, discordId: string): Promise<MePlayer | null> {
  const row = await firstPlayerWithTeam(db, discordId);
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

/** The demo sign-in page's list: players whose name or username contains q, admins first. */
export async function localMembers(
  db: Db,
  q: string,
  adminIds: readonly string[],
): Promise<{ members: LocalMember[]; total: number }> {
  const rows = await membersMatching(db, q, adminIds, MEMBERS_SHOWN);
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
  if ((await playerIdsOfDiscordId(db, discordId)).length > 0) return true;
  return (await userRow(db, discordId)) !== null;
}

/** Franchises where this player is GM or AGM, and his current team if he captains it. */
export async function franchiseRolesOf(db: Db, player: MePlayer | null) {
  if (!player) return [];
  const owned = await franchisesRunBy(db, player.id);
  const captained = player.team ? await captainedTeam(db, player.team.id, player.id) : [];
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
