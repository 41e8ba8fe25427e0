import { PLAYER_TYPES } from "@fragboard/core";

/**
 * The league endpoint, served at `/graphql/core` (the path the league's client uses, docs/api.md#graphql): seasons and tiers,
 * rosters, franchises and the schedule. The folder is `league/` so it is not mistaken for the
 * `core` workspace. Ids are strings everywhere, so home/away/winner ids and pickem team ids compare equal.
 */
export const leagueSchema = /* GraphQL */ `
  enum PlayerTypes {
    ${PLAYER_TYPES.join("\n    ")}
  }

  type Query {
    "The season running now (the latest one that has started)."
    latestActiveSeason: Season
    season(number: Int!): Season
    "Every player of today's league, or those of one type."
    players(type: PlayerTypes): [Player!]!
    "Franchises with their teams and rosters of a season (the current one when omitted)."
    franchises(active: Boolean, season: Int): [Franchise!]!
    "One active franchise and its teams of a season (the current one when omitted): prefix, else name, case-insensitive."
    franchise(nameOrPrefix: String!, season: Int): Franchise
    "Scheduled matches of a season (the current one when omitted), of one team or of the whole league."
    matches(teamId: String, season: Int): [Match!]!
  }

  type Season {
    number: Int!
    league: League!
    standings: [TierStanding!]!
  }

  type League {
    leagueTiers: [LeagueTier!]!
  }

  type LeagueTier {
    tier: Tier!
  }

  type Tier {
    name: String!
    mmrCap: Int!
    "Tailwind hue name, e.g. red."
    color: String!
    mmrMin: Int!
    mmrMax: Int!
  }

  type TierStanding {
    tier: Tier!
    divisions: [Division!]!
  }

  "A conference inside a tier."
  type Division {
    name: String!
    teams: [DivisionTeam!]!
  }

  type DivisionTeam {
    team: Team!
  }

  "A player's tier; Unrated players have no season tier."
  type PlayerTier {
    name: String!
  }

  type Player {
    id: String!
    steam64Id: String!
    name: String!
    discordId: String!
    faceitName: String
    mmr: Int
    avatarUrl: String!
    "Seasons remaining; known for the current season only."
    contractDuration: Int
    type: PlayerTypes!
    tier: PlayerTier!
    team: Team
  }

  type Logo {
    name: String!
    url: String!
  }

  type Franchise {
    id: String!
    name: String!
    prefix: String!
    active: Boolean!
    logo: Logo!
    gm: Player
    agm: Player
    agms: [Player!]!
    teams: [Team!]!
  }

  type Team {
    id: String!
    name: String!
    season: Int!
    division: String!
    tier: Tier!
    franchise: Franchise
    captain: Player
    players: [Player!]!
  }

  type MapBan {
    number: Int!
    map: String!
    team: Team
  }

  type Lobby {
    id: String!
    mapBans: [MapBan!]!
  }

  type MatchDay {
    "M<n> regular season, P<n> playoffs, C<n> combines."
    number: String!
  }

  type DathostServer {
    connectString: String!
    port: Int!
    gotv: Int!
  }

  "One played map of a match, scored from the home team's side."
  type MatchMapStats {
    "The map's matchId on the stats endpoint (findManyMatch), for its scoreboard and lines."
    matchId: String!
    homeScore: Int!
    awayScore: Int!
    mapName: String!
    mapNumber: Int!
    winner: Team
  }

  type Match {
    id: String!
    scheduledDate: String!
    completedAt: String
    demoUrl: String
    lobby: Lobby!
    matchDay: MatchDay!
    home: Team
    away: Team
    dathostServer: DathostServer
    "Played maps in series order: none = unplayed, one = regular season, more = playoff series."
    stats: [MatchMapStats!]!
  }
`;
