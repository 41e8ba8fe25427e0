import { cachedPlayersResponseSchema, profileBundleSchema } from "@fragboard/core";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players, profiles } from "../../src/db/schema/index.js";
import { registerInvalidation } from "../../src/http/invalidation.js";
import { JsonCache } from "../../src/http/json-cache.js";
import { EMBEDDED_ONLY } from "../helpers/databases.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";
import { registeredRoutes } from "./registered-routes.js";

/**
 * Declared cache invalidation (docs/architecture.md#caching): every route that is not a read says
 * what it invalidates, and one hook clears exactly that after a successful write.
 */

const READS = ["GET", "HEAD", "OPTIONS"];

describe("what writes declare", () => {
  let h: RoutesHarness;
  beforeAll(async () => {
    // Only its route table is read: the worker's shared read-only copy serves.
    h = await openRoutesHarness("pglite", {}, { readOnly: true });
  });
  afterAll(() => h?.close());

  it("every registered route that is not a read declares what it invalidates", () => {
    const writes = registeredRoutes(h.app).filter((r) => !READS.includes(r.method));
    const declared = h.app.declaredWrites();
    const undeclared = writes.filter((r) => declared.get(`${r.method} ${r.url}`) === undefined);
    expect(undeclared).toEqual([]);
    // The walk sees the writes (ingest, ratings, settings, profile, +rep...), not an empty list.
    expect(writes.length).toBeGreaterThan(20);
    expect(declared.get("POST /api/admin/matches")).toBe("everything");
    expect(declared.get("POST /api/admin/ratings/preview")).toBe("nothing");
    expect(declared.get("POST /api/graphql/core")).toBe("nothing");
  });

  it("lists a write that declares nothing as undeclared", async () => {
    const app = Fastify();
    const declared = registerInvalidation(app, new JsonCache());
    app.post("/declared", { config: { invalidates: "nothing" } }, async () => ({}));
    app.put("/forgotten", async () => ({}));
    app.get("/read", async () => ({}));
    await app.ready();
    expect([...declared()]).toEqual([
      ["POST /declared", "nothing"],
      ["PUT /forgotten", undefined],
    ]);
    await app.close();
  });
});

describe.each(EMBEDDED_ONLY)("writes clear what they declare on %s", (kind) => {
  let h: RoutesHarness;
  const admin = "100000000000000001";
  let adminCookie: string;
  let gmCookie: string;
  let rostered: { id: string; franchiseId: string };

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    adminCookie = await sessionCookie(admin, { admin: true });
    const franchise = h.league.franchises.find((f) => f.active);
    const team = h.league.teams.find((t) => t.franchiseId === franchise?.id && t.season === h.currentSeason);
    const player = h.league.players.find((p) => p.teamId === team?.id);
    const gm = h.league.players.find((p) => p.id === franchise?.gmPlayerId);
    if (!franchise || !player || !gm)
      throw new Error("the test league has no active franchise with a roster");
    rostered = { id: player.id, franchiseId: franchise.id };
    gmCookie = await sessionCookie(gm.discordId);
  });
  afterAll(() => h?.close());

  const post = (url: string, cookie: string, payload: object) =>
    h.app.inject({ method: "POST", url, headers: { cookie }, payload });
  const listedMmr = async (id: string) => {
    const res = await h.get(`/api/csc/cached-players?season=${h.currentSeason}`);
    return cachedPlayersResponseSchema.parse(res.json()).data.find((p) => p.id === id)?.mmr;
  };
  const graphqlMmr = async (id: string) => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/graphql/core",
      payload: { query: "{ players { id mmr } }" },
    });
    return (res.json() as { data: { players: { id: string; mmr: number }[] } }).data.players.find(
      (p) => p.id === id,
    )?.mmr;
  };
  /** A change made behind the API's back: only a cleared cache shows it. */
  const setMmr = (id: string, mmr: number) =>
    h.database.db.update(players).set({ mmr }).where(eq(players.id, id));

  it("an applied rating upload clears the cached player list and GraphQL answers; a preview clears nothing", async () => {
    const before = await listedMmr(rostered.id);
    expect(before).toBeTypeOf("number");
    expect(await graphqlMmr(rostered.id)).toBe(before);
    // Both answers are now cached: a preview leaves them as they are.
    await setMmr(rostered.id, (before ?? 0) + 1);
    const rows = [{ playerId: rostered.id, mmr: (before ?? 0) + 50 }];
    expect((await post("/api/admin/ratings/preview", adminCookie, { rows })).statusCode).toBe(200);
    expect(await listedMmr(rostered.id)).toBe(before);

    expect((await post("/api/admin/ratings", adminCookie, { rows })).statusCode).toBe(200);
    expect(await listedMmr(rostered.id)).toBe((before ?? 0) + 50);
    expect(await graphqlMmr(rostered.id)).toBe((before ?? 0) + 50);
  });

  it("a GM's applied rating upload clears the cached player list too", async () => {
    const before = (await listedMmr(rostered.id)) ?? 0;
    const rows = [{ playerId: rostered.id, mmr: before + 7 }];
    const res = await post("/api/gm/ratings", gmCookie, { franchiseId: rostered.franchiseId, rows });
    expect(res.statusCode).toBe(200);
    expect(await listedMmr(rostered.id)).toBe(before + 7);
  });

  it("a refused write clears nothing", async () => {
    const before = (await listedMmr(rostered.id)) ?? 0;
    await setMmr(rostered.id, before + 3);
    const refused = await post("/api/admin/ratings", adminCookie, { rows: [{ playerId: rostered.id }] });
    expect(refused.statusCode).toBe(400);
    expect(await listedMmr(rostered.id)).toBe(before);
  });

  it("a profile edit clears its author's profile only", async () => {
    const [author, other] = h.community.users.map((u) => u.discordId) as [string, string];
    const profileOf = async (discordId: string) =>
      profileBundleSchema.parse((await h.get(`/api/profile?discordId=${discordId}`)).json()).profile;
    const otherBefore = await profileOf(other);
    await profileOf(author);
    const behind = { profile: { bio: "written behind the API's back" }, updatedAt: new Date() };
    await h.database.db
      .insert(profiles)
      .values({ discordId: other, createdAt: new Date(), ...behind })
      .onConflictDoUpdate({ target: profiles.discordId, set: behind });
    const res = await h.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie: await sessionCookie(author) },
      payload: { bio: "new words" },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(author)).bio).toBe("new words");
    expect(await profileOf(other)).toEqual(otherBefore);
  });
});
