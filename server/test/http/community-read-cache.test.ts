import {
  isRegularSeasonDay,
  pickemsConsensusSchema,
  pickemsResponseSchema,
  postSchema,
  postsResponseSchema,
  reputationResponseSchema,
  type ScheduledMatch,
} from "@fragboard/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, reputation, scheduledMatches } from "../../src/db/schema/index.js";
import { ADMIN_ID, communityPeople, type Who } from "../community/people.js";
import { EMBEDDED_ONLY } from "../helpers/databases.js";
import { TEST_NOW } from "../helpers/league.js";
import { sessionCookie } from "../helpers/session-tokens.js";

/**
 * The community reads kept in the JsonCache (docs/architecture.md#caching): the articles lists,
 * +rep and pickems. Each test first changes the database behind the API's back, which a kept
 * answer does not show (so the read is cached), then writes through the API: the next read shows
 * both, because the write cleared what it changes.
 */
describe.each(EMBEDDED_ONLY)("community reads kept until their writes on %s", (kind) => {
  const people = communityPeople(kind);
  const { send } = people;
  const list = async (who?: Who, state = "APPROVED") => {
    const res = await send("GET", `/api/fragboard/articles?state=${state}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return postsResponseSchema.parse(res.json());
  };
  const submit = async (isAnonymous: boolean) => {
    const res = await send("POST", "/api/fragboard/article", "author", {
      title: "Cached lists",
      subtitle: "",
      bannerURL: "https://example.com/banner.png",
      tags: ["cache"],
      content: "<p>kept until a write</p>",
      isAnonymous,
    });
    expect(res.statusCode, res.body).toBe(201);
    return postSchema.parse(res.json()).id;
  };
  const decide = async (id: number, approvalState: "APPROVED" | "REJECTED") =>
    expect((await send("PATCH", `/api/fragboard/article/${id}`, "admin", { approvalState })).statusCode).toBe(
      200,
    );

  it("keeps the articles lists until a submission or a decision, each audience its own", async () => {
    const [newest] = await list();
    if (!newest) throw new Error("the seeded league has no approved article");
    await list("admin", "Pending");
    await people.h.database.db
      .update(articles)
      .set({ title: "Renamed behind the API" })
      .where(eq(articles.id, newest.id));
    expect((await list())[0]?.title).toBe(newest.title);

    const id = await submit(false);
    expect((await list("admin", "Pending")).map((a) => a.id)).toContain(id);
    expect((await list())[0]?.title).toBe("Renamed behind the API");
    await decide(id, "APPROVED");
    expect((await list())[0]?.id).toBe(id);
    expect((await list("reader"))[0]?.id).toBe(id);
    expect((await list("admin", "Pending")).map((a) => a.id)).not.toContain(id);
    await decide(id, "REJECTED");
    expect((await list()).map((a) => a.id)).not.toContain(id);
    expect((await list("admin", "REJECTED")).map((a) => a.id)).toContain(id);
  });

  it("shows an anonymous article's author to him and the admins only, from the kept lists", async () => {
    await list("reader");
    await list("author");
    const id = await submit(true);
    await decide(id, "APPROVED");
    const authorOf = async (who?: Who) => (await list(who)).find((a) => a.id === id)?.discordId;
    expect(await authorOf()).toBeNull();
    expect(await authorOf("reader")).toBeNull();
    expect(await authorOf("author")).toBe(people.author);
    expect(await authorOf("admin")).toBe(people.author);
    // Each audience's answer is its own: the author's view was not handed to the reader, nor back.
    expect(await authorOf("reader")).toBeNull();
    expect(await authorOf("author")).toBe(people.author);
  });

  it("keeps a person's +rep until a +rep to him is given or taken back", async () => {
    const target = people.h.community.users
      .map((u) => u.discordId)
      .find((id) => id !== people.reader && id !== people.author);
    if (!target) throw new Error("the seeded community has fewer than three users");
    const repOf = async () =>
      reputationResponseSchema.parse(
        (await send("GET", `/api/fragboard/plusRep?discordId=${target}`)).json(),
      );
    const before = await repOf();
    await people.h.database.db
      .insert(reputation)
      .values({ targetDiscordId: target, giverDiscordId: ADMIN_ID })
      .onConflictDoNothing();
    expect(await repOf()).toEqual(before);

    const give = (action: "add" | "remove") =>
      send("POST", "/api/fragboard/plusRep", "reader", { action, discordId: target });
    expect((await give("add")).statusCode).toBe(200);
    const after = await repOf();
    expect(Object.keys(after.plusRep)).toEqual(expect.arrayContaining([people.reader, ADMIN_ID]));
    expect((await give("remove")).statusCode).toBe(200);
    expect(Object.keys((await repOf()).plusRep)).not.toContain(people.reader);
    // A refused +rep (on himself) clears nothing.
    await people.h.database.db.delete(reputation).where(eq(reputation.giverDiscordId, ADMIN_ID));
    expect(
      (await send("POST", "/api/fragboard/plusRep", "reader", { action: "add", discordId: people.reader }))
        .statusCode,
    ).toBe(400);
    expect(Object.keys((await repOf()).plusRep)).toContain(ADMIN_ID);
  });

  it("keeps a sheet and the season's consensus until a save of that season", async () => {
    const pickers = new Set(people.h.community.pickems.map((p) => p.discordId));
    const me = people.h.league.players.map((p) => p.discordId).find((id) => !pickers.has(id));
    const open = people.h.league.matches.find(
      (m): m is ScheduledMatch =>
        m.season === people.h.currentSeason &&
        m.matchType === "Regulation" &&
        m.tier === "Premier" &&
        isRegularSeasonDay(m.matchDay),
    );
    if (!me || !open) throw new Error("the test league has no unpicking player or Premier match");
    await people.h.database.db
      .update(scheduledMatches)
      .set({ scheduledDate: new Date(Date.parse(TEST_NOW) + 3_600_000), completedAt: null })
      .where(eq(scheduledMatches.id, open.id));
    const season = people.h.currentSeason;
    const consensus = async () =>
      pickemsConsensusSchema.parse(
        (await people.h.get(`/api/fragboard/pickems/matchup-concensus?season=${season}`)).json(),
      );
    const sheet = async () =>
      pickemsResponseSchema.parse(
        (await people.h.get(`/api/fragboard/pickems?discordId=${me}&season=${season}`)).json(),
      );
    expect((await sheet()).tier).toBeNull();
    const pickersOf = async () => (await consensus())[open.id]?.[open.homeTeamId]?.discordIds ?? [];
    expect(await pickersOf()).not.toContain(me);

    const res = await people.h.app.inject({
      method: "POST",
      url: `/api/fragboard/pickems?season=${season}`,
      headers: { cookie: await sessionCookie(me), origin: "http://localhost" },
      payload: { tier: "Premier", picks: { [open.id]: { teamId: open.homeTeamId, teamName: "x" } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pickersOf()).toContain(me);
    expect((await sheet()).pickems[open.id]?.teamId).toBe(open.homeTeamId);
  });
});
