import type { ExtendedMatchStats } from "../api/extended-match-stats.js";
import type { StoredMap } from "../events/stored-map.js";
import { viewMap } from "./rounds.js";
import { sideCode } from "./side-code.js";

/** The `data` part of a map's extended match stats (docs/api.md#extended-match-stats): kill feed, economy, clutches. */
export type ExtendedMatchData = ExtendedMatchStats["data"];

/**
 * Team A = teams[0], team B = teams[1] of the map's events. A death without a killer (the bomb, a
 * fall) is listed with killer "World" on the victim's side, like a suicide in the game's kill feed.
 */
export function extendedMatchStats(map: StoredMap): ExtendedMatchData {
  const view = viewMap(map);
  const nameOf = new Map(map.players.map((p) => [p.steam64Id, p.name]));
  const name = (id: string) => nameOf.get(id) ?? id;
  return {
    kills: view.rounds.flatMap(({ round, kills }) => {
      const sideOf = (id: string) => sideCode(round.sides[view.teamOf.get(id) ?? 0]);
      return kills.map((k) => ({
        roundNumber: k.round,
        killerName: k.killer === null ? "World" : name(k.killer),
        killerSide: sideOf(k.killer ?? k.victim),
        victimName: name(k.victim),
        victimSide: sideOf(k.victim),
        weaponName: k.weapon,
        isHeadshot: k.headshot,
        isNoScope: k.noscope,
        isThroughSmoke: k.throughSmoke,
        penetradedObjects: k.penetrated,
        is_killer_blinded: k.killerBlinded,
        is_killer_airborne: k.killerAirborne,
        isTradeKill: k.isTrade,
        isTradeDeath: k.isTradedDeath,
      }));
    }),
    rounds: map.rounds.map((r) => ({
      number: r.number,
      teamAEconomyType: r.economyType[0],
      teamBEconomyType: r.economyType[1],
      teamAEquipmentValue: r.equipmentValue[0],
      teamBEquipmentValue: r.equipmentValue[1],
      teamASide: sideCode(r.sides[0]),
      teamBSide: sideCode(r.sides[1]),
      winnerSide: sideCode(r.winnerSide),
    })),
    players: Object.fromEntries(map.players.map((p) => [p.steam64Id, { name: p.name }])),
    clutches: view.rounds.flatMap((rv) =>
      rv.clutches.map((c) => ({
        roundNumber: c.round,
        clutcherName: name(c.steam64Id),
        opponentCount: c.opponents,
        clutcherKillCount: c.kills,
        hasWon: c.won,
        side: sideCode(c.side),
      })),
    ),
  };
}
