/**
 * The GraphQL operations of API.md §4 exactly as the web app sends them (same variables and field
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

export const FRANCHISES = /* GraphQL */ `
  query franchises {
    franchises(active: true) {
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
      }
    }
  }
`;

const SEASON_STAT_FIELDS = `
  name
  Team: team
  gameCount rounds kills deaths assists rating ctRating TRating peak pit form consistency impact
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
      __typename
      match {
        matchDay
        matchId
        __typename
      }
    }
  }
`;

export const MATCH_HISTORY = /* GraphQL */ `
  query getMatchesHistoryByPlayerName($whereFilter: MatchWhereInput!) {
    findManyMatch(where: $whereFilter) {
      matchId
      mapName
      totalRounds
      matchType
      createdAt
      tier
      teamStats {
        name
      }
      matchStats(where: { side: { equals: 4 } }) {
        name
        kills
        assists
        deaths
        damage
        adr
        hs
        FAss
        teamENUM
        teamClanName
        rating
        RF
        RA
        utilDmg
        ok
        ol
        cl_1
        cl_2
        cl_3
        cl_4
        cl_5
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
        name
        score
        TR
        TRW
        ctR
        ctRW
        pistols
        pistolsW
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
