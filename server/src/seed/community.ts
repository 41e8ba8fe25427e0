import { FAPL_HUBS } from "@fragboard/core";
import { type CommunityRecords, type LeagueRecords, simulateCommunity } from "@fragboard/sim";
import { getTableName, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.js";
import { copyRowsWith } from "../db/copy.js";
import {
  accolades,
  articles,
  faceitAccounts,
  faceitHubStats,
  notificationReads,
  notifications,
  pickems,
  profiles,
  reputation,
  serverNotices,
  settings,
  streamReads,
  users,
} from "../db/schema/index.js";
import type { InsertInto } from "../db/table-rows.js";
import { mapResults } from "../league/map-results.js";
import { hubStatsRows } from "../repositories/integrations/faceit.js";
import { allSeasonStats } from "../repositories/stats/season-stats.js";

/**
 * The simulated community (users, profiles, +rep, articles, pickems, accolades, notices,
 * notifications, settings, FACEIT figures). It is made of the league's people and matches, so it is replaced
 * exactly when the league is (re)seeded: a seed that keeps its league keeps its community, and a
 * database seeded before the community existed gets one through SEED_DATA_VERSION. Running
 * servers are not the league's and are left alone.
 */
const COMMUNITY_TABLES = [
  users,
  profiles,
  reputation,
  articles,
  pickems,
  accolades,
  serverNotices,
  notifications,
  notificationReads,
  streamReads,
  settings,
  faceitAccounts,
  faceitHubStats,
];

/** Tables whose serial ids the community sets itself: their sequences continue after them. */
const NUMBERED = [articles, accolades, notifications];

export async function seedCommunity(
  database: Database,
  league: LeagueRecords,
  options: { seed: string; now: Date },
): Promise<CommunityRecords> {
  const community = await simulateOnStoredLeague(database.db, league, options);
  await wipe(database.db);
  await database.bulkLoad((copy) => copyCommunity(copyRowsWith(copy), community, options.now));
  await continueSequences(database.db);
  return community;
}

/** The community is made from the results and stats already stored, as a real one would be. */
async function simulateOnStoredLeague(db: Db, league: LeagueRecords, options: { seed: string; now: Date }) {
  return simulateCommunity(league, {
    ...options,
    mapResults: await mapResults(db),
    seasonStats: await allSeasonStats(db),
  });
}

const date = (iso: string) => new Date(iso);

/** The simulator's records as rows: its API-shaped names become the columns' names. */
async function copyCommunity(copy: InsertInto, community: CommunityRecords, now: Date) {
  await copyPeople(copy, community);
  await copyWritings(copy, community);
  await copyIntegrations(copy, community, now);
}

/** Users, their profiles and the +rep they gave each other. */
async function copyPeople(copy: InsertInto, community: CommunityRecords) {
  await copy(
    users,
    community.users.map((u) => ({
      discordId: u.discordId,
      username: u.discordUsername,
      avatar: u.avatar,
      createdAt: date(u.createdAt),
    })),
  );
  await copy(
    profiles,
    community.profiles.map((p) => ({ ...p, createdAt: date(p.createdAt), updatedAt: date(p.updatedAt) })),
  );
  await copy(
    reputation,
    community.reputation.map((r) => ({
      targetDiscordId: r.receiverDiscordId,
      giverDiscordId: r.giverDiscordId,
      createdAt: date(r.createdAt),
    })),
  );
}

/** Articles, pickems, accolades, server notices and notifications. */
async function copyWritings(copy: InsertInto, community: CommunityRecords) {
  await copy(
    articles,
    community.articles.map(({ bannerURL, ...a }) => ({
      ...a,
      bannerUrl: bannerURL,
      createdAt: date(a.createdAt),
      updatedAt: date(a.updatedAt),
      deletedAt: a.deletedAt === null ? null : date(a.deletedAt),
    })),
  );
  await copy(
    pickems,
    community.pickems.map((p) => ({ ...p, dateUpdated: date(p.dateUpdated) })),
  );
  await copy(
    accolades,
    community.accolades.map(({ createdBy, ...a }) => ({
      ...a,
      awardedBy: createdBy,
      createdAt: date(a.createdAt),
    })),
  );
  await copy(
    serverNotices,
    community.serverNotices.map((n) => ({
      type: n.type,
      message: n.message,
      createdBy: n.updatedBy,
      createdAt: date(n.updatedAt),
    })),
  );
  await copy(
    notifications,
    community.notifications.map((n) => ({
      id: Number(n.id),
      discordId: n.discordId,
      title: n.title,
      body: n.subText,
      link: n.href,
      createdAt: date(n.createdAt),
    })),
  );
}

/** Admin settings and the FACEIT figures stored for the simulated league (no API key needed). */
async function copyIntegrations(copy: InsertInto, community: CommunityRecords, now: Date) {
  await copy(
    settings,
    Object.entries(community.settings).map(([key, value]) => ({ key, value, updatedAt: now })),
  );
  await copy(
    faceitAccounts,
    community.faceit.accounts.map((a) => ({ ...a, updatedAt: date(a.updatedAt) })),
  );
  await copy(
    faceitHubStats,
    FAPL_HUBS.flatMap((hub) => hubStatsRows(hub, community.faceit.hubs[hub], now)),
  );
}

/** Ids were copied as the simulator numbered them: new rows continue after the highest. */
async function continueSequences(db: Db) {
  for (const table of NUMBERED) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${name}"`,
      ),
    );
  }
}

async function wipe(db: Db) {
  const names = COMMUNITY_TABLES.map((t) => `"${getTableName(t)}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${names} restart identity`));
}
