import { COMPETITIVE_MAPS } from "../constants/maps.js";
import { banMatrix, picksAndFloats } from "./map-bans.js";
import { percent } from "./numbers.js";
import type { MatchSummaryTeam } from "./standings.js";
import type { TeamMatch } from "./team-match.js";

/**
 * The team page's Map Analysis panel: how a team does on each map it plays (record, rounds, CT and
 * T round wins, pistols) next to how it vetoes (its picks, floats and bans, and the bans its
 * opponents make against it).
 */

/** A played map of the team with both teams' tallies (the TeamMatchHistory operation). */
export type PlayedMapTally = { matchId: string; mapName: string; teamStats: readonly MatchSummaryTeam[] };

type Tally = { won: number; played: number; pct: number };

export type MapAnalysisRow = {
  map: string;
  played: number;
  wins: number;
  losses: number;
  roundsWon: number;
  roundsLost: number;
  /** roundsWon / (roundsWon + roundsLost) × 100, 1 dp. */
  roundWinPct: number;
  ct: Tally;
  t: Tally;
  pistols: Tally;
  /** Regular-season vetoes (API.md §7.12): the team's picks and floats of this map. */
  picks: number;
  floats: number;
  /** How often the team banned the map, and how often its opponents banned it against the team. */
  bans: number;
  opponentBans: number;
};

export type MapAnalysis = {
  rows: MapAnalysisRow[];
  /** All maps together. */
  total: Pick<MapAnalysisRow, "played" | "wins" | "losses" | "roundsWon" | "roundsLost" | "roundWinPct"> & {
    ct: Tally;
    t: Tally;
    pistols: Tally;
  };
  /**
   * The maps with the highest and the lowest round-win %, among those played at least
   * MIN_MAPS_FOR_VERDICT times; null unless two maps qualify.
   */
  best: string | null;
  worst: string | null;
};

/** A single map says little about a team: best and worst maps need this many plays. */
export const MIN_MAPS_FOR_VERDICT = 2;

const tally = (won: number, played: number): Tally => ({ won, played, pct: percent(won, played, 1) });

type Counts = {
  played: number;
  wins: number;
  losses: number;
  roundsWon: number;
  roundsLost: number;
  ctWon: number;
  ct: number;
  tWon: number;
  t: number;
  pistolsWon: number;
  pistols: number;
};

const emptyCounts = (): Counts => ({
  played: 0,
  wins: 0,
  losses: 0,
  roundsWon: 0,
  roundsLost: 0,
  ctWon: 0,
  ct: 0,
  tWon: 0,
  t: 0,
  pistolsWon: 0,
  pistols: 0,
});

function addMap(counts: Counts, us: MatchSummaryTeam, them: MatchSummaryTeam) {
  counts.played += 1;
  counts[us.score > them.score ? "wins" : "losses"] += 1;
  counts.roundsWon += us.score;
  counts.roundsLost += them.score;
  counts.ctWon += us.ctRW;
  counts.ct += us.ctR;
  counts.tWon += us.TRW;
  counts.t += us.TR;
  counts.pistolsWon += us.pistolsW;
  counts.pistols += us.pistols;
}

const figures = (c: Counts) => ({
  played: c.played,
  wins: c.wins,
  losses: c.losses,
  roundsWon: c.roundsWon,
  roundsLost: c.roundsLost,
  roundWinPct: percent(c.roundsWon, c.roundsWon + c.roundsLost, 1),
  ct: tally(c.ctWon, c.ct),
  t: tally(c.tWon, c.t),
  pistols: tally(c.pistolsWon, c.pistols),
});

/**
 * `played` are the team's maps (its side found by `teamName`; maps it is not in, or 0–0, are
 * skipped); `schedule` its matches with their vetoes. Rows cover the competitive pool and any other
 * map the team played, in pool order then by name.
 */
export function mapAnalysis(
  played: readonly PlayedMapTally[],
  schedule: readonly TeamMatch[],
  team: { id: string; name: string },
): MapAnalysis {
  const perMap = new Map<string, Counts>(COMPETITIVE_MAPS.map((m) => [m, emptyCounts()]));
  const total = emptyCounts();
  for (const map of played) {
    const us = map.teamStats.find((t) => t.name === team.name);
    const them = map.teamStats.find((t) => t !== us);
    if (!us || !them || us.score + them.score === 0) continue;
    const counts = perMap.get(map.mapName) ?? emptyCounts();
    perMap.set(map.mapName, counts);
    addMap(counts, us, them);
    addMap(total, us, them);
  }

  const bans = new Map(
    banMatrix(schedule, team.id).rows.map((r) => [r.map, r.rounds.reduce((a, b) => a + b, 0)]),
  );
  const vetoes = new Map(picksAndFloats(schedule, team.id).map((p) => [p.map, p]));
  const opponentBans = new Map<string, number>();
  for (const match of schedule) {
    const ours = match.homeTeamId === team.id || match.awayTeamId === team.id;
    if (!ours || match.maps.length !== 1) continue;
    for (const ban of match.mapBans) {
      if (ban.teamId !== team.id) opponentBans.set(ban.map, (opponentBans.get(ban.map) ?? 0) + 1);
    }
  }

  const pool = new Set<string>(COMPETITIVE_MAPS);
  const rows = [...perMap]
    .sort(([a], [b]) => Number(pool.has(b)) - Number(pool.has(a)) || a.localeCompare(b))
    .map(([map, counts]) => ({
      map,
      ...figures(counts),
      picks: vetoes.get(map)?.picks ?? 0,
      floats: vetoes.get(map)?.floats ?? 0,
      bans: bans.get(map) ?? 0,
      opponentBans: opponentBans.get(map) ?? 0,
    }));

  const ranked = rows
    .filter((r) => r.played >= MIN_MAPS_FOR_VERDICT)
    .sort((a, b) => b.roundWinPct - a.roundWinPct || a.map.localeCompare(b.map));
  const enough = ranked.length >= 2;
  return {
    rows,
    total: figures(total),
    best: enough ? (ranked[0]?.map ?? null) : null,
    worst: enough ? (ranked.at(-1)?.map ?? null) : null,
  };
}
