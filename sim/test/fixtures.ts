import { ROLES, type TierName } from "@fragboard/core";
import type { FixtureTeam, MapFixture, SimPlayer } from "../src/match/fixture.js";
import { Rng } from "../src/random.js";

/** Synthetic teams for map-level tests: five players, one of each role, around a tier's skill. */

/** About the mean skill of a tier's players in the simulated league (placement.ts). */
const TIER_SKILL: Record<TierName, number> = {
  Recruit: -0.7,
  Prospect: -0.4,
  Contender: -0.12,
  Challenger: 0.14,
  Elite: 0.4,
  Premier: 0.75,
};

let serial = 0;

export function team(tier: TierName, name = `${tier} ${++serial}`, rng = new Rng("team", name)): FixtureTeam {
  const players: SimPlayer[] = ROLES.map((role) => {
    serial++;
    return {
      playerId: `p${serial}`,
      steam64Id: `76561198${String(serial).padStart(9, "0")}`,
      name: `${name} ${role}`,
      role,
      skill: TIER_SKILL[tier] + rng.normal(0, 0.3),
      headshotRate: 0.45,
      m4: "M4A1",
      ctPistol: "USP-S",
    };
  });
  return { teamId: `team-${serial}`, name, players, mapEdge: 0 };
}

export function fixture(
  matchId: string,
  teams: [FixtureTeam, FixtureTeam],
  mapName = "de_mirage",
  tier: TierName = "Contender",
): MapFixture {
  return {
    matchId,
    scheduledMatchId: matchId,
    season: 15,
    tier,
    matchType: "Regulation",
    matchDay: "M1",
    mapName,
    mapNumber: 1,
    playedAt: "2026-11-04T00:00:00.000Z",
    teams,
  };
}
