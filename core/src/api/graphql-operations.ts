/**
 * The GraphQL operations (docs/api.md#graphql) exactly as the web app sends them (same variables and field
 * trees): the web app's hooks send these documents and the server tests answer them.
 */

export const LATEST_ACTIVE_SEASON = /* GraphQL */ `
  query LatestActiveSeason {
    latestActiveSeason {
      number
      league {
        leagueTiers {
          tier {
            name
            mmrCap
            color
            mmrMin
            mmrMax
          }
        }
      }
    }
  }
`;

export const SEASONS = /* GraphQL */ `
  query Seasons($season: Int!) {
    season(number: $season) {
      standings {
        tier {
          name
        }
        divisions {
          name
          teams {
            team {
              name
            }
          }
        }
      }
    }
  }
`;

export const CSC_PLAYERS = /* GraphQL */ `
  query CscPlayers($playerType: PlayerTypes) {
    players(type: $playerType) {
      id
      steam64Id
      name
      discordId
      faceitName
      mmr
      avatarUrl
      contractDuration
      type
      tier {
        name
      }
      team {
        name
        franchise {
          name
          prefix
        }
      }
    }
  }
`;

/** What the franchise and team pages show of a franchise: management, teams, rosters. */
const FRANCHISE_FIELDS = /* GraphQL */ `
      name
      prefix
      logo {
        name
        url
      }
      gm {
        id
        name
      }
      agm {
        id
        name
      }
      agms {
        id
        name
      }
      teams {
        id
        name
        captain {
          steam64Id
        }
        tier {
          name
          mmrCap
        }
        players {
          id
          name
          discordId
          steam64Id
          mmr
          avatarUrl
          type
        }
      }`;

/** `$season` omitted = the current season's teams and rosters. */
export const FRANCHISES = /* GraphQL */ `
  query franchises($season: Int) {
    franchises(active: true, season: $season) {${FRANCHISE_FIELDS}
    }
  }
`;

/** One franchise by the franchise or team page's address segment (its prefix or name); null when none. */
export const FRANCHISE = /* GraphQL */ `
  query franchise($nameOrPrefix: String!, $season: Int) {
    franchise(nameOrPrefix: $nameOrPrefix, season: $season) {${FRANCHISE_FIELDS}
    }
  }
`;

/** The franchise list: each franchise's card (logo, GM, teams per tier), no rosters. */
export const FRANCHISE_LIST = /* GraphQL */ `
  query franchiseList($season: Int) {
    franchises(active: true, season: $season) {
      name
      prefix
      logo {
        url
      }
      gm {
        id
        name
      }
      teams {
        id
        tier {
          name
        }
      }
    }
  }
`;

export const MATCHES = /* GraphQL */ `
  query matches($teamId: String, $season: Int!) {
    matches(teamId: $teamId, season: $season) {
      id
      scheduledDate
      completedAt
      demoUrl
      lobby {
        id
        mapBans {
          number
          map
          team {
            id
            name
          }
        }
      }
      matchDay {
        number
      }
      home {
        id
        name
        tier {
          name
        }
        franchise {
          prefix
          name
          logo {
            url
          }
        }
      }
      away {
        id
        name
        franchise {
          prefix
          name
          logo {
            url
          }
        }
      }
      dathostServer {
        connectString
        port
        gotv
      }
      stats {
        homeScore
        awayScore
        mapName
        mapNumber
        winner {
          id
          name
        }
        matchId
      }
    }
  }
`;

const SEASON_STAT_FIELDS = `
  name
  Team: team
  gameCount rounds kills deaths assists rating ctRating TRating hltvTwoPointO peak pit form
  consistency impact
  kr adr kast hs odr odaR entriesR eaR adp awpR multiR clutchR tradesR savesR tRatio sRate saveRate
  suppR suppXR ef fAssists util utilDmg Xnade twoK threeK fourK fiveK cl_1 cl_2 cl_3 cl_4 cl_5
  __typename
`;

export const GET_TIER_SEASON_STATS = /* GraphQL */ `
  query getTierSeasonStats($tier: String!, $season: Int!, $matchType: String!) {
    tierSeasonStats(tier: $tier, season: $season, matchType: $matchType) {
      ${SEASON_STAT_FIELDS}
    }
  }
`;

/** What the franchise and team pages show of each roster player: rating, role inputs, card figures. */
export const PLAYERS_SEASON_STATS = /* GraphQL */ `
  query PlayersSeasonStats($steamIds: [String!]!, $season: Int!, $matchType: String!) {
    playersSeasonStats(steamIds: $steamIds, season: $season, matchType: $matchType) {
      name
      steam64Id
      tier
      gameCount
      rating
      adr
      kast
      impact
      ef
      utilDmg
      clutchR
      kr
      awpR
      odr
      odaR
      multiR
      suppR
      suppXR
    }
  }
`;

export const PLAYER_PROFILE = /* GraphQL */ `
  query PlayerProfile($steamId: String!, $season: Int!) {
    playerSummary(steamId: $steamId, season: $season) {
      ctRating
      TRating
    }
  }
`;

export const PROFILE_TREND_GRAPH = /* GraphQL */ `
  query ProfileTrendGraph($steamId: BigInt!, $season: Int!) {
    findManyPlayerMatchStats(
      where: { steamID: { equals: $steamId }, match: { is: { season: { equals: $season } } }, side: { equals: 4 } }
      orderBy: { matchId: asc }
    ) {
      rating
      impactRating
      damage
      adr
      deaths
      rounds
      assists
      KR
      ef
      kast
      utilDmg
      TRating
      ctRating
      hltvTwoPointO
      __typename
      match {
        matchDay
        matchId
        __typename
      }
    }
  }
`;

/** A team's tallies of one map: score, T and CT rounds played / won, pistol rounds played / won. */
const TEAM_TALLY_FIELDS = "name score TR TRW ctR ctRW pistols pistolsW";

/** A player's line in a match history row (both the player's and the team's history). */
const HISTORY_LINE_FIELDS = `
  name kills assists deaths damage adr hs FAss teamENUM teamClanName rating RF RA utilDmg ok ol
  cl_1 cl_2 cl_3 cl_4 cl_5
`;

export const MATCH_HISTORY = /* GraphQL */ `
  query getMatchesHistoryByPlayerName($whereFilter: MatchWhereInput!) {
    findManyMatch(where: $whereFilter) {
      matchId
      mapName
      totalRounds
      matchType
      matchDay
      createdAt
      tier
      teamStats {
        name
      }
      matchStats(where: { side: { equals: 4 } }) {
        ${HISTORY_LINE_FIELDS}
      }
    }
  }
`;

/**
 * The team page's history and Map Analysis: a team's played maps (by the matchIds its schedule
 * names) with both teams' round, side and pistol tallies and every player's line.
 */
export const TEAM_MATCH_HISTORY = /* GraphQL */ `
  query TeamMatchHistory($matchIds: [String!]!) {
    findManyMatch(where: { matchId: { in: $matchIds } }, orderBy: [{ createdAt: desc }]) {
      matchId
      mapName
      totalRounds
      matchType
      matchDay
      createdAt
      teamStats {
        ${TEAM_TALLY_FIELDS}
      }
      matchStats(where: { side: { equals: 4 } }) {
        ${HISTORY_LINE_FIELDS}
      }
    }
  }
`;

export const SCOREBOARD = /* GraphQL */ `
  query ScoreboardQuery($matchId: String!) {
    findManyMatch(where: { matchId: { startsWith: $matchId } }, orderBy: { matchId: asc }) {
      mapName
      matchId
      tier
      teamStats {
        name
        score
      }
      matchStats(where: { side: { equals: 4 } }) {
        name
        kills
        assists
        deaths
        hs
        adr
        kast
        impactRating
        rating
        teamClanName
        utilDmg
        ef
        cl_1
        cl_2
        cl_3
        cl_4
        cl_5
      }
      rounds {
        winnerClanName
        winnerENUM
        endDueToBombEvent
        winTeamDmg
        defuser
      }
    }
  }
`;

const SEASON_MATCHES_WHERE = `where: { season: { equals: $season }, tier: { equals: $tier }, matchType: { equals: $matchType } }`;

export const SEASON_MATCHES_STANDINGS = /* GraphQL */ `
  query SeasonMatches($season: Int!, $tier: Tier, $matchType: MatchType!) {
    findManyMatch(${SEASON_MATCHES_WHERE}) {
      matchId
      totalRounds
      mapName
      matchDay
      season
      tier
      matchType
      teamStats {
        ${TEAM_TALLY_FIELDS}
      }
    }
  }
`;

export const SEASON_MATCHES_CHARTS = /* GraphQL */ `
  query SeasonMatches($season: Int!, $tier: Tier, $matchType: MatchType!) {
    findManyMatch(${SEASON_MATCHES_WHERE}) {
      matchId
      totalRounds
      mapName
      matchDay
      season
      tier
      matchType
    }
  }
`;
