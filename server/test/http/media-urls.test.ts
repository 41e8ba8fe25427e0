import { CSC_PLAYERS, FRANCHISES } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { sessionKey, signSession } from "../../src/auth/session.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { articles } from "../../src/db/schema/index.js";
import { ingestLeague } from "../../src/ingest/league.js";
import { openTestDatabase } from "../helpers/databases.js";
import { smallLeague, TEST_NOW } from "../helpers/league.js";

const JWT_SECRET = "a-test-secret-that-is-long-enough-for-hs256";

/** Issue #12 item 9: another site's client loads our avatars and logos from us (PUBLIC_URL). */

const PUBLIC_URL = "https://stats.example.org/fragboard/";

describe("media URLs", () => {
  let database: Database;
  let season: number;
  let memberId: string;
  beforeAll(async () => {
    const sim = smallLeague("media-urls");
    season = sim.currentSeason;
    memberId = sim.league.players[0]?.discordId as string;
    database = await openTestDatabase("pglite");
    await ingestLeague(database.db, sim.league);
    // A seeded article's banner is one of our logos (a path); a user's is an address elsewhere.
    const article = {
      discordId: "100000000000000001",
      content: "<p>x</p>",
      tags: [],
      anonymous: false,
      approvalState: "APPROVED" as const,
    };
    await database.db.insert(articles).values([
      { ...article, title: "Ours", bannerUrl: "/api/logos/ABC.svg" },
      { ...article, title: "Theirs", bannerUrl: "https://example.com/banner.png" },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function answers(env: Record<string, string>) {
    const app = await buildApp({ database, config: loadConfig({ SIM_NOW: TEST_NOW, JWT_SECRET, ...env }) });
    try {
      const players = (await app.inject({ url: `/api/csc/cached-players?season=${season}` })).json();
      const graphql = async (query: string, variables: Record<string, unknown>) =>
        (await app.inject({ method: "POST", url: "/api/graphql/core", payload: { query, variables } })).json()
          .data;
      const franchises = (await graphql(FRANCHISES, { season })).franchises;
      const gqlPlayers = (await graphql(CSC_PLAYERS, {})).players;
      const posts: { title: string; bannerURL: string }[] = (
        await app.inject({ url: "/api/fragboard/articles" })
      ).json();
      const banners = Object.fromEntries(posts.map((p) => [p.title, p.bannerURL]));
      const token = await signSession(sessionKey(JWT_SECRET), { sub: memberId, scopes: [] }, "1h");
      const me = (await app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } })).json();
      const media: string[] = [
        ...players.data.map((p: { avatarUrl: string }) => p.avatarUrl),
        ...franchises.map((f: { logo: { url: string } }) => f.logo.url),
        ...gqlPlayers.map((p: { avatarUrl: string }) => p.avatarUrl),
        banners.Ours ?? "",
        me.user.avatar,
        me.player.avatarUrl,
      ];
      // Each is served by this app at its path.
      const path = new URL(media[0] ?? "", "http://localhost").pathname.replace(/^\/fragboard/, "");
      const served = await app.inject({ url: path });
      return {
        media,
        served: served.statusCode,
        counts: [players.data.length, franchises.length],
        external: banners.Theirs,
      };
    } finally {
      await app.close();
    }
  }

  it("are paths on this server without PUBLIC_URL", async () => {
    const { media, served, counts } = await answers({});
    expect(counts.every((n) => n > 0)).toBe(true);
    for (const url of media) expect(url).toMatch(/^\/api\/(avatars|logos)\//);
    expect(served).toBe(200);
  });

  it("are absolute under PUBLIC_URL, in REST and GraphQL answers and article banners alike", async () => {
    const { media, served, external } = await answers({ PUBLIC_URL });
    for (const url of media)
      expect(url).toMatch(/^https:\/\/stats\.example\.org\/fragboard\/api\/(avatars|logos)\//);
    expect(served).toBe(200);
    expect(external).toBe("https://example.com/banner.png");
  });

  it("refuses a PUBLIC_URL that is not an http(s) address, naming it", () => {
    expect(() => loadConfig({ PUBLIC_URL: "stats.example.org" })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: "https://x.org/?a=1" })).toThrow(/PUBLIC_URL/);
  });
});
