import { z } from "zod";
import { mapIdSchema } from "../constants/maps.js";
import { matchDaySchema, matchTypeSchema } from "../constants/match-types.js";
import { type TierName, tierInfo, tierNameSchema } from "../constants/tiers.js";
import { ELO_BASE, eloChange } from "./elo.js";
import { mean, percent, roundTo } from "./numbers.js";
import { breakTie, type MeetingRecord, type TieBreakTeam } from "./tie-breakers.js";

/** Standings of one tier from its Regulation maps (docs/rules.md#standings). */

export const matchSummaryTeamSchema = z.object({
  name: z.string(),
  score: z.number().int().min(0),
  /** T-side rounds played / won. */
  TR: z.number().int().min(0),
  TRW: z.number().int().min(0),
  /** CT-side rounds played / won. */
  ctR: z.number().int().min(0),
  ctRW: z.number().int().min(0),
  /** Pistol rounds played / won. */
  pistols: z.number().int().min(0),
  pistolsW: z.number().int().min(0),
});
export type MatchSummaryTeam = z.infer<typeof matchSummaryTeamSchema>;

/** One played map as the standings need it (the SeasonMatches standings variant, docs/api.md#graphql). */
export const matchSummarySchema = z.object({
  matchId: z.string(),
  totalRounds: z.number().int().min(1),
  mapName: mapIdSchema,
  matchDay: matchDaySchema,
  season: z.number().int(),
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  teamStats: z.tuple([matchSummaryTeamSchema, matchSummaryTeamSchema]),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const franchiseRefSchema = z.object({ name: z.string(), prefix: z.string() });
export type FranchiseRef = z.infer<typeof franchiseRefSchema>;

/** How many of a team's latest maps its standings row lists. */
export const RECENT_RESULTS = 5;

/** One of a team's latest maps in its standings row: the row links it to its match page. */
export const recentResultSchema = z.object({
  /** The map's id (a match page opens on it, docs/api.md#match). */
  matchId: z.string(),
  matchDay: matchDaySchema,
  opponent: z.string(),
  roundsWon: z.number().int().min(0),
  roundsLost: z.number().int().min(0),
  won: z.boolean(),
});
export type RecentResult = z.infer<typeof recentResultSchema>;

export const standingRowSchema = z.object({
  position: z.number().int().min(1),
  name: z.string(),
  franchise: franchiseRefSchema.nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** wins / (wins + losses) × 100, 2 dp. */
  winPct: z.number(),
  roundsWon: z.number().int(),
  roundsLost: z.number().int(),
  roundDiff: z.number().int(),
  /** roundsWon / (roundsWon + roundsLost) × 100, 1 dp. */
  roundPct: z.number(),
  ctRoundsWon: z.number().int(),
  ctRounds: z.number().int(),
  ctPct: z.number(),
  tRoundsWon: z.number().int(),
  tRounds: z.number().int(),
  tPct: z.number(),
  pistolsWon: z.number().int(),
  pistols: z.number().int(),
  pistolPct: z.number(),
  elo: z.number(),
  /** Mean win % of the distinct opponents faced, 1 dp. */
  sos: z.number(),
  /** The team's last RECENT_RESULTS maps, newest first. */
  recent: z.array(recentResultSchema).max(RECENT_RESULTS),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsSchema = z.object({
  tier: tierNameSchema,
  /** Wins + losses of the first-placed team; 0 before match day 1. */
  matchDay: z.number().int(),
  /** The playoff line is drawn after this position. */
  playoffLine: z.number().int(),
  rows: z.array(standingRowSchema),
  tieBreakers: z.array(z.string()),
});
export type Standings = z.infer<typeof standingsSchema>;

type Tally = {
  name: string;
  wins: number;
  losses: number;
  roundsWon: number;
  roundsLost: number;
  ctRoundsWon: number;
  ctRounds: number;
  tRoundsWon: number;
  tRounds: number;
  pistolsWon: number;
  pistols: number;
  elo: number;
  headToHead: Map<string, MeetingRecord>;
  /** Every map in match-day order. */
  results: RecentResult[];
};

const newTally = (name: string): Tally => ({
  name,
  wins: 0,
  losses: 0,
  roundsWon: 0,
  roundsLost: 0,
  ctRoundsWon: 0,
  ctRounds: 0,
  tRoundsWon: 0,
  tRounds: 0,
  pistolsWon: 0,
  pistols: 0,
  elo: ELO_BASE,
  headToHead: new Map(),
  results: [],
});

type MapLine = { roundsWon: number; roundsLost: number; won: boolean };

const mapLine = (team: MatchSummaryTeam, totalRounds: number): MapLine => ({
  roundsWon: team.score,
  roundsLost: totalRounds - team.score,
  won: team.score > totalRounds / 2,
});

function addMap(
  tally: Tally,
  team: MatchSummaryTeam,
  line: MapLine,
  opponent: string,
  map: MatchSummary,
): void {
  tally.wins += line.won ? 1 : 0;
  tally.losses += line.won ? 0 : 1;
  tally.roundsWon += line.roundsWon;
  tally.roundsLost += line.roundsLost;
  tally.ctRoundsWon += team.ctRW;
  tally.ctRounds += team.ctR;
  tally.tRoundsWon += team.TRW;
  tally.tRounds += team.TR;
  tally.pistolsWon += team.pistolsW;
  tally.pistols += team.pistols;
  const meeting = tally.headToHead.get(opponent) ?? { wins: 0, roundDiff: 0 };
  tally.headToHead.set(opponent, {
    wins: meeting.wins + (line.won ? 1 : 0),
    roundDiff: meeting.roundDiff + line.roundsWon - line.roundsLost,
  });
  tally.results.push({
    matchId: map.matchId,
    matchDay: map.matchDay,
    opponent,
    roundsWon: line.roundsWon,
    roundsLost: line.roundsLost,
    won: line.won,
  });
}

/** Match day number ("M7" → 7): maps are applied in match-day order so Elo follows the season. */
const dayNumber = (matchDay: string) => Number(matchDay.slice(1));

function tallyTeams(maps: readonly MatchSummary[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  const tallyOf = (name: string) => {
    const existing = tallies.get(name);
    if (existing) return existing;
    const created = newTally(name);
    tallies.set(name, created);
    return created;
  };
  // A stable sort keeps the received order within a match day.
  const ordered = [...maps].sort((a, b) => dayNumber(a.matchDay) - dayNumber(b.matchDay));
  for (const map of ordered) {
    const [home, away] = map.teamStats;
    const a = tallyOf(home.name);
    const b = tallyOf(away.name);
    const lineA = mapLine(home, map.totalRounds);
    const lineB = mapLine(away, map.totalRounds);
    // Both changes use the Elos from before this map (one update per team per map).
    const changeA = eloChange(a.elo, b.elo, lineA);
    const changeB = eloChange(b.elo, a.elo, lineB);
    a.elo += changeA;
    b.elo += changeB;
    addMap(a, home, lineA, b.name, map);
    addMap(b, away, lineB, a.name, map);
  }
  return tallies;
}

function strengthOfSchedule(team: Tally, tallies: ReadonlyMap<string, Tally>): number {
  const opponentWinRates = [...team.headToHead.keys()].map((name) => {
    const opponent = tallies.get(name);
    return opponent ? opponent.wins / (opponent.wins + opponent.losses) : 0;
  });
  return roundTo(mean(opponentWinRates) * 100, 1);
}

export type StandingsOptions = {
  tier: TierName;
  /** The franchise owning a team of that name, if any. */
  franchiseOf: (teamName: string) => FranchiseRef | null;
};

/**
 * Standings of a tier from its Regulation maps of one season. Teams are ordered by wins, ties
 * broken as `breakTie` documents; `tieBreakers` lists the decisions made ("A over B in SoS").
 */
export function computeStandings(maps: readonly MatchSummary[], options: StandingsOptions): Standings {
  const tallies = tallyTeams(maps);
  const teams = [...tallies.values()].map((t) => ({
    tally: t,
    name: t.name,
    sos: strengthOfSchedule(t, tallies),
    roundDiff: t.roundsWon - t.roundsLost,
    headToHead: t.headToHead,
  })) satisfies TieBreakTeam[];

  const order: typeof teams = [];
  const tieBreakers: string[] = [];
  const winCounts = [...new Set(teams.map((t) => t.tally.wins))].sort((a, b) => b - a);
  for (const wins of winCounts) {
    const { order: groupOrder, log } = breakTie(teams.filter((t) => t.tally.wins === wins));
    order.push(...groupOrder);
    tieBreakers.push(...log);
  }

  const rows = order.map(({ tally: t, sos, roundDiff }, i) => ({
    position: i + 1,
    name: t.name,
    franchise: options.franchiseOf(t.name),
    wins: t.wins,
    losses: t.losses,
    winPct: percent(t.wins, t.wins + t.losses, 2),
    roundsWon: t.roundsWon,
    roundsLost: t.roundsLost,
    roundDiff,
    roundPct: percent(t.roundsWon, t.roundsWon + t.roundsLost, 1),
    ctRoundsWon: t.ctRoundsWon,
    ctRounds: t.ctRounds,
    ctPct: percent(t.ctRoundsWon, t.ctRounds, 1),
    tRoundsWon: t.tRoundsWon,
    tRounds: t.tRounds,
    tPct: percent(t.tRoundsWon, t.tRounds, 1),
    pistolsWon: t.pistolsWon,
    pistols: t.pistols,
    pistolPct: percent(t.pistolsWon, t.pistols, 1),
    elo: t.elo,
    sos,
    recent: t.results.slice(-RECENT_RESULTS).reverse(),
  }));
  const leader = rows[0];
  return {
    tier: options.tier,
    matchDay: leader ? leader.wins + leader.losses : 0,
    playoffLine: tierInfo(options.tier).playoffLine,
    rows,
    tieBreakers,
  };
}
