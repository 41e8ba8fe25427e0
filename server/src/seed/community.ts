import { type CommunityRecords, type LeagueRecords, simulateCommunity } from "@fragboard/sim";
import { getTableName, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.js";
import {
  accolades,
  articles,
  faceitAccounts,
  faceitHubStats,
  notifications,
  pickems,
  profiles,
  reputation,
  seasonStats,
  serverNotices,
  settings,
  users,
} from "../db/schema/index.js";
import { mapResults } from "../league/map-results.js";

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
  const { db } = database;
  const community = simulateCommunity(league, {
    ...options,
    mapResults: await mapResults(db),
    seasonStats: await db
      .select({
        season: seasonStats.season,
        tier: seasonStats.tier,
        matchType: seasonStats.matchType,
        playerId: seasonStats.playerId,
        stats: seasonStats.stats,
      })
      .from(seasonStats),
  });
  const date = (iso: string) => new Date(iso);
  await wipe(db);
  await database.bulkLoad(async (copy) => {
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
    await copy(
      settings,
      Object.entries(community.settings).map(([key, value]) => ({ key, value, updatedAt: options.now })),
    );
    await copy(
      faceitAccounts,
      community.faceit.accounts.map((a) => ({ ...a, updatedAt: date(a.updatedAt) })),
    );
    await copy(
      faceitHubStats,
      Object.entries(community.faceit.hubs).flatMap(([hub, players]) =>
        players.map((p) => ({
          hub,
          faceitId: p.player_id,
          nickname: p.nickname,
          stats: p.stats,
          updatedAt: options.now,
        })),
      ),
    );
  });
  for (const table of NUMBERED) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${name}"`,
      ),
    );
  }
  return community;
}

async function wipe(db: Db) {
  const names = COMMUNITY_TABLES.map((t) => `"${getTableName(t)}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${names} restart identity`));
}
