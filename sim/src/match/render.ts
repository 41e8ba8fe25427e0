import {
  type ChickenKill,
  DEFAULT_PISTOL_VALUE,
  type MapEvents,
  type RoundEvent,
  type Side,
  type WeaponName,
} from "@fragboard/core";
import { Rng } from "../random.js";
import { type Budget, chooseLoadout } from "./arsenal.js";
import type { Buy } from "./economy.js";
import { type Fights, fightRound } from "./fights.js";
import type { MapFixture } from "./fixture.js";
import { type MapPlan, type RoundPlan, startingMoney } from "./plan.js";
import { type Actor, RoundState } from "./round-state.js";
import { throwUtility } from "./utility.js";

/** Turn a map's plan into its events, round by round. */
export function renderMap(fixture: MapFixture, plan: MapPlan, seed: string): MapEvents {
  const rng = new Rng(seed, "map", fixture.matchId, "render");
  const actors: Actor[] = fixture.teams.flatMap((team, t) => {
    const awper = team.players.findIndex((p) => p.role === "AWPER");
    return team.players.map((player, j) => ({
      index: t * 5 + j,
      team: t as 0 | 1,
      player,
      skill: player.skill + (plan.form[t]?.[j] ?? 0),
      awper: j === awper,
    }));
  });
  // Survivors carry their primary into the next round of the same half.
  let kept: (WeaponName | null)[] = actors.map(() => null);
  const rounds = plan.rounds.map((round) => {
    if (startingMoney(round.number) !== null) kept = actors.map(() => null);
    const { event, survivorGuns } = renderRound(rng, actors, round, kept);
    kept = survivorGuns;
    return event;
  });
  return {
    matchId: fixture.matchId,
    scheduledMatchId: fixture.scheduledMatchId,
    season: fixture.season,
    tier: fixture.tier,
    matchType: fixture.matchType,
    matchDay: fixture.matchDay,
    mapName: fixture.mapName,
    mapNumber: fixture.mapNumber,
    playedAt: fixture.playedAt,
    teams: [0, 1].map((t) => {
      const team = fixture.teams[t as 0 | 1];
      return {
        teamId: team.teamId,
        name: team.name,
        startSide: plan.startSides[t as 0 | 1],
        players: team.players.map((p) => ({ steam64Id: p.steam64Id, playerId: p.playerId, name: p.name })),
      };
    }) as MapEvents["teams"],
    rounds,
  };
}

function renderRound(
  rng: Rng,
  actors: readonly Actor[],
  round: RoundPlan,
  kept: readonly (WeaponName | null)[],
): { event: RoundEvent; survivorGuns: (WeaponName | null)[] } {
  const sides: Side[] = actors.map((a) => round.sides[a.team]);
  const buys = round.buys.map((b) => b.type);
  const loadouts = actors.map((a) =>
    chooseLoadout(
      rng,
      sides[a.index] as Side,
      budgetOf(round.buys[a.team]),
      a.player,
      a.awper,
      kept[a.index] ?? null,
    ),
  );
  const state = new RoundState(rng, actors, sides, loadouts);
  const utility = throwUtility(rng, state, buys);
  const fights = fightRound(rng, state, round, utility, buys);
  scratchSurvivors(rng, state);
  return {
    event: {
      number: round.number,
      sides: round.sides,
      winner: round.sides[round.winner],
      reason: round.reason,
      economy: [
        { equipmentValue: round.buys[0].equipmentValue, type: round.buys[0].type },
        { equipmentValue: round.buys[1].equipmentValue, type: round.buys[1].type },
      ],
      plant: fights.plant,
      defuse: fights.defuse,
      mvp: roundMvp(state, round, fights),
      kills: fights.kills,
      damage: state.damage,
      grenades: utility.grenades,
      blinds: utility.blinds,
      chickens: rng.chance(0.012) ? [chickenKill(rng, state)] : [],
    },
    survivorGuns: actors.map((a) => (state.alive[a.index] ? (loadouts[a.index]?.primary ?? null) : null)),
  };
}

/** What each player of a team spends on his gear: the team's spend per player who carried nothing in. */
const budgetOf = (buy: Buy): Budget => ({
  buy: buy.type,
  money: buy.gearPerPlayer - DEFAULT_PISTOL_VALUE,
  rifles: buy.rifles,
});

/** Damage taken by players who live through the round; riflers trade the most of it. */
function scratchSurvivors(rng: Rng, state: RoundState) {
  for (const actor of state.actors) {
    if (!state.alive[actor.index] || !rng.chance(0.55)) continue;
    const enemies = state.enemiesOf(actor.index);
    const shooter = enemies[
      rng.weightedIndex(enemies.map((e) => (state.actors[e]?.player.role === "RIFLER" ? 3 : 1)))
    ] as number;
    state.wound(shooter, actor.index, state.loadouts[shooter]?.primary ?? "Glock-18", rng.int(2, 3));
  }
}

/** The objective player on a bomb ending, otherwise the winner with the most kills (then damage). */
function roundMvp(state: RoundState, round: RoundPlan, fights: Fights): string | null {
  if (round.reason === "bomb_exploded" && fights.plant) return fights.plant.player;
  if (round.reason === "bomb_defused" && fights.defuse) return fights.defuse.player;
  let best: Actor | null = null;
  let bestScore = 0;
  for (const actor of state.actors) {
    if (actor.team !== round.winner) continue;
    let damage = 0;
    for (const v of state.enemiesOf(actor.index)) damage += state.dealt[actor.index * 10 + v] as number;
    const score = (fights.killCount[actor.index] as number) * 1000 + damage;
    if ((fights.killCount[actor.index] as number) > 0 && score > bestScore) {
      best = actor;
      bestScore = score;
    }
  }
  return best ? best.player.steam64Id : null;
}

function chickenKill(rng: Rng, state: RoundState): ChickenKill {
  const killer = rng.pick(state.actors).player.steam64Id;
  return {
    killer,
    how: rng.weighted<ChickenKill["how"]>([
      ["shot", 72],
      ["stabbed", 10],
      ["exploded", 10],
      ["roasted", 8],
    ]),
  };
}
