/** What each figure means, for number tooltips (definitions: STATS.md). */
export const STAT_DESCRIPTIONS = {
  rating: "Rating: league rating (HLTV 1.0 form) over the season",
  hltvTwoPointO: "HLTV 2.0 approximation from KAST, kills, deaths, assists and ADR per round",
  mmr: "MMR: the league's matchmaking rating (??? = not released)",
  gameCount: "Games: maps played this season",
  kr: "Kills per round",
  adr: "ADR: damage dealt to enemies per round",
  kast: "KAST: share of rounds with a kill, assist, survival or traded death",
  hs: "Headshot %: headshot kills / kills",
  cscId: "CSC ID: the player's league id",
} as const;
