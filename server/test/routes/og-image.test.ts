import type { MatchListItem } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH, matchCardSvg, playerCardSvg } from "../../src/og-image/cards.js";
import { PngCache } from "../../src/og-image/png-cache.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's own size, from its IHDR chunk (the first, right after the signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), "PNG signature").toBe(true);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Issue #21 item 6: the PNG pictures a shared match or player link unfurls with. */
describe("link-preview pictures (PGlite)", () => {
  let h: RoutesHarness;
  beforeAll(async () => {
    // Only GETs: the worker's shared read-only copy serves.
    h = await openRoutesHarness("pglite", {}, { readOnly: true });
  });
  afterAll(() => h?.close());

  const expectCard = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const png = res.rawPayload;
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(Number(res.headers["content-length"])).toBe(png.length);
    // Drawn, not blank: text, logos and boxes take well over a flat fill's few hundred bytes, and
    // a preview stays small enough for any chat client to fetch (Discord and Slack take MBs).
    expect(png.length).toBeGreaterThan(10_000);
    expect(png.length).toBeLessThan(400_000);
    return png;
  };

  it("draws a played match's score card, the same bytes from its cache the second time", async () => {
    const map = h.maps.find((m) => m.match.season === h.currentSeason && m.match.matchDay === "M1");
    const id = map?.match.scheduledMatchId;
    if (!id) throw new Error("no match day 1 match");
    const first = await expectCard(`/api/og/matches/${id}.png`);
    const again = await expectCard(`/api/og/matches/${id}.png`);
    expect(again.equals(first)).toBe(true);
    // Another match is another picture.
    const played = new Set(h.maps.map((m) => m.match.scheduledMatchId));
    const coming = h.league.matches.find((m) => m.season === h.currentSeason && !played.has(m.id));
    if (!coming) throw new Error("no match to come");
    expect((await expectCard(`/api/og/matches/${coming.id}.png`)).equals(first)).toBe(false);
  });

  it("draws a player's card", async () => {
    const player = h.league.players.find((p) => p.tier === "Premier" && p.teamId !== null);
    if (!player) throw new Error("no Premier player");
    await expectCard(`/api/og/players/${player.id}.png`);
  });

  it("answers 404 for an unknown match or player, 400 for an id that cannot be one", async () => {
    for (const url of ["/api/og/matches/s99-premier-m1-1.png", "/api/og/players/nobody-at-all.png"]) {
      const res = await h.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
    expect((await h.get("/api/og/matches/a%20b.png")).statusCode).toBe(400);
  });
});

describe("the cards' SVG", () => {
  const match = (overrides: Partial<MatchListItem>): MatchListItem => ({
    id: "s15-premier-m3-1",
    season: 15,
    tier: "Premier",
    matchType: "Regulation",
    matchDay: "M3",
    scheduledDate: "2026-11-07T01:00:00.000Z",
    completedAt: null,
    status: "completed",
    home: { id: "t1", name: "Rats & <Mice>", franchise: { name: "Rodents", prefix: "RAT" } },
    away: { id: "t2", name: "Cobras", franchise: null },
    maps: [{ matchId: "m1", mapNumber: 1, mapName: "de_anubis", homeScore: 13, awayScore: 9 }],
    winner: "home",
    ...overrides,
  });

  it("says the score, the map and where, with the names escaped", () => {
    const svg = matchCardSvg(match({}), { home: "<svg xmlns='http://www.w3.org/2000/svg'/>" });
    expect(svg).toContain("13 – 9");
    expect(svg).toContain("Anubis 13–9");
    expect(svg).toContain("Premier · Season 15 · Match day 3");
    expect(svg).toContain("Rats &amp; &lt;Mice&gt;");
    expect(svg).not.toContain("<Mice>");
    expect(svg).toContain('href="data:image/svg+xml;base64,');
  });

  it("counts maps won in a series, and gives a coming match's kickoff in the league's zone", () => {
    const series = matchCardSvg(
      match({
        maps: [
          { matchId: "a", mapNumber: 1, mapName: "de_nuke", homeScore: 10, awayScore: 13 },
          { matchId: "b", mapNumber: 2, mapName: "de_inferno", homeScore: 13, awayScore: 4 },
          { matchId: "c", mapNumber: 3, mapName: "de_mirage", homeScore: 16, awayScore: 14 },
        ],
      }),
      {},
    );
    expect(series).toContain("2 – 1");
    const coming = matchCardSvg(match({ maps: [], status: "not-played", winner: null }), {});
    expect(coming).toContain(">vs<");
    // 01:00 UTC on Nov 7 is 8 PM on Nov 6 in New York.
    expect(coming).toContain("Fri, Nov 6, 8:00 PM EST");
  });

  it("gives a player's figures, or says he has none this season", () => {
    const card = playerCardSvg(
      { name: "Quill", tier: "Elite", avatar: "<svg xmlns='http://www.w3.org/2000/svg'/>" },
      { season: 15, tier: "Elite", rating: 1.234, adr: 81.26, kast: 0.7149, maps: 12 },
    );
    for (const shown of ["Quill", "Elite · Season 15, regulation", ">1.23<", ">81.3<", ">71.5%<", ">12<"])
      expect(card).toContain(shown);
    const none = playerCardSvg({ name: "Quill", tier: "Elite", avatar: "<svg/>" }, null);
    expect(none).toContain("Elite · no maps this season");
  });
});

describe("PngCache", () => {
  it("draws once for concurrent asks, keeps the newest used, forgets a failure", async () => {
    const cache = new PngCache(2);
    let draws = 0;
    const draw = (bytes: string) => async () => {
      draws++;
      return Buffer.from(bytes);
    };
    const [a, b] = await Promise.all([cache.get("a", draw("A")), cache.get("a", draw("A"))]);
    expect(draws).toBe(1);
    expect(a).toBe(b);
    await cache.get("b", draw("B"));
    await cache.get("a", draw("A")); // a used last: b is now the oldest
    await cache.get("c", draw("C"));
    expect(cache.size).toBe(2);
    await cache.get("a", draw("A"));
    expect(draws).toBe(3);
    await cache.get("b", draw("B"));
    expect(draws).toBe(4);
    await expect(cache.get("x", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect((await cache.get("x", draw("X")))?.toString()).toBe("X");
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
