import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, reputation } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

const ORIGIN = "http://localhost";

/** PATCH /api/profile and POST /api/fragboard/plusRep: the signed-in member's own writes only. */
describe.each(ENGINES)("member writes on %s", (kind) => {
  let h: RoutesHarness;
  let me: string;
  let other: string;
  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    const ids = [...new Set(h.league.players.map((p) => p.discordId))];
    [me = "", other = ""] = ids;
  });
  afterAll(() => h?.close());

  const write = async (method: "PATCH" | "POST", url: string, payload: object, as: string | null) =>
    h.app.inject({
      method,
      url,
      payload,
      headers: as ? { cookie: await sessionCookie(as), origin: ORIGIN } : {},
    });
  const rows = async (table: typeof profiles | typeof reputation) =>
    (await h.database.db.select({ n: count() }).from(table))[0]?.n;

  it("saves the signed-in user's profile, trimmed, and the bundle shows it at once", async () => {
    const before = await rows(profiles);
    expect((await write("PATCH", "/api/profile", { bio: "x" }, null)).statusCode).toBe(401);
    const bad = await write("PATCH", "/api/profile", { age: "99" }, me);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("age");
    const late = await write("PATCH", "/api/profile", { firstCSCSeason: h.currentSeason + 1 }, me);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain("firstCSCSeason");
    expect(await rows(profiles)).toBe(before);
    await h.get(`/api/profile?discordId=${me}`); // cached before the write
    const res = await write(
      "PATCH",
      "/api/profile",
      { bio: "  Entry fragger  ", region: "EU", isIGL: false, iglExperience: "2", dpi: "800" },
      me,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bio: "Entry fragger", region: "EU", isIGL: false, dpi: 800 });
    expect((await h.get(`/api/profile?discordId=${me}`)).json().profile).toEqual(res.json());
    expect((await h.get(`/api/profile?discordId=${other}`)).json().profile).not.toEqual(res.json());
  });

  it("writes only the signed-in user's profile, whatever the body says, and names a wrong field", async () => {
    const theirs = (await h.get(`/api/profile?discordId=${other}`)).json().profile;
    const res = await write("PATCH", "/api/profile", { discordId: other, bio: "Not yours" }, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bio: "Not yours" });
    expect((await h.get(`/api/profile?discordId=${me}`)).json().profile).toEqual({ bio: "Not yours" });
    expect((await h.get(`/api/profile?discordId=${other}`)).json().profile).toEqual(theirs);

    const twitch = { platform: "twitch", url: "https://www.twitch.tv/ada" };
    const refused: [object, string][] = [
      [{ dpi: "fast" }, "dpi"],
      [{ inGameSensitivity: "1,5" }, "inGameSensitivity"],
      [{ bio: "x".repeat(1001) }, "bio"],
      [{ favoriteMap: "de_cache" }, "favoriteMap"],
      [{ iglExperience: "9" }, "iglExperience"],
      [{ socials: [{ platform: "twitch", url: "https://evil.example/ada" }] }, "socials"],
      [{ socials: [twitch, twitch] }, "socials"],
    ];
    for (const [body, field] of refused) {
      const bad = await write("PATCH", "/api/profile", body, me);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.message, JSON.stringify(body)).toContain(field);
    }
    expect((await h.get(`/api/profile?discordId=${me}`)).json().profile).toEqual({ bio: "Not yours" });
  });

  it("adds and removes +rep for another person, never for oneself", async () => {
    const url = "/api/fragboard/plusRep";
    const before = await rows(reputation);
    expect((await write("POST", url, { action: "add", discordId: other }, null)).statusCode).toBe(401);
    const self = await write("POST", url, { action: "add", discordId: me }, me);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toContain("yourself");
    expect((await write("POST", url, { action: "add", discordId: "99999999999999999" }, me)).statusCode).toBe(
      404,
    );
    expect(await rows(reputation)).toBe(before);
    const start = (await h.get(`${url}?discordId=${other}`)).json();
    const added = (await write("POST", url, { action: "add", discordId: other }, me)).json();
    const expectedCount = start.plusRep[me] ? start.repped : start.repped + 1;
    expect(added.repped).toBe(expectedCount);
    expect(added.plusRep[me]).toBeDefined();
    expect((await write("POST", url, { action: "add", discordId: other }, me)).json().repped).toBe(
      expectedCount,
    );
    const removed = (await write("POST", url, { action: "remove", discordId: other }, me)).json();
    expect(removed.repped).toBe(expectedCount - 1);
    expect(removed.plusRep[me]).toBeUndefined();
    expect((await h.get(`${url}?discordId=${other}`)).json()).toEqual(removed);
  });
});
