import { z } from "zod";
import { HITGROUPS } from "../constants/hitgroups.js";
import { sideSchema } from "../events/map-events.js";
import type { StoredMap, StoredPlayerRound } from "../events/stored-map.js";
import { ratio } from "../rules/numbers.js";
import { bothSides, emptyCounters, type LineCounters, lineCountersSchema } from "./counters.js";
import { mapKeyOf, mapKeySchema } from "./map-key.js";
import { hltvRating, impact } from "./rating.js";
import { areEnemies, isEnemyKill } from "./roster.js";
import { isPistolRound, type MapView, type RoundView, viewMap } from "./rounds.js";

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
});

/**
 * One player's line for one map: key columns, the scoreboard figures (STATS.md "Per-map lines")
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
    const c = counters.get(p.steam64Id) as LineCounters;
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
      adr: ratio(c.damage, c.rounds),
      kast: ratio(c.kastRounds, c.rounds),
      KR: ratio(c.kills, c.rounds),
      impactRating: impact(c.kills, c.assists, c.rounds),
      rating: hltvRating(bothSides(c.sides)),
      ctRating: hltvRating(c.sides.CT),
      TRating: hltvRating(c.sides.T),
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

/** What a player did in one round, beyond sums. */
type RoundState = {
  kills: number;
  assisted: boolean;
  flashAssisted: boolean;
  died: boolean;
  traded: boolean;
};

function countRound(view: MapView, rv: RoundView, counters: Map<string, LineCounters>): void {
  const { teamOf } = view;
  const { round } = rv;
  const pistol = isPistolRound(round.number);
  const states = new Map<string, RoundState>();
  const state = (id: string) => {
    let s = states.get(id);
    if (!s) {
      s = { kills: 0, assisted: false, flashAssisted: false, died: false, traded: false };
      states.set(id, s);
    }
    return s;
  };
  const sideOf = (id: string) => round.sides[teamOf.get(id) ?? 0];
  const of = (id: string | null) => (id === null ? undefined : counters.get(id));

  for (const k of rv.kills) {
    if (isEnemyKill(teamOf, k.killer, k.victim)) {
      const c = counters.get(k.killer) as LineCounters;
      const side = c.sides[sideOf(k.killer)];
      c.kills += 1;
      side.kills += 1;
      if (pistol) side.pistolKills += 1;
      if (k.headshot) c.hs += 1;
      if (k.isTrade) c.tradeKills += 1;
      c.weaponKills[k.weapon] = (c.weaponKills[k.weapon] ?? 0) + 1;
      if (k.penetrated > 0) c.tracked.wallBangKills += 1;
      if (k.noscope) c.tracked.noScopesKills += 1;
      if (k.killerAirborne) c.tracked.airborneKills += 1;
      if (k.killerBlinded) c.tracked.blindedKills += 1;
      if (k.throughSmoke) c.tracked.smokeKills += 1;
      state(k.killer).kills += 1;
      if (k.assister !== null && areEnemies(teamOf, k.assister, k.victim)) {
        (counters.get(k.assister) as LineCounters).assists += 1;
        state(k.assister).assisted = true;
      }
      if (k.flashAssister !== null && areEnemies(teamOf, k.flashAssister, k.victim)) {
        (counters.get(k.flashAssister) as LineCounters).FAss += 1;
        state(k.flashAssister).flashAssisted = true;
      }
    } else if (k.killer !== null && k.killer !== k.victim) {
      const killer = of(k.killer);
      if (killer) killer.tracked.teamKills += 1;
    }

    const v = of(k.victim);
    if (!v) continue;
    v.deaths += 1;
    v.sides[sideOf(k.victim)].deaths += 1;
    v.deathPositionSum += rv.deathPosition.get(k.victim) ?? 0;
    if (k.isTradedDeath) v.tradedDeaths += 1;
    // The bomb has no killer; any other killer-less death is the world's, i.e. his own doing.
    if (k.killer === null && k.weapon === "C4") v.tracked.diedToBomb += 1;
    else if (k.killer === null || k.killer === k.victim) v.tracked.selfKills += 1;
    const s = state(k.victim);
    s.died = true;
    s.traded ||= k.isTradedDeath;
  }

  if (rv.opening) {
    const { killer, victim } = rv.opening;
    const winner = counters.get(killer as string) as LineCounters;
    const loser = counters.get(victim) as LineCounters;
    winner.ok += 1;
    winner.sides[sideOf(killer as string)].ok += 1;
    loser.ol += 1;
    loser.sides[sideOf(victim)].ol += 1;
  }
  for (const cl of rv.clutches) {
    const c = of(cl.steam64Id);
    if (c && cl.won) c[`cl_${cl.opponents as 1 | 2 | 3 | 4 | 5}`] += 1;
  }
  const planter = of(round.planter);
  if (planter) planter.tracked.bombsPlanted += 1;
  const defuser = of(round.defuser);
  if (defuser) {
    defuser.tracked.bombsDefused += 1;
    if (round.ninjaDefuse) defuser.tracked.ninjaDefuses += 1;
  }
  const mvp = of(round.mvp);
  if (mvp) mvp.tracked.mvpCount += 1;

  for (const [id, c] of counters) {
    const team = teamOf.get(id) ?? 0;
    const side = c.sides[round.sides[team]];
    const s = states.get(id);
    const kills = s?.kills ?? 0;
    const survived = !s?.died;
    const won = round.winnerTeam === team;
    c.rounds += 1;
    side.rounds += 1;
    if (kills >= 1 && kills <= 5) side[`k${kills as 1 | 2 | 3 | 4 | 5}`] += 1;
    if (pistol) side.pistolRounds += 1;
    if (won) c.RF += 1;
    else c.RA += 1;
    if (survived) c.survivedRounds += 1;
    if (survived && !won) c.savedRounds += 1;
    if (kills > 0 || s?.assisted || survived || s?.traded) c.kastRounds += 1;
    if ((s?.assisted || s?.flashAssisted) && kills === 0) c.supportRounds += 1;
    const row = rv.playerRounds.get(id);
    if (row) addPlayerRound(c, row);
  }
}

const ms = (seconds: number) => Math.round(seconds * 1000);

function addPlayerRound(c: LineCounters, row: StoredPlayerRound): void {
  c.damage += row.damage;
  c.utilDmg += row.utilDamage;
  c.supportDamage += row.supportDamage;
  for (const h of HITGROUPS) c.hits[h] += row.hits[h];
  c.grenadesThrown += row.grenadesThrown;
  c.ef += row.enemiesFlashed;
  c.flashes.enemy.count += row.flashEnemyCount;
  c.flashes.enemy.ms += ms(row.flashEnemySeconds);
  c.flashes.team.count += row.flashTeamCount;
  c.flashes.team.ms += ms(row.flashTeamSeconds);
  c.flashes.self.count += row.flashSelfCount;
  c.flashes.self.ms += ms(row.flashSelfSeconds);
  c.chickens.shot += row.chickensShot;
  c.chickens.stabbed += row.chickensStabbed;
  c.chickens.exploded += row.chickensExploded;
  c.chickens.roasted += row.chickensRoasted;
}
