import { z } from "zod";
import { defined } from "../collections.js";
import { sideSchema } from "../events/map-events.js";
import type { StoredMap } from "../events/stored-map.js";
import { countRound } from "./count-round.js";
import { bothSides, emptyCounters, lineCountersSchema } from "./counters.js";
import { mapKeyOf, mapKeySchema } from "./map-key.js";
import { adr, hltvRating, hltvTwoPointO, impact, kast, killsPerRound } from "./metrics.js";
import { viewMap } from "./rounds.js";

/** Figures of one map that are not sums (ratios and ratings); recomputed, never added. */
export const lineFiguresSchema = z.object({
  adr: z.number(),
  /** Fraction of rounds with a kill, assist, survival or traded death (0..1). */
  kast: z.number(),
  KR: z.number(),
  impactRating: z.number(),
  rating: z.number(),
  ctRating: z.number(),
  TRating: z.number(),
  hltvTwoPointO: z.number(),
});

/**
 * One player's line for one map: key columns, the scoreboard figures (docs/stats.md#per-map-lines)
 * and every raw counter (`lineCountersSchema`). Stored as JSONB; season and extended stats are
 * rebuilt by adding the counters of many lines.
 */
export const playerMapLineSchema = z.object({
  ...mapKeySchema.shape,
  steam64Id: z.string(),
  playerId: z.string().nullable(),
  name: z.string(),
  team: z.union([z.literal(0), z.literal(1)]),
  teamName: z.string(),
  /** The side his team started the map on. */
  startSide: sideSchema,
  ...lineFiguresSchema.shape,
  ...lineCountersSchema.shape,
});
export type PlayerMapLine = z.infer<typeof playerMapLineSchema>;

export function playerMapLines(map: StoredMap): PlayerMapLine[] {
  const view = viewMap(map);
  const counters = new Map(map.players.map((p) => [p.steam64Id, emptyCounters()]));
  for (const round of view.rounds) countRound(view, round, counters);
  const key = mapKeyOf(map.match);
  return map.players.map((p) => {
    const c = defined(counters.get(p.steam64Id), "counters of a roster player");
    const team = map.match.teams[p.team];
    // Written out field by field: spreading ~60 properties would leave V8 a slow dictionary object.
    return {
      matchId: key.matchId,
      scheduledMatchId: key.scheduledMatchId,
      season: key.season,
      tier: key.tier,
      matchType: key.matchType,
      matchDay: key.matchDay,
      mapName: key.mapName,
      playedAt: key.playedAt,
      steam64Id: p.steam64Id,
      playerId: p.playerId,
      name: p.name,
      team: p.team,
      teamName: team.name,
      startSide: team.startSide,
      adr: adr(c),
      kast: kast(c),
      KR: killsPerRound(c),
      impactRating: impact(c),
      rating: hltvRating(bothSides(c.sides)),
      ctRating: hltvRating(c.sides.CT),
      TRating: hltvRating(c.sides.T),
      hltvTwoPointO: hltvTwoPointO(c),
      rounds: c.rounds,
      kills: c.kills,
      assists: c.assists,
      deaths: c.deaths,
      damage: c.damage,
      hs: c.hs,
      utilDmg: c.utilDmg,
      ef: c.ef,
      FAss: c.FAss,
      RF: c.RF,
      RA: c.RA,
      ok: c.ok,
      ol: c.ol,
      cl_1: c.cl_1,
      cl_2: c.cl_2,
      cl_3: c.cl_3,
      cl_4: c.cl_4,
      cl_5: c.cl_5,
      kastRounds: c.kastRounds,
      survivedRounds: c.survivedRounds,
      savedRounds: c.savedRounds,
      supportRounds: c.supportRounds,
      supportDamage: c.supportDamage,
      tradeKills: c.tradeKills,
      tradedDeaths: c.tradedDeaths,
      deathPositionSum: c.deathPositionSum,
      grenadesThrown: c.grenadesThrown,
      sides: c.sides,
      flashes: c.flashes,
      chickens: c.chickens,
      tracked: c.tracked,
      weaponKills: c.weaponKills,
      hits: c.hits,
    };
  });
}
