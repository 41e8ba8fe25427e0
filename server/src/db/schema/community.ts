import type { ArticleState, BadgeType, Picks, ServerNoticeType, TierName } from "@fragboard/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/** What users create on Fragboard itself (docs/data-model.md#community): people are keyed by Discord id. */

const createdAt = instant("created_at").notNull().defaultNow();

export const users = pgTable("users", {
  discordId: text("discord_id").primaryKey(),
  username: text("username").notNull(),
  globalName: text("global_name"),
  avatar: text("avatar"),
  createdAt,
  lastLoginAt: instant("last_login_at"),
});

export const profiles = pgTable("profiles", {
  discordId: text("discord_id").primaryKey(),
  /** ProfileJson (docs/api.md#profile), validated by the profile route. */
  profile: jsonb("profile").notNull(),
  createdAt,
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

export const reputation = pgTable(
  "reputation",
  {
    targetDiscordId: text("target_discord_id").notNull(),
    giverDiscordId: text("giver_discord_id").notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.targetDiscordId, t.giverDiscordId] })],
);

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    discordId: text("discord_id").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    bannerUrl: text("banner_url").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    anonymous: boolean("anonymous").notNull(),
    /** Pending | APPROVED | REJECTED (docs/api.md#articles). */
    approvalState: text("approval_state").$type<ArticleState>().notNull().default("Pending"),
    approvedBy: text("approved_by"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    /** The author's Idempotency-Key of the submission: a retried POST finds this row. */
    idempotencyKey: text("idempotency_key"),
    createdAt,
    updatedAt: instant("updated_at").notNull().defaultNow(),
    deletedAt: instant("deleted_at"),
  },
  (t) => [
    index("articles_state_created").on(t.approvalState, t.createdAt),
    index("articles_author").on(t.discordId),
    uniqueIndex("articles_author_idempotency").on(t.discordId, t.idempotencyKey),
  ],
);

export const pickems = pgTable(
  "pickems",
  {
    discordId: text("discord_id").notNull(),
    season: integer("season").notNull(),
    /** Fixed by the first save (docs/rules.md#pickems). */
    tier: text("tier").$type<TierName>().notNull(),
    /** scheduled match id -> { teamId, teamName } | null */
    picks: jsonb("picks").$type<Picks>().notNull(),
    dateUpdated: instant("date_updated").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.season, t.discordId] })],
);

/** One member's ordered draft target board per season (docs/rules.md#draft-targets). */
export const draftTargets = pgTable(
  "draft_targets",
  {
    discordId: text("discord_id").notNull(),
    season: integer("season").notNull(),
    /** League player ids, best target first, no repeats. */
    playerIds: jsonb("player_ids").$type<string[]>().notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.season, t.discordId] })],
);

export const accolades = pgTable(
  "accolades",
  {
    id: serial("id").primaryKey(),
    playerId: text("player_id").notNull(),
    season: integer("season").notNull(),
    badgeType: text("badge_type").$type<BadgeType>().notNull(),
    badgeText: text("badge_text").notNull(),
    badgeImageUrl: text("badge_image_url"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    awardedBy: text("awarded_by").notNull(),
    createdAt,
  },
  (t) => [index("accolades_player").on(t.playerId)],
);

export const serverNotices = pgTable("server_notices", {
  id: serial("id").primaryKey(),
  /** "" = healthy, "alert" = banner shown (docs/api.md#servers). */
  type: text("type").$type<ServerNoticeType>().notNull(),
  message: text("message").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt,
});

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    /** null = for everyone. */
    discordId: text("discord_id"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    createdAt,
  },
  (t) => [index("notifications_user").on(t.discordId, t.createdAt)],
);

/**
 * Who has seen which notification: one row per reader, since a broadcast row (discordId null) is
 * read by each user on his own (docs/api.md#notifications).
 */
export const notificationReads = pgTable(
  "notification_reads",
  {
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    discordId: text("discord_id").notNull(),
    readAt: instant("read_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discordId, t.notificationId] })],
);

/**
 * Who has seen which live Twitch stream in his menu. Streams are not stored notifications: the key
 * is Twitch's stream id (text), new for each broadcast, so a channel going live again is unread.
 */
export const streamReads = pgTable(
  "stream_reads",
  {
    discordId: text("discord_id").notNull(),
    streamId: text("stream_id").notNull(),
    readAt: instant("read_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discordId, t.streamId] })],
);

export const servers = pgTable(
  "servers",
  {
    /** The "screenid" of docs/api.md#servers. */
    id: serial("id").primaryKey(),
    ownerDiscordId: text("owner_discord_id").notNull(),
    provider: text("provider").notNull(),
    /** The provider's id of the server, to stop it. */
    providerRef: text("provider_ref"),
    port: integer("port").notNull(),
    type: text("type").notNull(),
    map: text("map").notNull(),
    password: text("password").notNull(),
    isPrivate: boolean("is_private").notNull(),
    createdAt,
    expiresAt: instant("expires_at").notNull(),
    stoppedAt: instant("stopped_at"),
  },
  (t) => [index("servers_running").on(t.expiresAt).where(sql`${t.stoppedAt} is null`)],
);

/** Admin-editable lists the old client hard-coded (docs/api.md#config), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
