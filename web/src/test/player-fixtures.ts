import {
  type AccoladeRecord,
  accoladeRecordSchema,
  type ExtendedMatchStats,
  type ExtendedStats,
  extendedMatchStatsSchema,
  extendedStatsSchema,
  HITGROUPS,
  type ProfileBundle,
  profileBundleSchema,
  type ScoreboardLine,
  scoreboardLineSchema,
  type TrendRow,
  trendRowSchema,
  WEAPON_CATEGORIES,
} from "@fragboard/core";
import type { HistoryMap } from "../lib/queries/player.js";

/**
 * Fixtures of the player page's data, each parsed with core's schema of the response it stands
 * for, so a test cannot feed the page a shape the API would never send.
 */

const counts = <K extends string>(keys: readonly K[], value = 0) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, number>;

export function extendedFor(name: string, overrides: Partial<ExtendedStats> = {}): ExtendedStats {
  return extendedStatsSchema.parse({
    name,
    crosshairShareCode: "CSGO-a2B3c-D4e5F-g6H7i-J8k9L-MnOpQ",
    trackedObj: {
      selfKills: 0,
      wallBangKills: 2,
      noScopesKills: 0,
      airborneKills: 0,
      blindedKills: 1,
      smokeKills: 1,
      diedToBomb: 1,
      bombsDefused: 3,
      bombsPlanted: 6,
      ninjaDefuses: 0,
      mvpCount: 14,
      teamKills: 0,
    },
    chickens: { killed: 3, roasted: 0, exploded: 1, shot: 2, stabbed: 0 },
    averages: { pistolRoundKillAverageCt: 0.8, pistolRoundKillAverageT: 1.1 },
    durationAverages: {
      selfFlashDurationAverage: 0.4,
      teamFlashDurationAverage: 0.9,
      enemyFlashDurationAverage: 2.3,
    },
    weaponKillSubTypes: { ...counts(WEAPON_CATEGORIES), rifle: 120, pistol: 30, sniper: 12, grenade: 4 },
    weaponKills: { "AK-47": 70, M4A1: 50, "USP-S": 18, "Glock-18": 12, AWP: 12, "HE Grenade": 4 },
    hitboxTags: {
      ...counts(HITGROUPS),
      Head: 90,
      Neck: 10,
      Chest: 180,
      Stomach: 60,
      LeftArm: 20,
      RightArm: 20,
      LeftLeg: 10,
      RightLeg: 10,
      Generic: 40,
    },
    ...overrides,
  });
}

export function profileBundle(overrides: Partial<ProfileBundle> = {}): ProfileBundle {
  return profileBundleSchema.parse({
    profile: {
      favoriteRole: "Lurker",
      favoriteWeapon: "AK-47",
      favoriteMap: "de_mirage",
      aspectRatio: "16:9",
    },
    teamHistory: [
      {
        season: 15,
        changeType: "SIGN",
        value: "Signed with Frog Legs (FRG)",
        dateCreated: "2026-09-01T18:00:00.000Z",
        metadata: { teamId: "t1", franchisePrefix: "FRG" },
      },
    ],
    nameAliases: [],
    mmrHistory: [],
    ...overrides,
  });
}

export function boxLine(name: string, team: string, overrides: Partial<ScoreboardLine> = {}): ScoreboardLine {
  return scoreboardLineSchema.parse({
    name,
    kills: 18,
    assists: 4,
    deaths: 15,
    damage: 1700,
    hs: 9,
    adr: 80,
    kast: 0.7,
    impactRating: 1.05,
    rating: 1.02,
    ctRating: 1,
    TRating: 1.04,
    teamClanName: team,
    teamENUM: 3,
    FAss: 2,
    RF: 13,
    RA: 9,
    utilDmg: 40,
    ef: 5,
    ok: 3,
    ol: 2,
    cl_1: 1,
    cl_2: 0,
    cl_3: 0,
    cl_4: 0,
    cl_5: 0,
    ...overrides,
  });
}

/**
 * One map `player` played for "Frog Legs" against "Toad Squad": five lines a side, his own line
 * with `line` applied; the others rated 0.6 upwards so the box-score order is known.
 */
export function historyMap(
  matchId: string,
  createdAt: string,
  player: string,
  line: Partial<ScoreboardLine> = {},
  matchDay = matchId.match(/-([mpc]\d+)(?:-\d+)*$/)?.[1]?.toUpperCase() ?? "M1",
): HistoryMap {
  const home = "Frog Legs";
  const away = "Toad Squad";
  const matchStats = [
    boxLine(player, home, line),
    ...[1, 2, 3, 4].map((i) => boxLine(`frog${i}`, home, { rating: 0.6 + i / 10 })),
    ...[1, 2, 3, 4, 5].map((i) =>
      boxLine(`toad${i}`, away, { rating: 0.6 + i / 10, RF: 9, RA: 13, teamENUM: 2 }),
    ),
  ];
  return {
    matchId,
    mapName: "de_mirage",
    totalRounds: 22,
    matchType: matchId.startsWith("combines-") ? "Combine" : "Regulation",
    matchDay,
    createdAt,
    tier: "Contender",
    teamStats: [{ name: home }, { name: away }],
    matchStats,
  };
}

export function trendPoint(matchDay: string, rating: number, matchId = `s15-${matchDay}`): TrendRow {
  return trendRowSchema.parse({
    rating,
    impactRating: 1,
    damage: 1800,
    adr: 82,
    deaths: 15,
    rounds: 22,
    assists: 4,
    KR: 0.8,
    ef: 6,
    kast: 0.72,
    utilDmg: 35,
    TRating: rating,
    ctRating: rating,
    hltvTwoPointO: rating,
    match: { matchDay, matchId },
  });
}

/** Demo data of a map with its metadata, one CT clutch won against two with one kill, and two rounds. */
export function extendedMatch(): ExtendedMatchStats {
  const kill = {
    isHeadshot: true,
    isNoScope: false,
    isThroughSmoke: false,
    penetradedObjects: 0,
    is_killer_blinded: false,
    is_killer_airborne: false,
  };
  return extendedMatchStatsSchema.parse({
    metadata: {
      matchup: {
        teamAFaceitElo: [2000, 2100, 1900, 2000, 2000],
        teamBFaceitElo: [1500, 1500, 1500, 1500, 1500],
        teamACSCRatingsAtMatch: [1.1, 1, 0.9, 1, 1],
        teamBCSCRatingsAtMatch: [0.9, 0.9, 0.9, 0.9, 0.9],
      },
    },
    data: {
      kills: [
        {
          ...kill,
          roundNumber: 1,
          killerName: "frog1",
          killerSide: 3,
          victimName: "toad1",
          victimSide: 2,
          weaponName: "USP-S",
          isTradeKill: false,
          isTradeDeath: false,
        },
        {
          ...kill,
          roundNumber: 1,
          killerName: "toad2",
          killerSide: 2,
          victimName: "frog1",
          victimSide: 3,
          weaponName: "Glock-18",
          isTradeKill: true,
          isTradeDeath: true,
        },
        {
          ...kill,
          roundNumber: 2,
          killerName: "frog1",
          killerSide: 3,
          victimName: "toad2",
          victimSide: 2,
          weaponName: "M4A1",
          isTradeKill: false,
          isTradeDeath: false,
        },
      ],
      rounds: [
        {
          number: 1,
          teamAEconomyType: "pistol",
          teamBEconomyType: "pistol",
          teamAEquipmentValue: 800,
          teamBEquipmentValue: 800,
          teamASide: 3,
          teamBSide: 2,
          winnerSide: 3,
        },
        {
          number: 2,
          teamAEconomyType: "full",
          teamBEconomyType: "eco",
          teamAEquipmentValue: 4400,
          teamBEquipmentValue: 1200,
          teamASide: 3,
          teamBSide: 2,
          winnerSide: 2,
        },
      ],
      players: { a: { name: "frog1" }, b: { name: "toad1" }, c: { name: "toad2" } },
      clutches: [
        {
          roundNumber: 2,
          clutcherName: "frog1",
          opponentCount: 2,
          clutcherKillCount: 1,
          hasWon: true,
          side: 3,
        },
        {
          roundNumber: 5,
          clutcherName: "toad2",
          opponentCount: 1,
          clutcherKillCount: 0,
          hasWon: false,
          side: 2,
        },
        {
          roundNumber: 7,
          clutcherName: "toad1",
          opponentCount: 0,
          clutcherKillCount: 0,
          hasWon: true,
          side: 2,
        },
      ],
    },
  });
}

export function accolade(playerId: string, badgeText: string, season = 14): AccoladeRecord {
  return accoladeRecordSchema.parse({
    id: season,
    playerId,
    season,
    badgeType: "championship",
    badgeText,
    badgeImageUrl: null,
    metadata: null,
    createdBy: "100000000000000001",
    createdAt: "2026-06-01T12:00:00.000Z",
  });
}
