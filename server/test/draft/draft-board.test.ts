import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftTargets } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

const ORIGIN = "http://localhost";

/** GET/PUT /api/fragboard/draft/{discordId}: one board per member and season, his own only. */
describe.each(ENGINES)("draft target board on %s", (kind) => {
  let h: RoutesHarness;
  let me: string;
  let other: string;
  let eligible: string[];
  let signed: { id: string; name: string };
  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    [me = "", other = ""] = [...new Set(h.league.players.map((p) => p.discordId))];
    // Subjects come from the API, as the page sees them, not from the simulator's names.
    const players = (await h.get(`/api/csc/cached-players?season=${h.currentSeason}`)).json().data as {
      id: string;
      name: string;
      type: string;
    }[];
    eligible = players.filter((p) => p.type === "DRAFT_ELIGIBLE").map((p) => p.id);
    const firstSigned = players.find((p) => p.type === "SIGNED");
    if (!firstSigned || eligible.length < 3) throw new Error("the simulated league has no draft pool");
    signed = firstSigned;
  });
  afterAll(() => h?.close());

  const url = (whose: string, season = h.currentSeason) => `/api/fragboard/draft/${whose}?season=${season}`;
  const call = async (method: "GET" | "PUT", path: string, as: string | null, payload?: object) =>
    h.app.inject({
      method,
      url: path,
      ...(payload ? { payload } : {}),
      headers: as ? { cookie: await sessionCookie(as), origin: ORIGIN } : {},
    });
  const stored = async () => (await h.database.db.select({ n: count() }).from(draftTargets))[0]?.n;

  it("is empty until saved, then keeps the order and flags a target that is not draft-eligible", async () => {
    const empty = await call("GET", url(me), me);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ season: h.currentSeason, targets: [], updatedAt: null });

    const playerIds = [eligible[1], signed.id, eligible[0]] as string[];
    const saved = await call("PUT", url(me), me, { playerIds });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().targets).toEqual([
      { playerId: eligible[1], eligible: true, reason: null },
      { playerId: signed.id, eligible: false, reason: expect.stringContaining(`${signed.name} is Signed`) },
      { playerId: eligible[0], eligible: true, reason: null },
    ]);
    const read = (await call("GET", url(me), me)).json();
    expect(read.targets.map((t: { playerId: string }) => t.playerId)).toEqual(playerIds);
    expect(read.updatedAt).not.toBeNull();

    const reordered = await call("PUT", url(me), me, { playerIds: [eligible[0], eligible[1]] });
    expect(reordered.json().targets.map((t: { playerId: string }) => t.playerId)).toEqual([
      eligible[0],
      eligible[1],
    ]);
  });

  it("is the member's own: 401 signed out, 403 for someone else's, and theirs stays apart", async () => {
    expect((await call("GET", url(me), null)).statusCode).toBe(401);
    expect((await call("PUT", url(me), null, { playerIds: [] })).statusCode).toBe(401);
    const before = await stored();
    const peek = await call("GET", url(me), other);
    expect(peek.statusCode).toBe(403);
    expect((await call("PUT", url(me), other, { playerIds: [eligible[2]] })).statusCode).toBe(403);
    expect(await stored()).toBe(before);
    expect((await call("GET", url(other), other)).json().targets).toEqual([]);
  });

  it("refuses a bad board, naming the field, and stores nothing", async () => {
    const before = (await call("GET", url(me), me)).json();
    const duplicate = await call("PUT", url(me), me, { playerIds: [eligible[0], eligible[1], eligible[0]] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.message).toContain("playerIds[2]");
    const notAList = await call("PUT", url(me), me, { playerIds: "x" });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().error.message).toContain("playerIds");
    const badSeason = await call("GET", `/api/fragboard/draft/${me}?season=abc`, me);
    expect(badSeason.statusCode).toBe(400);
    expect(badSeason.json().error.message).toContain("season");
    expect((await call("GET", `/api/fragboard/draft/not-an-id?season=1`, me)).statusCode).toBe(400);
    expect((await call("GET", url(me), me)).json()).toEqual(before);
  });

  it("is scoped to a season: a past season has its own board, read-only; an unknown one is 404", async () => {
    const past = h.currentSeason - 1;
    expect((await call("GET", url(me), me)).json().targets.length).toBeGreaterThan(0);
    const pastBoard = await call("GET", url(me, past), me);
    expect(pastBoard.statusCode).toBe(200);
    expect(pastBoard.json()).toEqual({ season: past, targets: [], updatedAt: null });
    const write = await call("PUT", url(me, past), me, { playerIds: [eligible[0]] });
    expect(write.statusCode).toBe(400);
    expect(write.json().error.message).toContain("season");
    expect((await call("GET", url(me, 999), me)).statusCode).toBe(404);
    expect((await call("PUT", url(me, 999), me, { playerIds: [] })).statusCode).toBe(404);
  });
});
