import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { TEST_NOW } from "../helpers/league.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

const INDEX = `<!doctype html><html><head>
<meta name="description" content="Fragboard: stats." />
<title>Fragboard</title>
</head><body></body></html>`;
const HTML = { accept: "text/html", host: "stats.example.org" };

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

/** Issue #21 item 6: a shared match or player link says what it is before the app runs. */
describe("the HTML of a match page and a player page", () => {
  let h: RoutesHarness;
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await openRoutesHarness("pglite", {}, { readOnly: true });
    dist = await mkdtemp(path.join(tmpdir(), "fragboard-meta-"));
    await writeFile(path.join(dist, "index.html"), INDEX);
    app = await buildApp({ database: h.database, config: loadConfig({ SIM_NOW: TEST_NOW }), webDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
    await rm(dist, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ url, headers: HTML });

  it("a played match: the score in the title, where and how in the description", async () => {
    const map = h.maps.find((m) => m.match.season === h.currentSeason && m.match.matchDay === "M1");
    const scheduled = h.league.matches.find((m) => m.id === map?.match.scheduledMatchId);
    if (!map || !scheduled) throw new Error("no match day 1 map");
    const home = map.match.teams.find((t) => t.teamId === scheduled.homeTeamId);
    const away = map.match.teams.find((t) => t.teamId === scheduled.awayTeamId);
    const res = await get(`/matches/${scheduled.id}`);
    expect(res.statusCode).toBe(200);
    const title = `${home?.name} ${home?.score}–${away?.score} ${away?.name} · Match day 1 · Fragboard`;
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(meta(res.body, "og:title")).toBe(title);
    expect(meta(res.body, "og:description")).toBe(
      `Premier, season ${h.currentSeason}, Match day 1: ${home?.name} against ${away?.name}, ${home?.score}–${away?.score} on ${map.match.mapName.replace("de_", "")}.`,
    );
    // A PNG drawn for it (og-image.test.ts): chat clients show no SVG. Absolute without
    // PUBLIC_URL too, under the address asked: link previews do not resolve a path.
    expect(meta(res.body, "og:image")).toBe(`http://stats.example.org/api/og/matches/${scheduled.id}.png`);
    expect(res.body).not.toContain('content="Fragboard: stats."');
  });

  it("a match to come: its kickoff in the league's evening, its zone named", async () => {
    const played = new Set(h.maps.map((m) => m.match.scheduledMatchId));
    const coming = h.league.matches.find(
      (m) => m.season === h.currentSeason && m.matchDay.startsWith("M") && !played.has(m.id),
    );
    if (!coming) throw new Error("no match to come");
    const res = await get(`/matches/${coming.id}`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, "og:description")).toMatch(
      /, scheduled for (Tue|Thu), [A-Z][a-z]{2} \d{1,2}, (8|9|10):(00|30) PM E[SD]T\.$/,
    );
  });

  it("an unknown match id answers 404 with the app's HTML; /matches/h2h is no match id", async () => {
    const unknown = await get("/matches/s99-premier-m1-1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("<title>Fragboard</title>");
    expect((await get("/matches/h2h?teams=a,b")).statusCode).toBe(200);
    expect((await get("/matches")).statusCode).toBe(200);
  });

  it("a player: his name in the title, his season's rating in the description, his picture", async () => {
    const player = h.league.players.find((p) => p.tier === "Premier" && p.teamId !== null);
    if (!player) throw new Error("no Premier player");
    const res = await get(`/players/${encodeURIComponent(player.name)}`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, "og:title")).toBe(`${player.name} · Fragboard`);
    expect(meta(res.body, "og:description")).toMatch(
      new RegExp(
        `^${player.name}: Premier, rating \\d\\.\\d\\d over \\d+ maps, ADR \\d+\\.\\d in season ${h.currentSeason}\\.$`,
      ),
    );
    expect(meta(res.body, "og:image")).toBe(`http://stats.example.org/api/og/players/${player.id}.png`);
    // A name nobody has is a 404 (the app offers the players it finds): page-status.test.ts.
    const nobody = await get("/players/Nobody%20At%20All");
    expect(nobody.statusCode).toBe(404);
    expect(meta(nobody.body, "og:title")).toBeUndefined();
  });
});
