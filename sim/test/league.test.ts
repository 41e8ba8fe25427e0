import {
  COMPETITIVE_MAPS,
  FIRST_SELECTABLE_SEASON,
  franchiseSchema,
  LEAGUE_TIME_ZONE,
  PLAYER_TYPES,
  type PlayerType,
  playerSchema,
  playerSeasonSchema,
  scheduledMatchSchema,
  seasonSchema,
  seasonTierSchema,
  TIER_EVENING_SLOTS,
  TIER_NAMES,
  TIERS,
  teamHistoryEntrySchema,
  teamSchema,
  tierInfo,
} from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simulateLeague } from "../src/index.js";
import { MAX_TAGS_PER_STEM } from "../src/league/names.js";
import { zonedTime } from "../src/league/zoned-time.js";
import { peopleFigures } from "../src/realism/people.js";

const NOW = new Date("2026-11-22T18:00:00.000Z");
const sim = simulateLeague({ seed: "league-tests", now: NOW });
const { league, currentSeason } = sim;
const simulatedSeasons = [currentSeason - 2, currentSeason - 1, currentSeason];
/** Types that hold a roster place (a temp-signed player stands in for a subbed-out one). */
const SUBBED_OUT: PlayerType = "SIGNED_SUBBED";

describe("simulateLeague records", () => {
  it("pass their core schemas", () => {
    for (const s of league.seasons) seasonSchema.parse(s);
    for (const t of league.seasonTiers) seasonTierSchema.parse(t);
    for (const f of league.franchises) franchiseSchema.parse(f);
    for (const t of league.teams) teamSchema.parse(t);
    for (const p of league.players) playerSchema.parse(p);
    for (const p of league.playerSeasons) playerSeasonSchema.parse(p);
    for (const h of league.teamHistory) teamHistoryEntrySchema.parse(h);
    for (const m of league.matches) scheduledMatchSchema.parse(m);
  });

  it("has seasons 11..current, the last three simulated, in calendar order", () => {
    expect(league.seasons.map((s) => s.number)).toEqual(
      Array.from(
        { length: currentSeason - FIRST_SELECTABLE_SEASON + 1 },
        (_, i) => FIRST_SELECTABLE_SEASON + i,
      ),
    );
    expect(league.seasons.filter((s) => s.simulated).map((s) => s.number)).toEqual(simulatedSeasons);
    league.seasons.forEach((s, i) => {
      expect(s.startDate < s.regularSeasonStart && s.regularSeasonStart < s.endDate).toBe(true);
      const next = league.seasons[i + 1];
      if (next) expect(s.endDate < next.startDate).toBe(true);
    });
    const current = league.seasons.at(-1)!;
    expect(Date.parse(current.regularSeasonStart)).toBeLessThan(NOW.getTime());
    expect(Date.parse(current.endDate)).toBeGreaterThan(NOW.getTime());
    expect(league.seasonTiers).toHaveLength(league.seasons.length * TIERS.length);
  });

  it("has about 30 franchises with logos, unique prefixes (SAV among them) and their management", () => {
    expect(league.franchises.length).toBeGreaterThanOrEqual(28);
    const prefixes = league.franchises.map((f) => f.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes).toContain("SAV");
    for (const p of prefixes) expect(p).toMatch(/^[A-Z]{2,4}$/);
    const players = new Map(league.players.map((p) => [p.id, p]));
    for (const f of league.franchises) {
      expect(f.logoSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg".*<\/svg>$/);
      expect(f.logoSvg).toContain(f.prefix);
      expect(players.has(f.gmPlayerId)).toBe(true);
      for (const id of f.agmPlayerIds) expect(players.has(id)).toBe(true);
      expect(f.agmPlayerId).toBe(f.agmPlayerIds[0] ?? null);
      expect(new Set([f.gmPlayerId, ...f.agmPlayerIds]).size).toBe(f.agmPlayerIds.length + 1);
    }
    const logos = new Set(league.franchises.map((f) => f.logoSvg));
    expect(logos.size).toBe(league.franchises.length);
  });

  it("gives each franchise 2 to 5 teams per season, in different tiers", () => {
    for (const season of simulatedSeasons) {
      for (const f of league.franchises) {
        const tiers = league.teams
          .filter((t) => t.season === season && t.franchiseId === f.id)
          .map((t) => t.tier);
        expect(tiers.length).toBeGreaterThanOrEqual(2);
        expect(tiers.length).toBeLessThanOrEqual(5);
        expect(new Set(tiers).size).toBe(tiers.length);
      }
    }
  });

  it("populates every tier with more teams than its playoff line, two conferences each, and players", () => {
    for (const season of simulatedSeasons) {
      const teams = league.teams.filter((t) => t.season === season);
      expect(teams.length).toBeGreaterThanOrEqual(90);
      expect(new Set(teams.map((t) => t.name)).size).toBe(teams.length);
      for (const tier of TIER_NAMES) {
        const inTier = teams.filter((t) => t.tier === tier);
        expect(inTier.length).toBeGreaterThan(tierInfo(tier).playoffLine);
        expect(new Set(inTier.map((t) => t.division)).size).toBe(2);
        const players = league.playerSeasons.filter((p) => p.season === season && p.tier === tier);
        expect(players.length).toBeGreaterThan(inTier.length * 5);
      }
    }
  });

  it("keeps every roster at 5-6 players within the tier's MMR band and under its cap", () => {
    const teamById = new Map(league.teams.map((t) => [t.id, t]));
    for (const season of simulatedSeasons) {
      for (const team of league.teams.filter((t) => t.season === season)) {
        const rows = league.playerSeasons.filter((p) => p.season === season && p.teamId === team.id);
        const counted = rows.filter((p) => p.type !== SUBBED_OUT);
        const info = tierInfo(team.tier);
        expect(counted.length).toBeGreaterThanOrEqual(5);
        expect(counted.length).toBeLessThanOrEqual(6);
        expect(counted.reduce((sum, p) => sum + p.mmr, 0)).toBeLessThanOrEqual(info.mmrCap);
        for (const p of rows) {
          expect(p.tier).toBe(team.tier);
          expect(p.mmr).toBeGreaterThanOrEqual(info.mmrMin);
          expect(p.mmr).toBeLessThanOrEqual(info.mmrMax);
        }
        expect(rows.some((p) => p.playerId === team.captainPlayerId)).toBe(true);
        expect(teamById.get(team.id)).toBe(team);
      }
    }
  });

  it("has about 800 players with unique names and accounts, and every player type", () => {
    const { players } = league;
    expect(players.length).toBeGreaterThanOrEqual(750);
    expect(players.length).toBeLessThanOrEqual(900);
    for (const key of ["id", "name", "steam64Id", "discordId"] as const) {
      expect(new Set(players.map((p) => p[key].toLowerCase())).size).toBe(players.length);
    }
    for (const p of players) {
      expect(p.steam64Id).toMatch(/^7656119\d{10}$/);
      expect(p.discordId).toMatch(/^[1-9]\d{17}$/);
      if (p.crosshairShareCode) expect(p.crosshairShareCode).toMatch(/^CSGO(-[A-Za-z0-9]{5}){5}$/);
      expect(p.avatarUrl).toBe(`/api/avatars/${p.id}.svg`);
    }
    const faceit = players.filter((p) => p.faceitName).length / players.length;
    expect(faceit).toBeGreaterThan(0.3);
    expect(faceit).toBeLessThan(0.5);
    const types = new Set(players.map((p) => p.type));
    for (const type of PLAYER_TYPES) expect(types, type).toContain(type);
    expect(players.filter((p) => p.type === "SIGNED").length).toBeGreaterThan(players.length / 2);
  });

  it("keeps the current records consistent with the current season", () => {
    const teams = new Map(league.teams.filter((t) => t.season === currentSeason).map((t) => [t.id, t]));
    const rows = new Map(
      league.playerSeasons.filter((p) => p.season === currentSeason).map((p) => [p.playerId, p]),
    );
    for (const p of league.players) {
      const row = rows.get(p.id);
      expect(row, p.name).toBeDefined();
      expect(row).toMatchObject({ tier: p.tier, teamId: p.teamId, type: p.type, mmr: p.mmr });
      if (p.teamId) expect(teams.get(p.teamId)?.tier).toBe(p.tier);
      const unrated = ["SPECTATOR", "INACTIVE", "UNROSTERED_GM", "UNROSTERED_AGM"].includes(p.type);
      expect(p.tier === "Unrated").toBe(unrated);
      if (["SIGNED", "SIGNED_PROMOTED", "SIGNED_SUBBED", "INACTIVE_RESERVE"].includes(p.type)) {
        expect(p.teamId).not.toBeNull();
        expect(p.contractDuration).toBeGreaterThan(0);
      }
      if (p.type === "EXPIRED") expect(p.contractDuration).toBe(0);
    }
  });

  it("moves players between tiers across seasons", () => {
    const tiers = new Map<string, Set<string>>();
    for (const p of league.playerSeasons) {
      if (p.tier === "Unrated") continue;
      tiers.set(p.playerId, (tiers.get(p.playerId) ?? new Set()).add(p.tier));
    }
    const movers = [...tiers.values()].filter((t) => t.size > 1).length;
    expect(movers).toBeGreaterThan(50);
  });

  it("schedules one match per team per match day, with bans on played regular-season matches", () => {
    const lobbies = new Set(league.matches.map((m) => m.lobbyId));
    expect(lobbies.size).toBe(league.matches.length);
    const byDay = new Map<string, number>();
    for (const m of league.matches) {
      expect(m.homeTeamId).not.toBe(m.awayTeamId);
      for (const team of [m.homeTeamId, m.awayTeamId]) {
        const key = `${m.season}|${m.matchDay}|${team}`;
        byDay.set(key, (byDay.get(key) ?? 0) + 1);
      }
      // Simulated matches have no demo files, so none links to one.
      expect(m.demoUrl).toBeNull();
      if (m.completedAt === null) {
        expect(m.mapBans).toEqual([]);
        continue;
      }
      if (m.matchDay.startsWith("M")) {
        expect(m.mapBans.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6]);
        const banners = m.mapBans.map((b) => b.teamId);
        expect(banners[0]).not.toBe(banners[1]);
        expect(banners.filter((t) => t === banners[0])).toHaveLength(3);
      } else {
        expect(m.mapBans).toHaveLength(4);
      }
      expect(new Set(m.mapBans.map((b) => b.map)).size).toBe(m.mapBans.length);
      for (const b of m.mapBans) expect(COMPETITIVE_MAPS).toContain(b.map);
    }
    expect([...byDay.values()].every((n) => n === 1)).toBe(true);
    const withServer = league.matches.filter((m) => m.server).length;
    expect(withServer).toBeGreaterThan(0);
    expect(withServer).toBeLessThan(league.matches.length);
  });

  it("plays 15 regular match days, then playoffs down to each tier's line in complete seasons", () => {
    for (const season of simulatedSeasons) {
      const matches = league.matches.filter((m) => m.season === season);
      const regularDays = new Set(matches.filter((m) => m.matchDay.startsWith("M")).map((m) => m.matchDay));
      expect(regularDays.size).toBe(15);
      for (const tier of TIER_NAMES) {
        const playoffs = matches.filter((m) => m.tier === tier && m.matchDay.startsWith("P"));
        const teams = new Set(playoffs.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
        if (season === currentSeason) expect(playoffs).toHaveLength(0);
        else {
          expect(teams.size).toBe(tierInfo(tier).playoffLine);
          // Single elimination: one series fewer than teams.
          expect(playoffs).toHaveLength(tierInfo(tier).playoffLine - 1);
        }
      }
    }
  });

  it("keeps history entries dated before now, pointing at real teams", () => {
    const teamIds = new Set(league.teams.map((t) => t.id));
    const kinds = new Set(league.teamHistory.map((h) => h.changeType));
    for (const kind of ["SIGN", "CUT", "SUB", "DRAFT", "PROMOTE", "RELEASE"] as const)
      expect(kinds).toContain(kind);
    for (const h of league.teamHistory) {
      expect(Date.parse(h.dateCreated)).toBeLessThan(NOW.getTime());
      if (h.teamId) expect(teamIds.has(h.teamId)).toBe(true);
      expect(h.value).toContain(`(${h.franchisePrefix})`);
    }
  });
});

describe("match times", () => {
  const leagueClock = new Intl.DateTimeFormat("en-US", {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

  it("start each regular-season match on a Tuesday or Thursday evening at its tier's slot, league time", () => {
    const regular = league.matches.filter((m) => m.matchDay.startsWith("M"));
    expect(regular.length).toBeGreaterThan(0);
    for (const match of regular) {
      const parts = Object.fromEntries(
        leagueClock.formatToParts(new Date(match.scheduledDate)).map((p) => [p.type, p.value]),
      );
      expect(
        `${parts.weekday} ${parts.hour}:${parts.minute}`,
        `${match.id} at ${match.scheduledDate}`,
      ).toMatch(new RegExp(`^(Tue|Thu) ${hhmm(TIER_EVENING_SLOTS[match.tier])}$`));
    }
  });

  it("keep the evening through daylight saving: 8 PM Eastern is 00:00 UTC in summer, 01:00 in winter", () => {
    expect(
      new Date(zonedTime(new Date("2026-03-10T00:00:00Z"), 20 * 60, LEAGUE_TIME_ZONE)).toISOString(),
    ).toBe("2026-03-11T00:00:00.000Z");
    expect(
      new Date(zonedTime(new Date("2026-03-03T00:00:00Z"), 20 * 60, LEAGUE_TIME_ZONE)).toISOString(),
    ).toBe("2026-03-04T01:00:00.000Z");
    // Past midnight on the wall clock: a late playoff map runs into the next day.
    expect(
      new Date(zonedTime(new Date("2026-11-03T00:00:00Z"), 25 * 60, LEAGUE_TIME_ZONE)).toISOString(),
    ).toBe("2026-11-04T06:00:00.000Z");
  });
});

describe("the current season around now", () => {
  it("has played and open matches for any now, and none under way", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2035-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (now) => {
          const { league, currentSeason } = simulateLeague({ seed: "around-now", now, simulatedSeasons: 1 });
          const current = league.matches.filter((m) => m.season === currentSeason);
          const played = current.filter((m) => m.completedAt !== null);
          const open = current.filter((m) => m.completedAt === null);
          expect(played.length).toBeGreaterThan(0);
          expect(open.length).toBeGreaterThan(0);
          for (const m of played) expect(Date.parse(m.completedAt as string)).toBeLessThan(now.getTime());
          // Open for pick'ems: more than five minutes ahead.
          for (const m of open)
            expect(Date.parse(m.scheduledDate)).toBeGreaterThan(now.getTime() + 5 * 60_000);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("other seeds", () => {
  it("always fill every roster under the cap and show every player type", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, seasons) => {
          const { league } = simulateLeague({ seed, now: NOW, simulatedSeasons: seasons });
          expect(new Set(league.players.map((p) => p.type)).size).toBe(PLAYER_TYPES.length);
          const mmr = new Map<string, number>();
          const size = new Map<string, number>();
          for (const p of league.playerSeasons) {
            if (p.teamId === null || p.type === SUBBED_OUT) continue;
            mmr.set(p.teamId, (mmr.get(p.teamId) ?? 0) + p.mmr);
            size.set(p.teamId, (size.get(p.teamId) ?? 0) + 1);
          }
          for (const team of league.teams) {
            expect(size.get(team.id)).toBeGreaterThanOrEqual(5);
            expect(mmr.get(team.id)).toBeLessThanOrEqual(tierInfo(team.tier).mmrCap);
          }
          // Team names of the franchise's theme, few repeated name stems, no pile of MMR at a
          // band's limit, and no promoted player who did not move up.
          const people = peopleFigures(league);
          expect(people.teamsInFranchiseTheme).toBe(1);
          expect(people.mostSharedNameStem).toBeLessThanOrEqual(MAX_TAGS_PER_STEM);
          expect(people.mmrAtBandLimits).toBeLessThan(0.01);
          expect(people.promotedWithoutRise).toBe(0);
        },
      ),
      { numRuns: 6 },
    );
  });
});
