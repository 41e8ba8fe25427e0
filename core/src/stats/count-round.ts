import { defined } from "../collections.js";
import { HITGROUPS } from "../constants/hitgroups.js";
import type { StoredPlayerRound } from "../events/stored-map.js";
import type { LineCounters } from "./counters.js";
import { areEnemies, isEnemyKill } from "./roster.js";
import { isPistolRound, type MapView, type RoundView } from "./rounds.js";

/** What a player did in one round beyond sums: what KAST, multi-kills, saves and support need. */
type RoundState = {
  kills: number;
  assisted: boolean;
  flashAssisted: boolean;
  died: boolean;
  traded: boolean;
};

type Counters = Map<string, LineCounters>;

/** Adds one round to the line counters of every player of the map. */
export function countRound(view: MapView, rv: RoundView, counters: Counters): void {
  const states = new Map<string, RoundState>();
  countKills(view, rv, counters, states);
  countEvents(view, rv, counters);
  countOutcomes(view, rv, counters, states);
}

function stateOf(states: Map<string, RoundState>, id: string): RoundState {
  let s = states.get(id);
  if (!s) {
    s = { kills: 0, assisted: false, flashAssisted: false, died: false, traded: false };
    states.set(id, s);
  }
  return s;
}

const countersOf = (counters: Counters, id: string | null) => (id === null ? undefined : counters.get(id));
/** The counters of a player the events name: every such player is on the map's roster. */
const rosterCounters = (counters: Counters, id: string | null) =>
  defined(countersOf(counters, id), "counters of a roster player");

function countKills(view: MapView, rv: RoundView, counters: Counters, states: Map<string, RoundState>): void {
  const { teamOf } = view;
  const sideOf = (id: string) => rv.round.sides[teamOf.get(id) ?? 0];
  const pistol = isPistolRound(rv.round.number);

  for (const k of rv.kills) {
    if (isEnemyKill(teamOf, k.killer, k.victim)) {
      const c = rosterCounters(counters, k.killer);
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
      stateOf(states, k.killer).kills += 1;
      if (k.assister !== null && areEnemies(teamOf, k.assister, k.victim)) {
        rosterCounters(counters, k.assister).assists += 1;
        stateOf(states, k.assister).assisted = true;
      }
      if (k.flashAssister !== null && areEnemies(teamOf, k.flashAssister, k.victim)) {
        rosterCounters(counters, k.flashAssister).FAss += 1;
        stateOf(states, k.flashAssister).flashAssisted = true;
      }
    } else if (k.killer !== null && k.killer !== k.victim) {
      const killer = countersOf(counters, k.killer);
      if (killer) killer.tracked.teamKills += 1;
    }

    const v = countersOf(counters, k.victim);
    if (!v) continue;
    v.deaths += 1;
    v.sides[sideOf(k.victim)].deaths += 1;
    v.deathPositionSum += rv.deathPosition.get(k.victim) ?? 0;
    if (k.isTradedDeath) v.tradedDeaths += 1;
    // The bomb has no killer; any other killer-less death is the world's, i.e. his own doing.
    if (k.killer === null && k.weapon === "C4") v.tracked.diedToBomb += 1;
    else if (k.killer === null || k.killer === k.victim) v.tracked.selfKills += 1;
    const s = stateOf(states, k.victim);
    s.died = true;
    s.traded ||= k.isTradedDeath;
  }
}

/** Opening duel, clutches won, bomb and MVP. */
function countEvents(view: MapView, rv: RoundView, counters: Counters): void {
  const sideOf = (id: string) => rv.round.sides[view.teamOf.get(id) ?? 0];
  if (rv.opening) {
    // An opening duel is a kill of an enemy, so it has a killer.
    const killer = defined(rv.opening.killer ?? undefined, "opening killer");
    const { victim } = rv.opening;
    const winner = rosterCounters(counters, killer);
    const loser = rosterCounters(counters, victim);
    winner.ok += 1;
    winner.sides[sideOf(killer)].ok += 1;
    loser.ol += 1;
    loser.sides[sideOf(victim)].ol += 1;
  }
  for (const cl of rv.clutches) {
    const c = countersOf(counters, cl.steam64Id);
    if (c && cl.won) c[`cl_${cl.opponents as 1 | 2 | 3 | 4 | 5}`] += 1;
  }
  const { round } = rv;
  const planter = countersOf(counters, round.planter);
  if (planter) planter.tracked.bombsPlanted += 1;
  const defuser = countersOf(counters, round.defuser);
  if (defuser) {
    defuser.tracked.bombsDefused += 1;
    if (round.ninjaDefuse) defuser.tracked.ninjaDefuses += 1;
  }
  const mvp = countersOf(counters, round.mvp);
  if (mvp) mvp.tracked.mvpCount += 1;
}

/** Per player: the round played, its outcome for him, and his damage and utility sums. */
function countOutcomes(
  view: MapView,
  rv: RoundView,
  counters: Counters,
  states: Map<string, RoundState>,
): void {
  const { round } = rv;
  const pistol = isPistolRound(round.number);
  // Only the players of this round: a substitute's rounds are the ones he played.
  for (const id of rv.playerRounds.keys()) {
    const c = rosterCounters(counters, id);
    const team = view.teamOf.get(id) ?? 0;
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
    addPlayerRound(c, defined(rv.playerRounds.get(id), "round row of a player of the round"));
  }
}

/** Flash durations are kept in whole milliseconds so sums over many maps stay exact. */
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
