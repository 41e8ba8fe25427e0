import {
  COMPETITIVE_MAPS,
  computeStandings,
  type MapBan,
  type MatchSummary,
  REGULAR_SEASON_MATCH_DAYS,
  type ScheduledMatch,
  type Team,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import type { FixtureTeam, MapFixture, SimPlayer } from "../match/fixture.js";
import { mapScore, mapSummary } from "../match/simulate.js";
import type { Rng } from "../random.js";
import { gameTime, isoTime, minutes, type SeasonCalendar } from "./calendar.js";
import type { Roster } from "./draft.js";
import type { IdMaker } from "./identity.js";
import type { Lineups } from "./lineups.js";
import { bracketOrder, roundRobin } from "./schedule.js";
import { banToOne, type MapPool, pickBanThree } from "./veto.js";

/**
 * A season's league matches: the regular season (one map per match day), then best-of-three
 * playoffs for the teams above each tier's playoff line, seeded by the standings. Played maps
 * become fixtures; their scores come from the map plan, so the schedule never waits for events.
 */

export type MatchContext = {
  seed: string;
  season: number;
  calendar: SeasonCalendar;
  teams: readonly Team[];
  rosters: ReadonlyMap<string, Roster>;
  pools: ReadonlyMap<string, MapPool>;
  lineups: Lineups;
  lobbies: IdMaker;
  rng: Rng;
  matches: ScheduledMatch[];
  fixtures: MapFixture[];
};

/** How long a map takes, roughly: warm-up plus the rounds played. */
const mapLength = (score: readonly number[]) => minutes(20 + 1.75 * (score[0] ?? 0) + 1.75 * (score[1] ?? 0));
/** Playoff maps of a series start this far apart. */
const SERIES_GAP_MINUTES = 55;
/** Each combine night plays this many waves of games, an hour apart. */
const COMBINE_WAVES = 2;
const COMBINE_WAVE_MINUTES = 60;

const slug = (tier: TierName) => tier.toLowerCase();

function fixtureTeam(ctx: MatchContext, team: Team, players: SimPlayer[], map: string): FixtureTeam {
  return { teamId: team.id, name: team.name, players, mapEdge: ctx.pools.get(team.id)?.edge.get(map) ?? 0 };
}

function scheduled(
  ctx: MatchContext,
  id: string,
  tier: TierName,
  matchDay: string,
  start: number,
  home: Team,
  away: Team,
): ScheduledMatch {
  return {
    id,
    season: ctx.season,
    tier,
    matchType: "Regulation",
    matchDay,
    scheduledDate: isoTime(start),
    completedAt: null,
    homeTeamId: home.id,
    awayTeamId: away.id,
    lobbyId: ctx.lobbies.lobby(),
    mapBans: [],
    demoUrl: null,
    server: null,
  };
}

/**
 * What a played match gains: bans, completion time and (often) the server it ran on. No demo URL:
 * a simulated match has no demo file, and a link to nowhere is worse than no link.
 */
function complete(ctx: MatchContext, match: ScheduledMatch, bans: MapBan[], end: number) {
  const { rng } = ctx;
  match.mapBans = bans;
  match.completedAt = isoTime(end);
  if (rng.chance(0.65)) {
    const port = 27015 + 10 * rng.int(0, 40);
    match.server = {
      connectString: `connect 203.0.113.${rng.int(10, 250)}:${port}; password ${rng.chars("abcdefghjkmnpqrstuvwxyz23456789", 6)}`,
      port,
      gotv: port + 5,
    };
  }
}

const rosterOf = (ctx: MatchContext, team: Team) => ctx.rosters.get(team.id) as Roster;

/** Plays the match days up to now; returns each tier's played maps for the standings. */
export function playRegularSeason(ctx: MatchContext): Map<TierName, MatchSummary[]> {
  const results = new Map<TierName, MatchSummary[]>();
  for (const tier of TIER_NAMES) {
    const teams = ctx.teams.filter((t) => t.tier === tier);
    const tierResults: MatchSummary[] = [];
    results.set(tier, tierResults);
    roundRobin(ctx.rng, teams, REGULAR_SEASON_MATCH_DAYS).forEach((pairs, d) => {
      const matchDay = `M${d + 1}`;
      const slot = ctx.calendar.days.get(matchDay) as number;
      const start = gameTime(slot, tier);
      pairs.forEach(([home, away], k) => {
        const id = `s${ctx.season}-${slug(tier)}-${matchDay.toLowerCase()}-${k + 1}`;
        const match = scheduled(ctx, id, tier, matchDay, start, home, away);
        ctx.matches.push(match);
        if (slot > ctx.calendar.lastPlayedSlot) return;
        const homePool = ctx.pools.get(home.id) as MapPool;
        const awayPool = ctx.pools.get(away.id) as MapPool;
        const veto = ctx.rng.chance(0.5)
          ? banToOne(ctx.rng, homePool, awayPool)
          : banToOne(ctx.rng, awayPool, homePool);
        const fixture: MapFixture = {
          matchId: id,
          scheduledMatchId: id,
          season: ctx.season,
          tier,
          matchType: "Regulation",
          matchDay,
          mapName: veto.map,
          mapNumber: 1,
          playedAt: match.scheduledDate,
          teams: [
            fixtureTeam(ctx, home, ctx.lineups.pick(rosterOf(ctx, home), matchDay), veto.map),
            fixtureTeam(ctx, away, ctx.lineups.pick(rosterOf(ctx, away), matchDay), veto.map),
          ],
        };
        const summary = mapSummary(fixture, ctx.seed);
        ctx.fixtures.push(fixture);
        tierResults.push(summary);
        complete(ctx, match, veto.bans, start + mapLength(summary.teamStats.map((t) => t.score)));
      });
    });
  }
  return results;
}

/** Single elimination over best-of-three series, top seeds first in the bracket, byes where it is not full. */
export function playPlayoffs(ctx: MatchContext, results: ReadonlyMap<TierName, MatchSummary[]>) {
  for (const tier of TIER_NAMES) {
    // Seeded by the same standings the site shows, so the teams above the playoff line go through.
    const byName = new Map(ctx.teams.filter((t) => t.tier === tier).map((t) => [t.name, t]));
    const standings = computeStandings(results.get(tier) ?? [], { tier, franchiseOf: () => null });
    const seeds = standings.rows.slice(0, standings.playoffLine).map((row) => byName.get(row.name) as Team);
    const seedOf = new Map(seeds.map((t, i) => [t.id, i + 1]));
    let size = 1;
    while (size < seeds.length) size *= 2;
    let alive: (Team | null)[] = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null);
    for (let round = 1; alive.length > 1; round++) {
      const next: (Team | null)[] = [];
      for (let i = 0; i < alive.length; i += 2) {
        const a = alive[i] ?? null;
        const b = alive[i + 1] ?? null;
        if (!a || !b) {
          next.push(a ?? b);
          continue;
        }
        const [high, low] = (seedOf.get(a.id) ?? 0) < (seedOf.get(b.id) ?? 0) ? [a, b] : [b, a];
        next.push(playSeries(ctx, tier, round, next.length + 1, high, low));
      }
      alive = next;
    }
  }
}

function playSeries(
  ctx: MatchContext,
  tier: TierName,
  round: number,
  k: number,
  high: Team,
  low: Team,
): Team {
  const matchDay = `P${round}`;
  const slot = ctx.calendar.days.get(matchDay) as number;
  const id = `s${ctx.season}-${slug(tier)}-${matchDay.toLowerCase()}-${k}`;
  const match = scheduled(ctx, id, tier, matchDay, gameTime(slot, tier), high, low);
  ctx.matches.push(match);
  const veto = pickBanThree(ctx.rng, ctx.pools.get(high.id) as MapPool, ctx.pools.get(low.id) as MapPool);
  const lineups = [
    ctx.lineups.pick(rosterOf(ctx, high), matchDay),
    ctx.lineups.pick(rosterOf(ctx, low), matchDay),
  ];
  const wins: [number, number] = [0, 0];
  let end = 0;
  for (const [i, map] of veto.maps.entries()) {
    if (Math.max(...wins) === 2) break;
    const start = gameTime(slot, tier, i * SERIES_GAP_MINUTES);
    const fixture: MapFixture = {
      matchId: `${id}-${i + 1}`,
      scheduledMatchId: id,
      season: ctx.season,
      tier,
      matchType: "Regulation",
      matchDay,
      mapName: map,
      mapNumber: i + 1,
      playedAt: isoTime(start),
      teams: [fixtureTeam(ctx, high, lineups[0] ?? [], map), fixtureTeam(ctx, low, lineups[1] ?? [], map)],
    };
    const score = mapScore(fixture, ctx.seed);
    ctx.fixtures.push(fixture);
    wins[score[0] > score[1] ? 0 : 1]++;
    end = start + mapLength(score);
  }
  complete(ctx, match, veto.bans, end);
  return wins[0] > wins[1] ? high : low;
}

/**
 * Combines: before the regular season, players of a tier are thrown together into ad-hoc
 * teams of five (balanced by skill), for one map in each wave of a combine night.
 */
export function playCombines(
  ctx: Pick<MatchContext, "season" | "calendar" | "rng" | "fixtures">,
  attendees: (tier: TierName) => SimPlayer[],
) {
  const { rng } = ctx;
  for (const [matchDay, slot] of ctx.calendar.days) {
    if (!matchDay.startsWith("C")) continue;
    for (const tier of TIER_NAMES) {
      const present = attendees(tier);
      let game = 0;
      for (let wave = 0; wave < COMBINE_WAVES; wave++) {
        const players = rng.shuffle(present);
        for (let start = 0; start + 10 <= players.length; start += 10) {
          game++;
          const group = players.slice(start, start + 10).sort((a, b) => b.skill - a.skill);
          // Snake by skill so the two sides are even: A B B A A B B A A B.
          const sides: [SimPlayer[], SimPlayer[]] = [[], []];
          group.forEach((p, i) => {
            sides[[0, 1, 1, 0][i % 4] as 0 | 1].push(p);
          });
          ctx.fixtures.push({
            matchId: `combines-s${ctx.season}-${slug(tier)}-${matchDay.toLowerCase()}-${game}`,
            scheduledMatchId: null,
            season: ctx.season,
            tier,
            matchType: "Combine",
            matchDay,
            mapName: rng.pick(COMPETITIVE_MAPS),
            mapNumber: 1,
            playedAt: isoTime(gameTime(slot, tier, wave * COMBINE_WAVE_MINUTES)),
            teams: [
              { teamId: null, name: `Combine ${tier} ${game}A`, players: sides[0], mapEdge: 0 },
              { teamId: null, name: `Combine ${tier} ${game}B`, players: sides[1], mapEdge: 0 },
            ],
          });
        }
      }
    }
  }
}
