import {
  errorBodySchema,
  isRegularSeasonDay,
  pickemsConsensusSchema,
  pickemsLeaderboardSchema,
  pickemsResponseSchema,
  pickemsSearchSchema,
  postsResponseSchema,
  profileBundleSchema,
  REDACTED_PASSWORD,
  reputationResponseSchema,
  serverListResponseSchema,
  settingsSchema,
} from "@fragboard/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, serverNotices, servers, settings } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/** Reputation, profile, articles, pickems, servers, notifications and configuration against a seeded league. */
describe.each(ENGINES)("community reads on %s", (kind) => {
  let h: RoutesHarness;
  beforeAll(async () => {
    h = await openRoutesHarness(kind);
  });
  afterAll(() => h?.close());

  const ok = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const notFound = async (url: string) => {
    const res = await h.get(url);
    expect(res.statusCode).toBe(404);
    return errorBodySchema.parse(res.json()).error.message;
  };
  /** A Discord id no one has. */
  /** What the pickems pages call someone: his league player (lowest id), else his Discord name. */
  const pickerName = (discordId: string) =>
    h.league.players.filter((p) => p.discordId === discordId).sort((a, b) => a.id.localeCompare(b.id))[0]
      ?.name ?? h.community.users.find((u) => u.discordId === discordId)?.discordUsername;
  const STRANGER = "12345678901234567";
  const userWith = (predicate: (discordId: string) => boolean) =>
    h.community.users.find((u) => predicate(u.discordId))?.discordId as string;

  describe("GET /api/fragboard/plusRep", () => {
    it("counts a user's +rep and says who gave each one when", async () => {
      const receiver = h.community.reputation[0]?.receiverDiscordId as string;
      const given = h.community.reputation.filter((r) => r.receiverDiscordId === receiver);
      const body = reputationResponseSchema.parse(await ok(`/api/fragboard/plusRep?discordId=${receiver}`));
      expect(body).toEqual({
        repped: given.length,
        plusRep: Object.fromEntries(given.map((r) => [r.giverDiscordId, r.createdAt])),
      });
    });

    it("answers a player nobody repped with zero, and a stranger with a 404", async () => {
      const repped = new Set(h.community.reputation.map((r) => r.receiverDiscordId));
      const player = h.league.players.find((p) => !repped.has(p.discordId));
      expect(await ok(`/api/fragboard/plusRep?discordId=${player?.discordId}`)).toEqual({
        repped: 0,
        plusRep: {},
      });
      expect(await notFound(`/api/fragboard/plusRep?discordId=${STRANGER}`)).toBe(
        `No user or player has the Discord id ${STRANGER}.`,
      );
    });
  });

  describe("GET /api/profile", () => {
    it("bundles the stored profile with the player's team and MMR history", async () => {
      const stored = h.community.profiles.find((p) => Object.keys(p.profile).length > 3);
      const discordId = stored?.discordId as string;
      const player = h.league.players.find((p) => p.discordId === discordId);
      const body = profileBundleSchema.parse(await ok(`/api/profile?discordId=${discordId}`));
      expect(Object.keys(body).sort()).toEqual(["mmrHistory", "nameAliases", "profile", "teamHistory"]);
      expect(body.profile).toEqual(stored?.profile);
      const history = h.league.teamHistory.filter((e) => e.playerId === player?.id);
      expect(body.teamHistory).toEqual(
        history.map((e) => ({
          season: e.season,
          changeType: e.changeType,
          value: e.value,
          dateCreated: e.dateCreated,
          metadata: {
            ...(e.teamId ? { teamId: e.teamId } : {}),
            ...(e.franchisePrefix ? { franchisePrefix: e.franchisePrefix } : {}),
          },
        })),
      );
      const starts = new Map(h.league.seasons.map((s) => [s.number, s.startDate]));
      expect(body.mmrHistory).toEqual(
        h.league.playerSeasons
          .filter((ps) => ps.playerId === player?.id)
          .sort((a, b) => a.season - b.season)
          .map((ps) => ({ mmr: ps.mmr, date: starts.get(ps.season) })),
      );
      expect(body.nameAliases).toEqual([]);
    });

    it("always answers the four keys, with {} for someone who never saved a profile", async () => {
      const saved = new Set(h.community.profiles.map((p) => p.discordId));
      const player = h.league.players.find((p) => !saved.has(p.discordId) && p.type === "SIGNED");
      const body = profileBundleSchema.parse(await ok(`/api/profile?discordId=${player?.discordId}`));
      expect(body.profile).toEqual({});
      expect(body.teamHistory.length).toBeGreaterThan(0);
      expect(body.mmrHistory.length).toBeGreaterThan(0);
      expect(await notFound(`/api/profile?discordId=${STRANGER}`)).toContain(STRANGER);
    });
  });

  describe("articles", () => {
    it("lists approved articles only, newest first, withholding anonymous authors", async () => {
      const body = postsResponseSchema.parse(await ok("/api/fragboard/articles"));
      const approved = h.community.articles
        .filter((a) => a.approvalState === "APPROVED")
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      expect(body.map((p) => p.id)).toEqual(approved.map((a) => a.id));
      expect(body.every((p) => p.approvalState === "APPROVED")).toBe(true);
      expect(h.community.articles.some((a) => a.approvalState === "Pending")).toBe(true);
      for (const post of body) {
        const seeded = approved.find((a) => a.id === post.id);
        expect(post).toEqual({ ...seeded, discordId: seeded?.anonymous ? null : seeded?.discordId });
      }
      expect(await ok("/api/fragboard/articles?state=APPROVED")).toEqual(body);
    });

    it("refuses the Pending and REJECTED lists without an admin session", async () => {
      for (const state of ["Pending", "REJECTED"]) {
        const res = await h.get(`/api/fragboard/articles?state=${state}`);
        expect(res.statusCode).toBe(401);
        expect(errorBodySchema.parse(res.json()).error.code).toBe("UNAUTHORIZED");
      }
    });

    it("serves one approved article as a one-element list, and hides the others", async () => {
      const approved = h.community.articles.find((a) => a.approvalState === "APPROVED");
      const body = postsResponseSchema.parse(await ok(`/api/fragboard/articles/${approved?.id}`));
      expect(body).toHaveLength(1);
      expect(body[0]?.title).toBe(approved?.title);
      for (const hidden of h.community.articles.filter((a) => a.approvalState !== "APPROVED")) {
        expect(await notFound(`/api/fragboard/articles/${hidden.id}`)).toBe(
          `There is no article ${hidden.id}.`,
        );
      }
      await notFound("/api/fragboard/articles/9999");
    });

    it("continues article ids after the seeded ones", async () => {
      const [row] = await h.database.db
        .insert(articles)
        .values({
          discordId: h.community.users[0]?.discordId as string,
          title: "Fresh",
          bannerUrl: "https://example.com/banner.png",
          tags: [],
          content: "<p>hi</p>",
          anonymous: false,
        })
        .returning({ id: articles.id });
      expect(row?.id).toBe(h.community.articles.length + 1);
      await h.database.db.delete(articles).where(eq(articles.id, row?.id as number));
    });
  });

  describe("pickems", () => {
    const season = () => h.currentSeason - 1;

    it("serves a user's sheet, and no tier and no picks for someone without one", async () => {
      const sheet = h.community.pickems.find((p) => p.season === season());
      const body = pickemsResponseSchema.parse(
        await ok(`/api/fragboard/pickems?discordId=${sheet?.discordId}&season=${season()}`),
      );
      expect(body).toEqual({ tier: sheet?.tier, pickems: sheet?.picks, dateUpdated: sheet?.dateUpdated });
      const players = new Set(h.community.pickems.map((p) => p.discordId));
      const other = userWith((id) => !players.has(id));
      expect(await ok(`/api/fragboard/pickems?discordId=${other}&season=${season()}`)).toEqual({
        tier: null,
        pickems: {},
        dateUpdated: null,
      });
      await notFound(`/api/fragboard/pickems?discordId=${STRANGER}&season=${season()}`);
      await notFound(`/api/fragboard/pickems?discordId=${other}&season=99`);
    });

    it("adds up everyone's picks per match and team", async () => {
      const body = pickemsConsensusSchema.parse(
        await ok(`/api/fragboard/pickems/matchup-concensus?season=${season()}`),
      );
      const expected: Record<string, Record<string, { count: number; discordIds: string[] }>> = {};
      const sheets = h.community.pickems
        .filter((p) => p.season === season())
        .sort((a, b) => a.discordId.localeCompare(b.discordId));
      for (const sheet of sheets) {
        for (const [matchId, pick] of Object.entries(sheet.picks)) {
          if (!pick) continue;
          const teams = expected[matchId] ?? {};
          expected[matchId] = teams;
          const entry = teams[pick.teamId] ?? { count: 0, discordIds: [] };
          teams[pick.teamId] = entry;
          entry.count++;
          entry.discordIds.push(sheet.discordId);
        }
      }
      expect(body).toEqual(expected);
    });

    it("scores one point per pick of a completed match's winner, best first", async () => {
      const body = pickemsLeaderboardSchema.parse(
        await ok(`/api/fragboard/pickems/leaderboard?season=${season()}`),
      );
      // Winners by hand: the team with more of the match's maps.
      const mapWins = new Map<string, Map<string, number>>();
      for (const map of h.maps) {
        const [a, b] = map.match.teams;
        const winner = a.score > b.score ? a.teamId : b.teamId;
        const matchId = map.match.scheduledMatchId;
        if (!matchId || !winner) continue;
        const wins = mapWins.get(matchId) ?? new Map<string, number>();
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
        mapWins.set(matchId, wins);
      }
      const completed = new Set(h.league.matches.filter((m) => m.completedAt !== null).map((m) => m.id));
      const winnerOf = (matchId: string) =>
        completed.has(matchId)
          ? [...(mapWins.get(matchId) ?? [])].sort((x, y) => y[1] - x[1])[0]?.[0]
          : undefined;
      const sheets = h.community.pickems.filter((p) => p.season === season());
      const points = new Map(
        sheets.map((s) => [
          s.discordId,
          Object.entries(s.picks).filter(([id, pick]) => pick && winnerOf(id) === pick.teamId).length,
        ]),
      );
      expect(body.leaderboard).toHaveLength(sheets.length);
      for (const row of body.leaderboard) {
        expect(row.points).toBe(points.get(row.discordId));
        expect(row.name).toBe(pickerName(row.discordId));
      }
      const scores = body.leaderboard.map((r) => r.points);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBeGreaterThan(0);
      const latestSave = sheets
        .map((s) => s.dateUpdated)
        .sort()
        .at(-1) as string;
      expect(Date.parse(body.lastUpdate)).toBeGreaterThanOrEqual(Date.parse(latestSave));
    });

    it("lists who saved picks this season", async () => {
      const body = pickemsSearchSchema.parse(
        await ok(`/api/fragboard/pickemsSearch?season=${h.currentSeason}`),
      );
      const expected = h.community.pickems
        .filter((p) => p.season === h.currentSeason)
        .map((p) => ({
          discordId: p.discordId,
          name: pickerName(p.discordId),
          tier: p.tier,
          season: h.currentSeason,
        }))
        .sort((a, b) => a.discordId.localeCompare(b.discordId));
      expect(body).toEqual(expected);
      expect(body.some((r) => r.name.startsWith("Discord user"))).toBe(false);
      // Picks are for regular-season matches of the sheet's tier.
      const matches = new Map(h.league.matches.map((m) => [m.id, m]));
      for (const sheet of h.community.pickems) {
        for (const id of Object.keys(sheet.picks)) {
          expect(matches.get(id)?.tier).toBe(sheet.tier);
          expect(isRegularSeasonDay(matches.get(id)?.matchDay ?? "")).toBe(true);
        }
      }
    });
  });

  describe("GET /api/servers", () => {
    it("lists running servers with private passwords redacted, and the notice unless servers are healthy", async () => {
      const owner = h.community.users[0]?.discordId as string;
      const hour = 3_600_000;
      const server = (fields: Partial<typeof servers.$inferInsert>) => ({
        ownerDiscordId: owner,
        provider: "sandbox",
        port: 27015,
        type: "pug&prac.de_anubis",
        map: "de_anubis",
        password: "secret",
        isPrivate: true,
        expiresAt: new Date(Date.now() + hour),
        ...fields,
      });
      const inserted = await h.database.db
        .insert(servers)
        .values([
          server({ port: 27015 }),
          server({ port: 27016, isPrivate: false, password: "", expiresAt: new Date(Date.now() + 2 * hour) }),
          server({ port: 27017, expiresAt: new Date(Date.now() - hour) }),
          server({ port: 27018, stoppedAt: new Date() }),
        ])
        .returning({ id: servers.id });
      const body = serverListResponseSchema.parse(await ok("/api/servers"));
      // The seeded notice says the servers are healthy.
      expect(body.notice).toBeNull();
      expect(body.servers.map((s) => [s.screenid, s.port, s.password, s.isPrivate])).toEqual([
        [inserted[0]?.id, 27015, REDACTED_PASSWORD, true],
        [inserted[1]?.id, 27016, "", false],
      ]);
      expect(body.servers[0]).toMatchObject({ owner, type: "pug&prac.de_anubis" });

      const alert = { type: "alert" as const, message: "Servers may be unstable or non-functional." };
      await h.database.db
        .insert(serverNotices)
        .values({ ...alert, createdBy: owner, createdAt: new Date(Date.now() + 1000) });
      expect(serverListResponseSchema.parse(await ok("/api/servers")).notice).toEqual(alert);
      await h.database.db
        .insert(serverNotices)
        .values({ type: "", message: "", createdBy: owner, createdAt: new Date(Date.now() + 2000) });
      expect(serverListResponseSchema.parse(await ok("/api/servers")).notice).toBeNull();
    });
  });

  describe("GET /api/config", () => {
    it("serves the seeded lists, falling back to the default of a list not stored", async () => {
      expect(settingsSchema.parse(await ok("/api/config"))).toEqual(h.community.settings);
      await h.database.db.delete(settings).where(eq(settings.key, "twitchChannels"));
      expect(await ok("/api/config")).toEqual({ ...h.community.settings, twitchChannels: [] });
    });
  });
});
