import {
  accoladeRecordSchema,
  articleRecordSchema,
  groupSeasonStats,
  isRegularSeasonDay,
  type MapResult,
  notificationRecordSchema,
  PICKEM_LOCK_BEFORE_START_MS,
  pickemsRecordSchema,
  playerMapLines,
  profileRecordSchema,
  reputationRecordSchema,
  serverNoticeRecordSchema,
  settingsSchema,
  storeMap,
  userRecordSchema,
} from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CommunityOptions, faceitElo, simulateCommunity, simulateLeague } from "../src/index.js";

/** A league with one completed season, its map winners and season stats, as the seed passes them in. */
const NOW = new Date("2026-11-22T18:00:00.000Z");
const sim = simulateLeague({ seed: "community-tests", now: NOW, simulatedSeasons: 2 });
const { league, currentSeason } = sim;
const mapResults: MapResult[] = [];
const lines = [];
for (const events of sim.maps()) {
  const stored = storeMap(events);
  const [a, b] = stored.match.teams;
  const winner = a.score > b.score ? a.teamId : b.teamId;
  if (stored.match.scheduledMatchId && winner)
    mapResults.push({ scheduledMatchId: stored.match.scheduledMatchId, winnerTeamId: winner });
  lines.push(...playerMapLines(stored));
}
const options: CommunityOptions = { seed: 7, now: NOW, mapResults, seasonStats: groupSeasonStats(lines) };
const community = simulateCommunity(league, options);
const previousSeason = currentSeason - 1;

describe("simulateCommunity", () => {
  it("gives the same records for the same league and options, other ones for another seed", () => {
    expect(JSON.stringify(simulateCommunity(league, { ...options, now: new Date(NOW) }))).toBe(
      JSON.stringify(community),
    );
    expect(simulateCommunity(league, { ...options, seed: 8 }).users).not.toEqual(community.users);
  });

  it("returns records that pass core's community schemas", () => {
    userRecordSchema.array().parse(community.users);
    profileRecordSchema.array().parse(community.profiles);
    reputationRecordSchema.array().parse(community.reputation);
    articleRecordSchema.array().parse(community.articles);
    pickemsRecordSchema.array().parse(community.pickems);
    accoladeRecordSchema.array().parse(community.accolades);
    serverNoticeRecordSchema.array().parse(community.serverNotices);
    notificationRecordSchema.array().parse(community.notifications);
    settingsSchema.parse(community.settings);
  });

  it("dates nothing after today", () => {
    const dates = [
      ...community.users.map((u) => u.createdAt),
      ...community.profiles.flatMap((p) => [p.createdAt, p.updatedAt]),
      ...community.reputation.map((r) => r.createdAt),
      ...community.articles.flatMap((a) => [a.createdAt, a.updatedAt]),
      ...community.pickems.map((p) => p.dateUpdated),
      ...community.accolades.map((a) => a.createdAt),
      ...community.notifications.map((n) => n.createdAt),
    ];
    expect(dates.every((d) => Date.parse(d) <= NOW.getTime())).toBe(true);
  });

  it("signs up about 60% of the league's people and gives about 40% a profile", () => {
    const people = league.players.length;
    expect(community.users.length / people).toBeGreaterThan(0.5);
    expect(community.users.length / people).toBeLessThan(0.7);
    expect(community.profiles.length / people).toBeGreaterThan(0.3);
    expect(community.profiles.length / people).toBeLessThan(0.5);
    const byDiscord = new Map(league.players.map((p) => [p.discordId, p]));
    for (const u of community.users) expect(byDiscord.get(u.discordId)?.id).toBe(u.playerId);
    const users = new Set(community.users.map((u) => u.discordId));
    expect(community.profiles.every((p) => users.has(p.discordId))).toBe(true);
    // Some are left empty, the others answer most fields.
    expect(community.profiles.some((p) => Object.keys(p.profile).length === 0)).toBe(true);
    expect(community.profiles.some((p) => Object.keys(p.profile).length >= 12)).toBe(true);
  });

  it("gives +rep between distinct users, once per pair", () => {
    const users = new Set(community.users.map((u) => u.discordId));
    const pairs = community.reputation.map((r) => `${r.giverDiscordId}>${r.receiverDiscordId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const r of community.reputation) {
      expect(r.giverDiscordId).not.toBe(r.receiverDiscordId);
      expect(users.has(r.giverDiscordId) && users.has(r.receiverDiscordId)).toBe(true);
    }
    expect(community.reputation.length).toBeGreaterThan(community.users.length / 2);
  });

  it("writes 25 articles in creation order: 4 pending (the newest), 2 rejected, the rest approved", () => {
    const { articles } = community;
    expect(articles).toHaveLength(25);
    expect(articles.map((a) => a.id)).toEqual(articles.map((_, i) => i + 1));
    expect(articles.map((a) => a.createdAt)).toEqual(articles.map((a) => a.createdAt).sort());
    expect(articles.slice(-4).every((a) => a.approvalState === "Pending" && a.approvedBy === null)).toBe(
      true,
    );
    expect(articles.filter((a) => a.approvalState === "REJECTED")).toHaveLength(2);
    expect(articles.filter((a) => a.approvalState === "APPROVED")).toHaveLength(19);
    for (const a of articles) {
      expect(a.content).toMatch(/^<p>.*<h2>.*<(ul|ol)><li>/);
      expect(a.bannerURL).toMatch(/^(data:image\/svg\+xml,|\/api\/logos\/)/);
      expect(a.tags.length).toBeGreaterThan(0);
    }
  });

  it("saves pickems of about 150 users for this season and the last, on their tier's regular season", () => {
    const matches = new Map(league.matches.map((m) => [m.id, m]));
    const seasons = new Set(community.pickems.map((p) => p.season));
    expect([...seasons].sort()).toEqual([previousSeason, currentSeason]);
    const players = new Set(community.pickems.map((p) => p.discordId));
    expect(players.size).toBe(150);
    let right = 0;
    let wrong = 0;
    const winners = winnersOf(mapResults);
    for (const record of community.pickems) {
      for (const [matchId, pick] of Object.entries(record.picks)) {
        const match = matches.get(matchId);
        expect(match?.season).toBe(record.season);
        expect(match?.tier).toBe(record.tier);
        expect(isRegularSeasonDay(match?.matchDay ?? "")).toBe(true);
        // Saved before the pick locked.
        expect(Date.parse(record.dateUpdated)).toBeLessThanOrEqual(
          Date.parse(match?.scheduledDate ?? "") - PICKEM_LOCK_BEFORE_START_MS,
        );
        if (!pick || !match) continue;
        expect([match.homeTeamId, match.awayTeamId]).toContain(pick.teamId);
        const winner = winners.get(matchId);
        if (winner) pick.teamId === winner ? right++ : wrong++;
      }
    }
    expect(right).toBeGreaterThan(wrong);
    expect(wrong).toBeGreaterThan(0);
  });

  it("crowns the winners of each tier's final of the completed season, and its best ratings", () => {
    const winners = winnersOf(mapResults);
    const finals = league.matches.filter((m) => m.season === previousSeason && m.matchDay.startsWith("P"));
    const champions = new Set<string>();
    for (const tier of new Set(finals.map((m) => m.tier))) {
      const final = finals
        .filter((m) => m.tier === tier)
        .sort((a, b) => b.matchDay.localeCompare(a.matchDay))[0];
      const winner = final && winners.get(final.id);
      if (winner) champions.add(winner);
    }
    expect(champions.size).toBe(6);
    const awarded = community.accolades.filter((a) => a.badgeType === "championship");
    const expected = league.playerSeasons.filter(
      (ps) => ps.season === previousSeason && champions.has(ps.teamId ?? ""),
    );
    expect(awarded.map((a) => a.playerId).sort()).toEqual(expected.map((ps) => ps.playerId).sort());
    expect(community.accolades.every((a) => a.season === previousSeason)).toBe(true);

    const mvps = community.accolades.filter((a) => a.badgeType === "mvp");
    const allStars = community.accolades.filter((a) => a.badgeType === "all-star");
    expect(mvps).toHaveLength(6);
    expect(allStars).toHaveLength(30);
    for (const mvp of mvps) {
      const tier = mvp.metadata?.tier;
      const team = allStars.filter((a) => a.metadata?.tier === tier);
      expect(team.map((a) => a.playerId)).toContain(mvp.playerId);
      for (const star of team)
        expect(Number(mvp.metadata?.rating)).toBeGreaterThanOrEqual(Number(star.metadata?.rating));
    }
    expect(community.accolades.filter((a) => a.badgeType === "other").length).toBeGreaterThan(0);
  });

  it("welcomes everyone and tells each user without a filled-in profile that it is empty", () => {
    const [welcome, ...nudges] = community.notifications;
    expect(welcome?.discordId).toBeNull();
    const filled = new Set(
      community.profiles.filter((p) => Object.keys(p.profile).length > 0).map((p) => p.discordId),
    );
    const empty = community.users.filter((u) => !filled.has(u.discordId)).map((u) => u.discordId);
    expect(nudges.map((n) => n.discordId)).toEqual(empty);
    for (const n of nudges) {
      expect(n).toMatchObject({
        title: "It Looks like your profile is empty.",
        subText: "Click here to go to your profile.",
        href: "/profile",
      });
    }
    expect(community.serverNotices).toEqual([expect.objectContaining({ type: "", message: "" })]);
  });

  it("configures the lists of Our rules 10 from the league", () => {
    const { settings } = community;
    const steamIds = new Set(league.players.map((p) => p.steam64Id));
    const prefixes = new Set(league.franchises.map((f) => f.prefix));
    expect(Object.keys(settings.noveltyRoles)).toHaveLength(5);
    expect(Object.keys(settings.noveltyRoles).every((id) => steamIds.has(id))).toBe(true);
    expect(settings.serverRequestBanner.franchisePrefixes).toHaveLength(7);
    expect(settings.serverRequestBanner.franchisePrefixes.every((p) => prefixes.has(p))).toBe(true);
    expect(settings.serverRequestBanner.steamIds).toHaveLength(8);
    expect(settings.serverRequestBanner.steamIds.every((id) => steamIds.has(id))).toBe(true);
    expect(settings.standingsJsonUsers).toHaveLength(2);
    expect(settings.twitchChannels).toHaveLength(6);
  });
});

describe("faceitElo", () => {
  const player = { steam64Id: "76561198000000001", mmr: 1800, faceitName: "someone" };

  it("is null without a FACEIT account and the same number every time with one", () => {
    expect(faceitElo({ ...player, faceitName: null })).toBeNull();
    expect(faceitElo(player)).toBe(faceitElo({ ...player }));
  });

  it("never falls as MMR rises and stays in FACEIT's range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const eloLow = faceitElo({ ...player, mmr: Math.max(low, 1) }) as number;
        const eloHigh = faceitElo({ ...player, mmr: Math.max(high, 1) }) as number;
        expect(eloHigh).toBeGreaterThanOrEqual(eloLow);
        expect(eloLow).toBeGreaterThanOrEqual(100);
        expect(eloHigh).toBeLessThanOrEqual(3500);
      }),
    );
  });
});

/** Scheduled match -> the team that won more of its maps. */
function winnersOf(results: readonly MapResult[]): Map<string, string> {
  const wins = new Map<string, Map<string, number>>();
  for (const r of results) {
    const byTeam = wins.get(r.scheduledMatchId) ?? new Map<string, number>();
    byTeam.set(r.winnerTeamId, (byTeam.get(r.winnerTeamId) ?? 0) + 1);
    wins.set(r.scheduledMatchId, byTeam);
  }
  return new Map(
    [...wins].map(([id, byTeam]) => [id, [...byTeam].sort((a, b) => b[1] - a[1])[0]?.[0] as string]),
  );
}
