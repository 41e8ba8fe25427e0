import { z } from "zod";
import { mapIdSchema } from "../constants/maps.js";
import { matchTypeSchema } from "../constants/match-types.js";
import { tierNameSchema } from "../constants/tiers.js";
import type { StoredMap } from "../events/stored-map.js";
import { type PlayerMapLine, playerMapLines } from "./lines.js";
import { teamOfPlayers } from "./roster.js";
import { sideCode, sideCodeSchema } from "./side-code.js";

const num = z.number();

/** A player's box-score row: the scoreboard and match-history fields (docs/stats.md#per-map-lines). */
export const scoreboardLineSchema = z.object({
  name: z.string(),
  kills: num,
  assists: num,
  deaths: num,
  damage: num,
  /** Headshot kill count. */
  hs: num,
  adr: num,
  kast: num,
  impactRating: num,
  rating: num,
  ctRating: num,
  TRating: num,
  teamClanName: z.string(),
  /** The side his team started on. */
  teamENUM: sideCodeSchema,
  FAss: num,
  RF: num,
  RA: num,
  utilDmg: num,
  ef: num,
  ok: num,
  ol: num,
  cl_1: num,
  cl_2: num,
  cl_3: num,
  cl_4: num,
  cl_5: num,
});
export type ScoreboardLine = z.infer<typeof scoreboardLineSchema>;

export const scoreboardRoundSchema = z.object({
  winnerClanName: z.string(),
  winnerENUM: sideCodeSchema,
  /** The round ended with the bomb exploding or being defused. */
  endDueToBombEvent: z.boolean(),
  /** Health damage the winning team dealt to enemies this round (500 = all five enemies dead). */
  winTeamDmg: num,
  /** steam64 id of the defuser; "0" when nobody defused. */
  defuser: z.string(),
});
export type ScoreboardRound = z.infer<typeof scoreboardRoundSchema>;

export const scoreboardSchema = z.object({
  matchId: z.string(),
  mapName: mapIdSchema,
  tier: tierNameSchema,
  matchType: matchTypeSchema,
  totalRounds: num,
  /** When the map was played. */
  createdAt: z.string(),
  teamStats: z.array(z.object({ name: z.string(), score: num })),
  matchStats: z.array(scoreboardLineSchema),
  rounds: z.array(scoreboardRoundSchema),
});
export type Scoreboard = z.infer<typeof scoreboardSchema>;

export function scoreboardLine(line: PlayerMapLine): ScoreboardLine {
  return {
    name: line.name,
    kills: line.kills,
    assists: line.assists,
    deaths: line.deaths,
    damage: line.damage,
    hs: line.hs,
    adr: line.adr,
    kast: line.kast,
    impactRating: line.impactRating,
    rating: line.rating,
    ctRating: line.ctRating,
    TRating: line.TRating,
    teamClanName: line.teamName,
    teamENUM: sideCode(line.startSide),
    FAss: line.FAss,
    RF: line.RF,
    RA: line.RA,
    utilDmg: line.utilDmg,
    ef: line.ef,
    ok: line.ok,
    ol: line.ol,
    cl_1: line.cl_1,
    cl_2: line.cl_2,
    cl_3: line.cl_3,
    cl_4: line.cl_4,
    cl_5: line.cl_5,
  };
}

/** Box score and round-by-round line of one map; players in roster order, teams in teams order. */
export function scoreboard(map: StoredMap): Scoreboard {
  const { match } = map;
  const teamOf = teamOfPlayers(map.players);
  const teamDamage = new Map<number, [number, number]>();
  for (const row of map.playerRounds) {
    const team = teamOf.get(row.steam64Id);
    if (team === undefined) continue;
    const sums = teamDamage.get(row.round) ?? [0, 0];
    sums[team] += row.damage;
    teamDamage.set(row.round, sums);
  }
  return {
    matchId: match.matchId,
    mapName: match.mapName,
    tier: match.tier,
    matchType: match.matchType,
    totalRounds: match.totalRounds,
    createdAt: match.playedAt,
    teamStats: match.teams.map((t) => ({ name: t.name, score: t.score })),
    matchStats: playerMapLines(map).map(scoreboardLine),
    rounds: map.rounds.map((r) => ({
      winnerClanName: match.teams[r.winnerTeam].name,
      winnerENUM: sideCode(r.winnerSide),
      endDueToBombEvent: r.reason === "bomb_exploded" || r.reason === "bomb_defused",
      winTeamDmg: teamDamage.get(r.number)?.[r.winnerTeam] ?? 0,
      defuser: r.defuser ?? "0",
    })),
  };
}
