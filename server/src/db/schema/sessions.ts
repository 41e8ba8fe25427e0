import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * Server-side sessions (docs/auth.md#sessions): one row per session token, found by the token's
 * `jti`. Signing out sets `revoked_at`; a row outlives its token's `exp` only until the next purge.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    discordId: text("discord_id").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    /** Operators' tokens (admin-token --name); null for a browser sign-in. */
    name: text("name"),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    /** Last request seen with it (written at most once a minute: auth/sessions.ts); null = never used. */
    lastSeenAt: instant("last_seen_at"),
    /** Browser and system of its last request, shortened ("Firefox 128 on Linux"); never the full header. */
    client: text("client"),
    /** Network of its last request, shortened (IPv4 /24, IPv6 /48); never the full address. */
    network: text("network"),
  },
  (t) => [index("sessions_member").on(t.discordId, t.expiresAt)],
);

/**
 * "Sign out everywhere": tokens of this member issued before `revoked_before` are refused, rows or
 * not (a token signed with the secret but never seen yet, such as an unused operator token).
 */
export const sessionCutoffs = pgTable("session_cutoffs", {
  discordId: text("discord_id").primaryKey(),
  revokedBefore: instant("revoked_before").notNull(),
});
