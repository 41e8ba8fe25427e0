import type { TierName } from "@fragboard/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * What the league sends out (docs/operations.md#outgoing-webhooks): where to, and a transactional
 * outbox of events with one delivery row per (event, destination).
 */

/** A webhook destination: the league's (owner null, managed by admins) or one member's own. */
export const webhookDestinations = pgTable(
  "webhook_destinations",
  {
    id: serial("id").primaryKey(),
    ownerDiscordId: text("owner_discord_id"),
    name: text("name").notNull(),
    /** "discord" (Discord's embed format) or "generic" (our versioned JSON, signed). */
    kind: text("kind").$type<"discord" | "generic">().notNull(),
    /** The secret: never answered in full. */
    url: text("url").notNull(),
    /** HMAC key of generic destinations, shown once when the destination is created. */
    signingSecret: text("signing_secret"),
    events: jsonb("events").$type<string[]>().notNull(),
    /** Empty = every tier; events without a tier always pass. */
    tiers: jsonb("tiers").$type<TierName[]>().notNull(),
    active: boolean("active").notNull().default(true),
    /** Discord's 429 `retry_after`: nothing is sent to this destination before then. */
    holdUntil: instant("hold_until"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_destinations_owner").on(t.ownerDiscordId)],
);

/** One event, written in the transaction of what it tells; `key` keeps it from being told twice. */
export const outboxEvents = pgTable("outbox_events", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  type: text("type").notNull(),
  tier: text("tier").$type<TierName>(),
  /** A member's own event (his server, his article): only his destinations get it. */
  recipientDiscordId: text("recipient_discord_id"),
  payload: jsonb("payload").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

/** One event for one destination; claimed with SKIP LOCKED, so one instance sends it. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id").notNull(),
    destinationId: integer("destination_id").notNull(),
    /** pending → sending → delivered | failed | interrupted (docs/operations.md#delivery-guarantees). */
    state: text("state").$type<"pending" | "sending" | "delivered" | "failed" | "interrupted">().notNull(),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    claimedAt: instant("claimed_at"),
    lastStatus: smallint("last_status"),
    lastError: text("last_error"),
    deliveredAt: instant("delivered_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_once").on(t.eventId, t.destinationId),
    index("webhook_deliveries_due").on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_destination").on(t.destinationId, t.id),
  ],
);
