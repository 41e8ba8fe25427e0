import { cachedStatsResponseSchema, errorBodySchema, type MapEvents } from "@fragboard/core";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { maps } from "../../src/db/schema/index.js";
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

  /** "path: message" of every problem a refused map's 400 lists (or its message for a malformed body). */
  const refusal = (body: unknown) => {
    const { error } = errorBodySchema.parse(body);
    return error.problems?.map((p) => `${p.path.join(".")}: ${p.message}`).join("; ") ?? error.message;
  };

  /** A copy of the held map under a new id, changed by `change`. */
  const variant = (change: (map: MapEvents) => void): MapEvents => {
    const map = structuredClone(seeded.held);
    map.matchId = "refused-map";
    change(map);
    return map;
  };
  const otherTeam = (predicate: (t: SeededApp["league"]["teams"][number]) => boolean) => {
    const team = seeded.league.teams.find(predicate);
    if (!team) throw new Error("the test league has no such team");
    return team;
  };

  it.each<[string, (map: MapEvents) => void, string]>([
    [
      "a NUL byte in a name",
      (m) => Object.assign(m.teams[0].players[0] ?? {}, { name: "nul\u0000" }),
      "teams.0.players.0.name",
    ],
    ["a lone surrogate in a team name", (m) => Object.assign(m.teams[1], { name: "\ud800" }), "teams.1.name"],
    [
      "a season that does not exist",
      (m) => Object.assign(m, { season: 99 }),
      "season: season 99 does not exist",
    ],
    [
      "an unknown team id",
      (m) => Object.assign(m.teams[0], { teamId: "no-such-team" }),
      "teams.0.teamId: team no-such-team does not exist",
    ],
    [
      "an unknown scheduled match",
      (m) => Object.assign(m, { scheduledMatchId: "no-such-match" }),
      "scheduledMatchId: scheduled match no-such-match does not exist",
    ],
    [
      "a map played in the future",
      (m) => Object.assign(m, { playedAt: "2999-01-01T00:00:00.000Z" }),
      "playedAt: 2999-01-01T00:00:00.000Z is in the future",
    ],
    [
      "a map played before its season",
      (m) => Object.assign(m, { playedAt: "2000-01-01T00:00:00.000Z" }),
      "playedAt: 2000-01-01T00:00:00.000Z is outside season",
    ],
    [
      "an unknown player id",
      (m) => Object.assign(m.teams[1].players[2] ?? {}, { playerId: "no-such-player" }),
      "teams.1.players.2.playerId: player no-such-player does not exist",
    ],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_, change, message) => {
    const res = await post(variant(change), await bearer());
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe("BAD_REQUEST");
    expect(refusal(res.json()).startsWith(message), refusal(res.json())).toBe(true);
    const [stored] = await seeded.database.db
      .select({ n: count() })
      .from(maps)
      .where(eq(maps.matchId, "refused-map"));
    expect(stored?.n).toBe(0);
  });

  it("refuses an assist credited on the assister's own kill", async () => {
    const round = seeded.held.rounds[0];
    const j = round?.kills.findIndex((k) => k.killer !== null && k.killer !== k.victim) ?? -1;
    const killer = round?.kills[j]?.killer;
    const res = await post(
      variant((m) => Object.assign(m.rounds[0]?.kills[j] ?? {}, { assister: killer })),
      await bearer(),
    );
    expect(res.statusCode).toBe(400);
    expect(refusal(res.json())).toBe(`rounds.0.kills.${j}.assister: cannot assist his own kill`);
    expect(errorBodySchema.parse(res.json()).error.message).toBe(
      `The map breaks a rule of a real game: assists: round 1, player ${killer}: cannot assist his own kill`,
    );
  });

  it("lists every problem of a refused map in the 400, each with its rule, round and player", async () => {
    const round = seeded.held.rounds[0];
    const j = round?.kills.findIndex((k) => k.killer !== null && k.killer !== k.victim) ?? -1;
    const killer = round?.kills[j]?.killer ?? null;
    const last = (seeded.held.rounds[1]?.kills.length ?? 0) - 1;
    const res = await post(
      variant((m) => {
        Object.assign(m.rounds[0]?.kills[j] ?? {}, { assister: killer });
        // Round 2's last kill, so that its killer is still alive whenever it happens.
        Object.assign(m.rounds[1]?.kills[last] ?? {}, { time: 300 });
        Object.assign(m.teams[1].players[2] ?? {}, { playerId: "no-such-player" });
      }),
      await bearer(),
    );
    expect(res.statusCode).toBe(400);
    const problems = errorBodySchema.parse(res.json()).error.problems ?? [];
    expect(problems.map((p) => [p.rule, p.round, p.path.join(".")])).toEqual([
      ["assists", 1, `rounds.0.kills.${j}.assister`],
      ["round-time", 2, `rounds.1.kills.${last}.time`],
      ["league-players", null, "teams.1.players.2.playerId"],
    ]);
    expect(problems[0]?.player).toBe(killer);
  });

  it("refuses a team that shows more equipment than its money buys, naming the field", async () => {
    // The loser of a pistol round that lost every player holds at most 800 + a 1,900 loss bonus and
    // 600 a kill each, so a full loadout each next round (8,450, within what five can carry) is
    // more than it can have bought.
    const wiped = [0, 12].flatMap((i) => {
      const round = seeded.held.rounds[i];
      if (!round) return [];
      const team = round.sides[0] === round.winner ? 1 : 0;
      const players = new Set(seeded.held.teams[team].players.map((p) => p.steam64Id));
      const dead = new Set(round.kills.map((k) => k.victim).filter((v) => players.has(v)));
      return dead.size === players.size ? [{ next: i + 1, team }] : [];
    });
    const { next, team } = wiped[0] ?? { next: -1, team: 0 };
    expect(next, "the held map has a pistol round lost to the last player").toBeGreaterThan(0);
    const res = await post(
      variant((m) => {
        const economy = m.rounds[next]?.economy[team];
        if (economy) Object.assign(economy, { equipmentValue: 5 * 8450, type: "full" });
      }),
      await bearer(),
    );
    expect(res.statusCode).toBe(400);
    const problems = errorBodySchema.parse(res.json()).error.problems ?? [];
    expect(problems.map((p) => [p.rule, p.round, p.path.join(".")])).toEqual([
      ["money", next + 1, `rounds.${next}.economy.${team}.equipmentValue`],
    ]);
    expect(problems[0]?.message).toMatch(/^42250 of equipment is more than the \d+ the team can hold/);
  });

  it("refuses a team of another tier, naming the tier", async () => {
    const team = otherTeam((t) => t.season === seeded.held.season && t.tier !== seeded.held.tier);
    const res = await post(
      variant((m) => Object.assign(m.teams[0], { teamId: team.id })),
      await bearer(),
    );
    expect(res.statusCode).toBe(400);
    expect(refusal(res.json())).toBe(
      `tier: the map is ${seeded.held.tier} but team ${team.id} plays in ${team.tier}; teams.0.teamId: scheduled match ${seeded.held.scheduledMatchId} is ${seeded.held.teams[0].teamId} against ${seeded.held.teams[1].teamId}`,
    );
  });

  it("refuses a known player under another steam64 id", async () => {
    const [first, second] = seeded.held.teams[0].players;
    const res = await post(
      variant((m) => Object.assign(m.teams[0].players[0] ?? {}, { playerId: second?.playerId })),
      await bearer(),
    );
    expect(res.statusCode).toBe(400);
    expect(refusal(res.json())).toBe(
      `teams.0.players.0.playerId: player ${second?.playerId} has steam64 id ${second?.steam64Id}, not ${first?.steam64Id}`,
    );
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
