import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import { rawRows } from "../src/db/raw.js";
import { ENGINES, openFreshDatabase } from "./helpers/databases.js";

const TABLES = [
  "faceit_accounts",
  "faceit_hub_stats",
  "seasons",
  "season_tiers",
  "franchises",
  "teams",
  "players",
  "player_seasons",
  "team_history",
  "scheduled_matches",
  "map_bans",
  "maps",
  "map_players",
  "rounds",
  "kills",
  "player_rounds",
  "player_map_lines",
  "team_map_lines",
  "season_stats",
  "extended_stats",
  "users",
  "profiles",
  "reputation",
  "articles",
  "pickems",
  "accolades",
  "server_notices",
  "notifications",
  "notification_reads",
  "stream_reads",
  "draft_targets",
  "servers",
  "settings",
  "meta",
  "sessions",
  "session_cutoffs",
  "webhook_destinations",
  "outbox_events",
  "webhook_deliveries",
];

describe.each(ENGINES)("migrations on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openFreshDatabase(kind);
  });
  afterAll(() => database?.close());

  it("create every table", async () => {
    const rows = await rawRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...TABLES].sort());
  });
});
