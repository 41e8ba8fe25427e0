import type { Hitgroup, StoredMap, StoredPlayerRound, TeamIndex } from "@fragboard/core";
import type { kills, mapPlayers, maps, playerRounds, rounds } from "../db/schema/index.js";

/**
 * StoredMap <-> table rows. The two directions are inverses (a test checks it on simulated maps):
 * a season recomputed from stored rows sees exactly the StoredMap the incremental path saw.
 */

export type MapRows = {
  map: typeof maps.$inferSelect;
  players: (typeof mapPlayers.$inferInsert)[];
  rounds: (typeof rounds.$inferInsert)[];
  kills: (typeof kills.$inferInsert)[];
  playerRounds: (typeof playerRounds.$inferInsert)[];
};

/** Rows as read back (every column present). */
export type StoredMapRows = {
  map: typeof maps.$inferSelect;
  players: (typeof mapPlayers.$inferSelect)[];
  rounds: (typeof rounds.$inferSelect)[];
  kills: (typeof kills.$inferSelect)[];
  playerRounds: (typeof playerRounds.$inferSelect)[];
};

const HIT_COLUMNS = {
  Head: "hitsHead",
  Neck: "hitsNeck",
  Chest: "hitsChest",
  Stomach: "hitsStomach",
  LeftArm: "hitsLeftArm",
  RightArm: "hitsRightArm",
  LeftLeg: "hitsLeftLeg",
  RightLeg: "hitsRightLeg",
  Generic: "hitsGeneric",
} as const satisfies Record<Hitgroup, keyof typeof playerRounds.$inferSelect>;
const HIT_ENTRIES = Object.entries(HIT_COLUMNS) as [Hitgroup, (typeof HIT_COLUMNS)[Hitgroup]][];

export function mapToRows(stored: StoredMap): MapRows {
  const { match } = stored;
  const matchId = match.matchId;
  const [t0, t1] = match.teams;
  return {
    map: {
      matchId,
      scheduledMatchId: match.scheduledMatchId,
      season: match.season,
      tier: match.tier,
      matchType: match.matchType,
      matchDay: match.matchDay,
      mapName: match.mapName,
      mapNumber: match.mapNumber,
      playedAt: new Date(match.playedAt),
      totalRounds: match.totalRounds,
      team0Id: t0.teamId,
      team0Name: t0.name,
      team0StartSide: t0.startSide,
      team0Score: t0.score,
      team1Id: t1.teamId,
      team1Name: t1.name,
      team1StartSide: t1.startSide,
      team1Score: t1.score,
    },
    players: stored.players.map((p, position) => ({ matchId, position, ...p })),
    rounds: stored.rounds.map(({ sides, equipmentValue, economyType, ...r }) => ({
      matchId,
      ...r,
      side0: sides[0],
      side1: sides[1],
      equipmentValue0: equipmentValue[0],
      equipmentValue1: equipmentValue[1],
      economyType0: economyType[0],
      economyType1: economyType[1],
    })),
    kills: stored.kills.map((k) => ({ matchId, ...k })),
    playerRounds: stored.playerRounds.map(({ hits, ...pr }) => {
      const row = { matchId, ...pr } as typeof playerRounds.$inferInsert;
      for (const [group, column] of HIT_ENTRIES) row[column] = hits[group];
      return row;
    }),
  };
}

type StoredRound = StoredMap["rounds"][number];

/** The inverse of mapToRows; row order does not matter. */
export function mapFromRows(rows: StoredMapRows): StoredMap {
  const players = [...rows.players].sort((a, b) => a.position - b.position);
  return {
    match: matchFromRow(rows.map),
    players: players.map(playerFromRow),
    rounds: [...rows.rounds].sort((a, b) => a.number - b.number).map(roundFromRow),
    kills: [...rows.kills].sort((a, b) => a.round - b.round || a.index - b.index).map(killFromRow),
    playerRounds: playerRoundsFromRows(rows.playerRounds, players),
  };
}

function matchFromRow(m: StoredMapRows["map"]): StoredMap["match"] {
  return {
    matchId: m.matchId,
    scheduledMatchId: m.scheduledMatchId,
    season: m.season,
    tier: m.tier as StoredMap["match"]["tier"],
    matchType: m.matchType as StoredMap["match"]["matchType"],
    matchDay: m.matchDay,
    mapName: m.mapName,
    mapNumber: m.mapNumber,
    playedAt: m.playedAt.toISOString(),
    totalRounds: m.totalRounds,
    teams: [
      { teamId: m.team0Id, name: m.team0Name, startSide: m.team0StartSide, score: m.team0Score },
      { teamId: m.team1Id, name: m.team1Name, startSide: m.team1StartSide, score: m.team1Score },
    ],
  };
}

function playerFromRow(p: StoredMapRows["players"][number]): StoredMap["players"][number] {
  return { steam64Id: p.steam64Id, playerId: p.playerId, name: p.name, team: p.team as TeamIndex };
}

function roundFromRow(r: StoredMapRows["rounds"][number]): StoredRound {
  return {
    number: r.number,
    sides: [r.side0, r.side1],
    winnerSide: r.winnerSide,
    winnerTeam: r.winnerTeam as TeamIndex,
    reason: r.reason as StoredRound["reason"],
    equipmentValue: [r.equipmentValue0, r.equipmentValue1],
    economyType: [r.economyType0, r.economyType1] as StoredRound["economyType"],
    planter: r.planter,
    defuser: r.defuser,
    ninjaDefuse: r.ninjaDefuse,
    mvp: r.mvp,
  };
}

function killFromRow({
  matchId: _,
  weapon,
  ...k
}: StoredMapRows["kills"][number]): StoredMap["kills"][number] {
  return { ...k, weapon: weapon as StoredMap["kills"][number]["weapon"] };
}

/** In storeMap's order: by round, then roster order (`players` sorted by position). */
function playerRoundsFromRows(
  rows: StoredMapRows["playerRounds"],
  players: StoredMapRows["players"],
): StoredPlayerRound[] {
  const position = new Map(players.map((p) => [p.steam64Id, p.position]));
  return [...rows]
    .sort((a, b) => a.round - b.round || (position.get(a.steam64Id) ?? 0) - (position.get(b.steam64Id) ?? 0))
    .map(playerRoundFromRow);
}

/** The nine hit columns folded back into one `hits` record. */
function playerRoundFromRow(row: StoredMapRows["playerRounds"][number]): StoredPlayerRound {
  const {
    matchId: _,
    hitsHead,
    hitsNeck,
    hitsChest,
    hitsStomach,
    hitsLeftArm,
    hitsRightArm,
    hitsLeftLeg,
    hitsRightLeg,
    hitsGeneric,
    ...pr
  } = row;
  return {
    ...pr,
    hits: {
      Head: hitsHead,
      Neck: hitsNeck,
      Chest: hitsChest,
      Stomach: hitsStomach,
      LeftArm: hitsLeftArm,
      RightArm: hitsRightArm,
      LeftLeg: hitsLeftLeg,
      RightLeg: hitsRightLeg,
      Generic: hitsGeneric,
    },
  };
}
