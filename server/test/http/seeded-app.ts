import type { MapEvents, SessionClaims } from "@fragboard/core";
import type { CommunityRecords, LeagueRecords } from "@fragboard/sim";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type AppOptions, buildApp } from "../../src/app.js";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { loadConfig } from "../../src/config.js";
import type { Database, DbKind } from "../../src/db/client.js";
import { rebuildAggregates } from "../../src/ingest/aggregates.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { ingestMaps } from "../../src/ingest/maps.js";
import { seedCommunity } from "../../src/seed/community.js";
import { smallLeague, TEST_NOW } from "../helpers/league.js";
import { openSnapshot } from "../helpers/snapshots.js";

/**
 * The app over one simulated season whose Premier maps are stored, except its last Regulation
 * map (`held` arrives later, through the admin ingest), and its simulated community.
 */
export type SeededApp = {
  app: FastifyInstance;
  database: Database;
  league: LeagueRecords;
  community: CommunityRecords;
  season: number;
  stored: MapEvents[];
  held: MapEvents;
  /** A session token signed with the app's secret. */
  token(claims: SessionClaims, expiresIn?: string): Promise<string>;
  /** Sends `held` through the admin ingest as an admin, as a league's match server would. */
  ingestHeld(): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export const JWT_SECRET = "a-test-secret-that-is-long-enough-for-hs256";
/** A league admin's session claims. */
export const ADMIN_CLAIMS: SessionClaims = { sub: "123456789012345678", scopes: ["admin"] };

type Seeded = Pick<SeededApp, "league" | "community" | "season" | "stored" | "held">;

/** Simulated and stored once per run (helpers/snapshots.ts); each app gets its own copy. */
async function seed(database: Database): Promise<Seeded> {
  const sim = smallLeague("http-test");
  const premier = [...sim.maps((m) => m.tier === "Premier")];
  const held = premier.findLast((m) => m.matchType === "Regulation") as MapEvents;
  const stored = premier.filter((m) => m !== held);
  await ingestLeague(database.db, sim.league);
  await ingestMaps(database, stored);
  await rebuildAggregates(database.db);
  const community = await seedCommunity(database, sim.league, { seed: "http-test", now: new Date(TEST_NOW) });
  return { league: sim.league, community, season: sim.currentSeason, stored, held };
}

export async function openSeededApp(kind: DbKind, options: Partial<AppOptions> = {}): Promise<SeededApp> {
  const { database, value } = await openSnapshot(kind, "http", seed);
  const { league, community, season, stored, held } = value;
  const config = loadConfig({ SIM_NOW: TEST_NOW, JWT_SECRET });
  const app = await buildApp({ database, config, ...options });
  const token = (claims: SessionClaims, expiresIn = "1h") =>
    signSession(sessionKey(JWT_SECRET), claims, expiresIn);
  return {
    app,
    database,
    league,
    community,
    season,
    stored,
    held,
    token,
    ingestHeld: async () =>
      app.inject({
        method: "POST",
        url: "/api/admin/matches",
        payload: held as object,
        headers: { authorization: `Bearer ${await token(ADMIN_CLAIMS)}` },
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
