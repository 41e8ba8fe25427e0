import {
  CLUTCH_KEYS,
  MATCH_TYPES,
  MULTI_KILL_KEYS,
  SEASON_STAT_KEYS,
  type SeasonStatKey,
  TIER_NAMES,
} from "@fragboard/core";

/**
 * The league "stats" endpoint (docs/api.md#graphql): season aggregates, per-map player lines and played
 * maps with a Prisma-like `where`. The filter inputs declare only the operators the web app's
 * operations use (equals / in / startsWith / some / is), so GraphQL validation refuses the rest.
 */

/** Bounds the work of one playersSeasonStats request; a franchise's rosters are a few dozen players. */
export const MAX_PLAYERS_PER_STATS_QUERY = 200;

const COUNT_KEYS = new Set<SeasonStatKey>([
  "gameCount",
  "rounds",
  "kills",
  "deaths",
  "assists",
  ...MULTI_KILL_KEYS,
  ...CLUTCH_KEYS,
]);

const seasonStatFields = SEASON_STAT_KEYS.map((k) => `${k}: ${COUNT_KEYS.has(k) ? "Int" : "Float"}!`).join(
  "\n    ",
);

export const statsSchema = /* GraphQL */ `
  scalar BigInt

  enum Tier {
    ${TIER_NAMES.join("\n    ")}
  }

  enum MatchType {
    ${MATCH_TYPES.join("\n    ")}
  }

  enum SortOrder {
    asc
    desc
  }

  input StringFilter {
    equals: String
    in: [String!]
    startsWith: String
  }

  input IntFilter {
    equals: Int
  }

  input BigIntFilter {
    equals: BigInt
  }

  input EnumTierFilter {
    equals: Tier
  }

  input EnumMatchTypeFilter {
    equals: MatchType
  }

  input MatchWhereInput {
    matchId: StringFilter
    season: IntFilter
    tier: EnumTierFilter
    matchType: EnumMatchTypeFilter
    matchStats: PlayerMatchStatsListRelationFilter
  }

  input PlayerMatchStatsListRelationFilter {
    "Maps where at least one line matches."
    some: PlayerMatchStatsWhereInput
  }

  "A to-one relation filter in both of Prisma's forms: { is: { season: ... } } or { season: ... }."
  input MatchRelationFilter {
    is: MatchWhereInput
    matchId: StringFilter
    season: IntFilter
    tier: EnumTierFilter
    matchType: EnumMatchTypeFilter
    matchStats: PlayerMatchStatsListRelationFilter
  }

  input PlayerMatchStatsWhereInput {
    steamID: BigIntFilter
    name: StringFilter
    "4 = whole map (both sides), the only lines stored."
    side: IntFilter
    match: MatchRelationFilter
  }

  input MatchOrderByWithRelationInput {
    matchId: SortOrder
    createdAt: SortOrder
  }

  input PlayerMatchStatsOrderByWithRelationInput {
    matchId: SortOrder
  }

  type Query {
    "Season aggregates of one tier; select team as Team for the client's alias."
    tierSeasonStats(tier: String!, season: Int!, matchType: String!): [SeasonStats!]!
    "Season aggregates of some players (a roster, a franchise: at most ${MAX_PLAYERS_PER_STATS_QUERY} steam64 ids), one per tier each played in."
    playersSeasonStats(steamIds: [String!]!, season: Int!, matchType: String!): [SeasonStats!]!
    "One player's Regulation aggregate of a season, every tier together."
    playerSummary(steamId: String!, season: Int!): SeasonStats
    findManyPlayerMatchStats(
      where: PlayerMatchStatsWhereInput!
      orderBy: [PlayerMatchStatsOrderByWithRelationInput!]
    ): [PlayerMatchStats!]!
    findManyMatch(where: MatchWhereInput!, orderBy: [MatchOrderByWithRelationInput!]): [Match!]!
  }

  type SeasonStats {
    name: String!
    steam64Id: String!
    "The tier these maps were played in (a sub's out-of-tier maps are a row of their own); null for playerSummary, which sums every tier."
    tier: Tier
    "The team he played his latest map of the scope for."
    team: String
    ${seasonStatFields}
  }

  "One player's line of one map (side 4: both sides)."
  type PlayerMatchStats {
    steamID: BigInt!
    name: String!
    teamClanName: String!
    "The side his team started on: 3 CT, 2 T."
    teamENUM: Int!
    rounds: Int!
    kills: Int!
    assists: Int!
    deaths: Int!
    damage: Int!
    "Headshot kill count."
    hs: Int!
    adr: Float!
    KR: Float!
    "Fraction of rounds, 0..1."
    kast: Float!
    impactRating: Float!
    rating: Float!
    ctRating: Float!
    TRating: Float!
    "HLTV 2.0 approximation of this map (docs/stats.md#hltvtwopointo)."
    hltvTwoPointO: Float!
    FAss: Int!
    "Rounds for / against."
    RF: Int!
    RA: Int!
    utilDmg: Int!
    ef: Int!
    "Opening kills / losses."
    ok: Int!
    ol: Int!
    cl_1: Int!
    cl_2: Int!
    cl_3: Int!
    cl_4: Int!
    cl_5: Int!
    match: Match!
  }

  type TeamStats {
    name: String!
    score: Int!
    "T-side rounds played / won."
    TR: Int!
    TRW: Int!
    "CT-side rounds played / won."
    ctR: Int!
    ctRW: Int!
    "Pistol rounds played / won."
    pistols: Int!
    pistolsW: Int!
  }

  type Round {
    winnerClanName: String!
    "3 CT, 2 T."
    winnerENUM: Int!
    endDueToBombEvent: Boolean!
    "Health damage the winners dealt this round (500 = five enemies killed)."
    winTeamDmg: Int!
    "steam64 id of the defuser, \\"0\\" when nobody defused."
    defuser: String!
  }

  "One played map."
  type Match {
    matchId: String!
    mapName: String!
    totalRounds: Int!
    matchType: MatchType!
    "When the map was played (ISO)."
    createdAt: String!
    matchDay: String!
    season: Int!
    tier: Tier!
    "The two teams, in the map's team order."
    teamStats: [TeamStats!]!
    "Player lines in roster order."
    matchStats(where: PlayerMatchStatsWhereInput): [PlayerMatchStats!]!
    rounds: [Round!]!
  }
`;
