import { errorBodySchema } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarSvg } from "../../src/routes/images/avatar.js";
import { ENGINES } from "../helpers/databases.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/** The SVG image routes: player avatars by id, franchise logos by prefix. */
describe.each(ENGINES)("image routes on %s", (kind) => {
  let h: RoutesHarness;
  beforeAll(async () => {
    h = await openRoutesHarness(kind, {}, { readOnly: true });
  });
  afterAll(() => h?.close());

  const expectSvg = async (url: string, svg: string) => {
    const res = await h.get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400, immutable");
    expect(res.body).toBe(svg);
    return res;
  };

  const expectNotFound = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    return errorBodySchema.parse(res.json()).error.message;
  };

  it("serves every player's avatar at the URL the player list gives", async () => {
    const res = await h.get(`/api/csc/cached-players?season=${h.currentSeason}`);
    const listed: { id: string; name: string; avatarUrl: string }[] = res.json().data;
    expect(listed.length).toBeGreaterThan(100);
    for (const player of listed.slice(0, 20)) {
      expect(player.avatarUrl).toBe(`/api/avatars/${player.id}.svg`);
      await expectSvg(player.avatarUrl, avatarSvg(player));
    }
  });

  it("serves every franchise's logo by prefix", async () => {
    for (const franchise of h.league.franchises) {
      await expectSvg(`/api/logos/${encodeURIComponent(franchise.prefix)}.svg`, franchise.logoSvg);
    }
  });

  it("tags each image with an ETag of its own, the same on every request", async () => {
    const [first, second] = h.league.players;
    const tagOf = async (id = "") => (await h.get(`/api/avatars/${id}.svg`)).headers.etag;
    const tag = await tagOf(first?.id);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(await tagOf(first?.id)).toBe(tag);
    expect(await tagOf(second?.id)).not.toBe(tag);
  });

  it("answers 404 in the error shape for unknown players and prefixes", async () => {
    expect(await expectNotFound("/api/avatars/nobody.svg")).toContain("nobody");
    expect(await expectNotFound("/api/logos/NOPE.svg")).toContain("NOPE");
    const malformed = await h.get("/api/avatars/a%20b.svg");
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).error.message).toContain("id must be");
  });
});
