import { defined } from "../collections.js";
import { UTILITY_DAMAGE_WEAPONS, type WeaponName } from "../constants/weapons.js";
import type { MapEvents, RoundEvent } from "../events/map-events.js";
import { killsInTimeOrder } from "../events/map-rules.js";
import { lineupsOf } from "../events/rules/roster.js";
import type {
  StoredKill,
  StoredMap,
  StoredPlayer,
  StoredPlayerRound,
  StoredRound,
  TeamIndex,
} from "../events/stored-map.js";
import { emptyHits } from "./counters.js";
import { areEnemies, type TeamOf, teamOfPlayers } from "./roster.js";
import { tradeFlags } from "./trades.js";

/** docs/stats.md#ef: an enemy counts as flashed when blinded at least this long. */
export const ENEMY_FLASHED_MIN_SECONDS = 1.0;

const utilityWeapons = new Set<WeaponName>(UTILITY_DAMAGE_WEAPONS);

const CHICKEN_FIELD = {
  shot: "chickensShot",
  stabbed: "chickensStabbed",
  exploded: "chickensExploded",
  roasted: "chickensRoasted",
} as const;

/**
 * The storage grain of one played map (stored-map.ts): every figure is computed from it. Kills are
 * stored in time order (equal times keep their listed order): the opening duel, trades, death
 * order and clutches follow it.
 */
export function storeMap(unordered: MapEvents): StoredMap {
  const events = {
    ...unordered,
    rounds: unordered.rounds.map((r) => ({ ...r, kills: killsInTimeOrder(r.kills) })),
  };
  const players: StoredPlayer[] = events.teams.flatMap((t, team) =>
    t.players.map((p) => ({
      steam64Id: p.steam64Id,
      playerId: p.playerId,
      name: p.name,
      team: team as TeamIndex,
    })),
  );
  const teamOf = teamOfPlayers(players);
  const rounds = events.rounds.map(storeRound);
  const score = (team: TeamIndex) => rounds.filter((r) => r.winnerTeam === team).length;
  const [t0, t1] = events.teams;
  return {
    match: {
      matchId: events.matchId,
      scheduledMatchId: events.scheduledMatchId,
      season: events.season,
      tier: events.tier,
      matchType: events.matchType,
      matchDay: events.matchDay,
      mapName: events.mapName,
      mapNumber: events.mapNumber,
      playedAt: events.playedAt,
      totalRounds: rounds.length,
      teams: [
        { teamId: t0.teamId, name: t0.name, startSide: t0.startSide, score: score(0) },
        { teamId: t1.teamId, name: t1.name, startSide: t1.startSide, score: score(1) },
      ],
    },
    players,
    rounds,
    kills: events.rounds.flatMap((r) => storeKills(r, teamOf)),
    playerRounds: events.rounds.flatMap((r) => storePlayerRounds(r, inRound(players, r, events), teamOf)),
  };
}

/** The players of a round, in roster order (the order stored rows read back in). */
function inRound(players: readonly StoredPlayer[], r: RoundEvent, events: MapEvents): string[] {
  const lineup = new Set(lineupsOf(events, r).flat());
  return players.filter((p) => lineup.has(p.steam64Id)).map((p) => p.steam64Id);
}

function storeRound(r: RoundEvent): StoredRound {
  return {
    number: r.number,
    sides: r.sides,
    winnerSide: r.winner,
    winnerTeam: r.sides[0] === r.winner ? 0 : 1,
    reason: r.reason,
    equipmentValue: [r.economy[0].equipmentValue, r.economy[1].equipmentValue],
    economyType: [r.economy[0].type, r.economy[1].type],
    planter: r.plant?.player ?? null,
    defuser: r.defuse?.player ?? null,
    ninjaDefuse: r.defuse?.ninja ?? false,
    mvp: r.mvp,
  };
}

function storeKills(r: RoundEvent, teamOf: TeamOf): StoredKill[] {
  const { isTrade, isTradedDeath } = tradeFlags(r.kills, teamOf);
  return r.kills.map((k, index) => ({
    round: r.number,
    index,
    time: k.time,
    killer: k.killer,
    victim: k.victim,
    assister: k.assister,
    flashAssister: k.flashAssister,
    weapon: k.weapon,
    headshot: k.headshot,
    penetrated: k.penetrated,
    noscope: k.noscope,
    throughSmoke: k.throughSmoke,
    killerAirborne: k.killerAirborne,
    killerBlinded: k.killerBlinded,
    isTrade: isTrade[index] ?? false,
    isTradedDeath: isTradedDeath[index] ?? false,
  }));
}

function emptyPlayerRound(round: number, steam64Id: string): StoredPlayerRound {
  return {
    round,
    steam64Id,
    damage: 0,
    utilDamage: 0,
    supportDamage: 0,
    hits: emptyHits(),
    grenadesThrown: 0,
    enemiesFlashed: 0,
    flashEnemySeconds: 0,
    flashTeamSeconds: 0,
    flashSelfSeconds: 0,
    flashEnemyCount: 0,
    flashTeamCount: 0,
    flashSelfCount: 0,
    chickensShot: 0,
    chickensStabbed: 0,
    chickensExploded: 0,
    chickensRoasted: 0,
  };
}

/**
 * One row per player of the round (docs/stats.md#substitutes: a substitute has rows only for the
 * rounds he played, and his rounds are counted from them): damage, hits and utility to enemies
 * only (team and self damage never count).
 */
function storePlayerRounds(r: RoundEvent, lineup: readonly string[], teamOf: TeamOf): StoredPlayerRound[] {
  const rows = new Map(lineup.map((id) => [id, emptyPlayerRound(r.number, id)]));
  // A player dies at most once a round, so all damage he took came before his death.
  const killerOf = new Map(r.kills.map((k) => [k.victim, k.killer]));

  for (const d of r.damage) {
    if (d.attacker === null || !areEnemies(teamOf, d.attacker, d.victim)) continue;
    const row = defined(rows.get(d.attacker), "round row of a roster player");
    row.damage += d.health;
    if (utilityWeapons.has(d.weapon)) row.utilDamage += d.health;
    row.hits[d.hitgroup] += 1;
    const killer = killerOf.get(d.victim);
    if (killer != null && killer !== d.attacker && teamOf.get(killer) === teamOf.get(d.attacker)) {
      row.supportDamage += d.health;
    }
  }
  for (const g of r.grenades) {
    const row = rows.get(g.thrower);
    if (row) row.grenadesThrown += 1;
  }
  for (const b of r.blinds) {
    const row = rows.get(b.thrower);
    if (!row || !teamOf.has(b.victim)) continue;
    if (b.victim === b.thrower) {
      row.flashSelfSeconds += b.duration;
      row.flashSelfCount += 1;
    } else if (areEnemies(teamOf, b.thrower, b.victim)) {
      row.flashEnemySeconds += b.duration;
      row.flashEnemyCount += 1;
      if (b.duration >= ENEMY_FLASHED_MIN_SECONDS) row.enemiesFlashed += 1;
    } else {
      row.flashTeamSeconds += b.duration;
      row.flashTeamCount += 1;
    }
  }
  for (const c of r.chickens) {
    const row = rows.get(c.killer);
    if (row) row[CHICKEN_FIELD[c.how]] += 1;
  }
  return [...rows.values()];
}
