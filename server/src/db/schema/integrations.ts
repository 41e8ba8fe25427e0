import type { FaplHub } from "@fragboard/core";
import { integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * Figures from third-party services (docs/api.md#faceit), kept so a page never waits on them: FACEIT
 * accounts by steam id (written by the seed for the simulated league, or by the FACEIT client
 * after a lookup) and the FAPL hubs' player stats.
 */

export const faceitAccounts = pgTable("faceit_accounts", {
  id: serial("id").primaryKey(),
  steam64Id: text("steam64_id").notNull().unique(),
  /** FACEIT's player id (a UUID on the real service). */
  faceitId: text("faceit_id").notNull(),
  faceitName: text("faceit_name").notNull(),
  elo: integer("elo").notNull(),
  /** Skill level 1..10 (0 = not ranked). */
  level: integer("level").notNull(),
  /** The highest level seen for him, here or in FACEIT's history. */
  highestLevel: integer("highest_level").notNull(),
  updatedAt: instant("updated_at").notNull(),
});

export const faceitHubStats = pgTable(
  "faceit_hub_stats",
  {
    hub: text("hub").$type<FaplHub>().notNull(),
    faceitId: text("faceit_id").notNull(),
    nickname: text("nickname").notNull(),
    /** FACEIT's stat map: every value is a string. */
    stats: jsonb("stats").$type<Record<string, string>>().notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hub, t.faceitId] })],
);
