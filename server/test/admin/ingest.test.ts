import { cachedStatsResponseSchema, errorBodySchema } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { ENGINES } from "../helpers/databases.js";
import { openSeededApp, type SeededApp } from "../http/seeded-app.js";

const ADMIN = { sub: "123456789012345678", scopes: ["admin"] };
const URL = "/api/admin/matches";

/** POST /api/admin/matches: who may post, what is refused, and what a stored map changes. */
describe.each(ENGINES)("admin map ingest on %s", (kind) => {
  let seeded: SeededApp;
  beforeAll(async () => {
    seeded = await openSeededApp(kind);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    seeded.app.inject({ method: "POST", url: URL, payload: payload as object, headers });
  const bearer = async (claims = ADMIN) => ({ authorization: `Bearer ${await seeded.token(claims)}` });
  const statsUrl = () => `/api/csc/cached-stats?season=${seeded.season}&matchType=Regulation`;

  it.each([
    ["no token", async () => ({})],
    ["the signed-out client's `Bearer undefined`", async () => ({ authorization: "Bearer undefined" })],
    ["a token that is not a JWT", async () => ({ authorization: "Bearer not-a-jwt" })],
    [
      "a token signed with another secret",
      async () => ({
        authorization: `Bearer ${await signSession(sessionKey("another-secret-".repeat(3)), ADMIN, "1h")}`,
      }),
    ],
    ["an expired token", async () => ({ authorization: `Bearer ${await seeded.token(ADMIN, "-1m")}` })],
  ])("answers %s with a 401", async (_, headers) => {
    const res = await post(seeded.held, await headers());
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toContain("Bearer");
    expect(errorBodySchema.parse(res.json()).error.code).toBe("UNAUTHORIZED");
  });

  it("answers a session without the admin scope with a 403", async () => {
    const res = await post(seeded.held, await bearer({ sub: ADMIN.sub, scopes: [] }));
    expect(res.statusCode).toBe(403);
    expect(errorBodySchema.parse(res.json()).error).toEqual({
      code: "FORBIDDEN",
      message: "This needs the admin scope.",
    });
  });

  it("answers a malformed map with a 400 naming the first wrong field", async () => {
    const broken = structuredClone(seeded.held);
    Object.assign(broken.teams[1].players[2] ?? {}, { steam64Id: 42 });
    const res = await post(broken, await bearer());
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message.startsWith("teams.1.players.2.steam64Id")).toBe(true);
  });

  it("answers a body over 5 MB with a 413", async () => {
    const res = await post({ ...seeded.held, padding: "x".repeat(5 * 1024 * 1024) }, await bearer());
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("stores a new map, serves stats that include it at once, and takes a re-post as a replacement", async () => {
    const before = await seeded.app.inject({ url: statsUrl() });
    const beforeBody = cachedStatsResponseSchema.parse(before.json());

    const first = await post(seeded.held, await bearer());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ matchId: seeded.held.matchId, replaced: false, playersUpdated: 10 });

    // The cached list was built before the ingest; it must not be served again.
    const after = await seeded.app.inject({
      url: statsUrl(),
      headers: { "if-none-match": before.headers.etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const afterBody = cachedStatsResponseSchema.parse(after.json());
    const games = (body: typeof afterBody, name: string) =>
      body.data.Premier.find((line) => line.name === name)?.gameCount ?? 0;
    for (const player of seeded.held.teams.flatMap((t) => t.players)) {
      expect(games(afterBody, player.name), player.name).toBe(games(beforeBody, player.name) + 1);
    }

    // The `jwt` cookie carries the session as well as the header does.
    const token = await seeded.token(ADMIN);
    const again = await post(seeded.held, { cookie: `jwt=${token}` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ matchId: seeded.held.matchId, replaced: true, playersUpdated: 10 });
    const reposted = cachedStatsResponseSchema.parse((await seeded.app.inject({ url: statsUrl() })).json());
    expect(reposted.data).toEqual(afterBody.data);
  });
});
