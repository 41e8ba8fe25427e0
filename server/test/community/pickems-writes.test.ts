import { isRegularSeasonDay, pickemsResponseSchema, type ScheduledMatch } from "@fragboard/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduledMatches } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { TEST_NOW } from "../helpers/league.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

const ORIGIN = "http://localhost";
const MINUTE = 60_000;

/**
 * POST /api/fragboard/pickems against the league's clock (SIM_NOW = TEST_NOW): two Premier
 * matches are moved to 1 h and 2 min after it, so one is open and one is locked.
 */
describe.each(ENGINES)("pickems writes on %s", (kind) => {
  let h: RoutesHarness;
  let me: string;
  let other: string;
  let open: ScheduledMatch;
  let late: ScheduledMatch;
  let elsewhere: ScheduledMatch;
  const url = () => `/api/fragboard/pickems?season=${h.currentSeason}`;

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    const pickers = new Set(h.community.pickems.map((p) => p.discordId));
    const people = [...new Set(h.league.players.map((p) => p.discordId))].filter((id) => !pickers.has(id));
    [me = "", other = ""] = people;
    const regular = h.league.matches.filter(
      (m) => m.season === h.currentSeason && m.matchType === "Regulation" && isRegularSeasonDay(m.matchDay),
    );
    const premier = regular.filter((m) => m.tier === "Premier");
    [open, late] = premier as [ScheduledMatch, ScheduledMatch];
    elsewhere = regular.find((m) => m.tier !== "Premier") as ScheduledMatch;
    const now = Date.parse(TEST_NOW);
    for (const [match, at] of [
      [open, now + 60 * MINUTE],
      [late, now + 2 * MINUTE],
    ] as const) {
      await h.database.db
        .update(scheduledMatches)
        .set({ scheduledDate: new Date(at), completedAt: null })
        .where(eq(scheduledMatches.id, match.id));
    }
  });
  afterAll(() => h?.close());

  const save = async (body: object, as: string | null, path = url()) =>
    h.app.inject({
      method: "POST",
      url: path,
      payload: body,
      headers: as ? { cookie: await sessionCookie(as), origin: ORIGIN } : {},
    });
  const sheetOf = async (discordId: string) =>
    pickemsResponseSchema.parse(
      (await h.get(`/api/fragboard/pickems?discordId=${discordId}&season=${h.currentSeason}`)).json(),
    );
  const pick = (teamId: string) => ({ teamId, teamName: "whatever the client says" });

  it("refuses anonymous visitors and malformed bodies, naming the field", async () => {
    expect((await save({ tier: "Premier", picks: {} }, null)).statusCode).toBe(401);
    const badTier = await save({ tier: "Unrated", picks: {} }, me);
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().error.message).toContain("tier");
    const badPick = await save({ tier: "Premier", picks: { [open.id]: { teamName: "x" } } }, me);
    expect(badPick.statusCode).toBe(400);
    expect(badPick.json().error.message).toContain("picks");
    expect((await sheetOf(me)).tier).toBeNull();
  });

  it("saves a first sheet in the chosen tier with the league's team names, and reads it back", async () => {
    const res = await save({ tier: "Premier", picks: { [open.id]: pick(open.homeTeamId) } }, me);
    expect(res.statusCode, res.body).toBe(200);
    const body = pickemsResponseSchema.parse(res.json());
    expect(body.tier).toBe("Premier");
    const teamName = h.league.teams.find((t) => t.id === open.homeTeamId)?.name;
    expect(body.pickems).toEqual({ [open.id]: { teamId: open.homeTeamId, teamName } });
    expect(await sheetOf(me)).toEqual(body);
    const consensus = (
      await h.get(`/api/fragboard/pickems/matchup-concensus?season=${h.currentSeason}`)
    ).json();
    expect(consensus[open.id][open.homeTeamId].discordIds).toContain(me);
    const search = (await h.get(`/api/fragboard/pickemsSearch?season=${h.currentSeason}`)).json();
    expect(search).toContainEqual({
      discordId: me,
      // Named as the league or Discord knows him, never by his id.
      name: expect.not.stringMatching(/^Discord user/),
      tier: "Premier",
      season: h.currentSeason,
    });
  });

  it("refuses a tier change after the first save", async () => {
    const res = await save({ tier: "Elite", picks: {} }, me);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^tier: .*Premier.*Elite/);
    expect((await sheetOf(me)).tier).toBe("Premier");
  });

  it("refuses a pick on a match starting within 5 minutes, naming it, and keeps the sheet", async () => {
    const before = await sheetOf(me);
    const res = await save({ tier: "Premier", picks: { [late.id]: pick(late.awayTeamId) } }, me);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(late.id);
    expect(res.json().error.message).toContain(`picks.${late.id}`);
    expect(await sheetOf(me)).toEqual(before);
  });

  it("accepts a resent sheet, switches and takes back open picks", async () => {
    const switched = await save({ tier: "Premier", picks: { [open.id]: pick(open.awayTeamId) } }, me);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().pickems[open.id].teamId).toBe(open.awayTeamId);
    const resent = await save({ tier: "Premier", picks: switched.json().pickems }, me);
    expect(resent.statusCode, resent.body).toBe(200);
    const taken = await save({ tier: "Premier", picks: { [open.id]: null } }, me);
    expect(taken.json().pickems[open.id]).toBeNull();
  });

  it("refuses unknown matches, teams not in the match and matches of another tier", async () => {
    const unknown = await save({ tier: "Premier", picks: { "no-such-match": pick("x") } }, me);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("picks.no-such-match");
    const stranger = await save({ tier: "Premier", picks: { [open.id]: pick(elsewhere.homeTeamId) } }, me);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toContain(elsewhere.homeTeamId);
    const tier = await save({ tier: "Premier", picks: { [elsewhere.id]: pick(elsewhere.homeTeamId) } }, me);
    expect(tier.statusCode).toBe(400);
    expect(tier.json().error.message).toContain(elsewhere.tier);
  });

  it("never writes someone else's sheet: the session decides whose it is", async () => {
    const mine = await sheetOf(me);
    const res = await save(
      { tier: "Premier", picks: { [open.id]: pick(open.homeTeamId) } },
      other,
      `${url()}&discordId=${me}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await sheetOf(me)).toEqual(mine);
    expect((await sheetOf(other)).pickems[open.id]?.teamId).toBe(open.homeTeamId);
  });

  it("tells the page the league's clock", async () => {
    const res = await h.get("/api/fragboard/pickems/clock");
    expect(res.json()).toEqual({ now: TEST_NOW });
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});
