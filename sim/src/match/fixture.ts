import type { MatchType, Role, TierName } from "@fragboard/core";
import type { GunPreferences } from "./arsenal.js";

/** One of the ten players of a simulated map, with what the simulation needs to know of him. */
export type SimPlayer = GunPreferences & {
  playerId: string | null;
  steam64Id: string;
  name: string;
  role: Role;
  /** Hidden skill on the league-wide scale (Premier players are higher than Recruit players). */
  skill: number;
  /** Chance that one of his rifle kills is a headshot; other weapons scale it. */
  headshotRate: number;
};

export type FixtureTeam = {
  teamId: string | null;
  name: string;
  /** The five who play this map. */
  players: readonly SimPlayer[];
  /** The team's edge on this map (its map pool strength), in round-win log-odds. */
  mapEdge: number;
};

/** Everything needed to simulate one map; the map's events follow from it and the league seed. */
export type MapFixture = {
  matchId: string;
  scheduledMatchId: string | null;
  season: number;
  tier: TierName;
  matchType: MatchType;
  matchDay: string;
  mapName: string;
  mapNumber: number;
  playedAt: string;
  teams: readonly [FixtureTeam, FixtureTeam];
};
