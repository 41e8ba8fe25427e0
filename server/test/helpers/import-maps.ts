import { type MapEvents, type RoundEvent, sidesOf } from "@fragboard/core";

/**
 * Light, complete maps for bulk-import tests: a 1v1 combine map that team 0 wins 13-0, one kill
 * a round. Every rule passes for a season that exists and a `playedAt` inside it.
 */

const steam = (n: number) => `7656119800${String(n).padStart(7, "0")}`;

export function importMap(i: number, season: number, playedAt: string): MapEvents {
  const [a, x] = [steam(2 * i + 1), steam(2 * i + 2)];
  const rounds: RoundEvent[] = Array.from({ length: 13 }, (_, r) => {
    const number = r + 1;
    const sides = sidesOf(number, ["CT", "T"]);
    const pistol = number === 1 || number === 13;
    const economy = { equipmentValue: pistol ? 1000 : 5000, type: pistol ? "pistol" : "full" } as const;
    // The loser dies every round and saves on his default pistol: after spending his 800 on the
    // pistol round, a 1,900 loss bonus buys no 3,000 of equipment in round 2 (rule money).
    const saved = { equipmentValue: pistol ? 1000 : 200, type: pistol ? "pistol" : "eco" } as const;
    return {
      number,
      sides,
      winner: sides[0],
      reason: "elimination",
      economy: [economy, saved],
      plant: null,
      defuse: null,
      mvp: a,
      kills: [
        {
          time: 20 + (i % 7),
          killer: a,
          victim: x,
          assister: null,
          flashAssister: null,
          weapon: "AK-47",
          headshot: i % 2 === 0,
          penetrated: 0,
          noscope: false,
          throughSmoke: false,
          killerAirborne: false,
          killerBlinded: false,
        },
      ],
      damage: [{ attacker: a, victim: x, weapon: "AK-47", hitgroup: "Head", health: 100, armor: 0 }],
      grenades: [],
      blinds: [],
      chickens: [],
    };
  });
  return {
    matchId: `combines-import-${i}`,
    scheduledMatchId: null,
    season,
    tier: "Contender",
    matchType: "Combine",
    matchDay: "C1",
    mapName: "de_mirage",
    mapNumber: 1,
    playedAt,
    teams: [
      {
        teamId: null,
        name: `Home ${i}`,
        startSide: "CT",
        players: [{ steam64Id: a, playerId: null, name: `a${i}` }],
      },
      {
        teamId: null,
        name: `Away ${i}`,
        startSide: "T",
        players: [{ steam64Id: x, playerId: null, name: `x${i}` }],
      },
    ],
    rounds,
  };
}
