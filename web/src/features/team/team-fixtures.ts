import type { CoreMatch } from "@fragboard/core";
import type { RosterStats, TeamHistoryMap } from "../../lib/queries/franchises.js";
import { statsFor } from "../../test/fixtures.js";
import { rosterPlayer, stubFranchise, stubTeam } from "../../test/franchise-api-stub.js";
import { boxLine } from "../../test/player-fixtures.js";

/**
 * A small league for the team page tests: Rapid Anchors (Arctic Gators) against Calves (Bold
 * Bison): a won regular-season map, an unplayed match and a playoff series in progress.
 */

export const roster = ["Skipper", "Mystery", "Stand In", "Old Timer", "Rookie"].map((name, i) =>
  rosterPlayer(name, name === "Mystery" ? 0 : 2000 - i * 100, name === "Stand In" ? "TEMPSIGNED" : "SIGNED"),
);
export const anchors = stubTeam("t1", "Rapid Anchors", "Contender", roster, 8300);
export const calves = stubTeam("t2", "Calves", "Contender", [], 8300);
export const gators = stubFranchise("Arctic Gators", "ARGA", [
  anchors,
  stubTeam("t3", "Empty Nest", "Recruit"),
]);
export const bison = stubFranchise("Bold Bison", "BB", [calves]);

const side = (team: typeof anchors, franchise: typeof gators) => ({
  id: team.id,
  name: team.name,
  franchise: { prefix: franchise.prefix, name: franchise.name, logo: franchise.logo },
});

function match(
  id: string,
  matchDay: string,
  maps: [string, number, number][],
  completed: boolean,
): CoreMatch {
  return {
    id,
    scheduledDate: "2026-11-04T02:00:00.000Z",
    completedAt: completed ? "2026-11-04T03:00:00.000Z" : null,
    demoUrl: null,
    lobby: {
      id: `l-${id}`,
      mapBans:
        matchDay.startsWith("M") && maps.length > 0
          ? ["de_train", "de_ancient", "de_inferno", "de_dust2", "de_overpass", "de_mirage"].map(
              (map, i) => ({
                number: i + 1,
                map,
                team: i % 2 === 0 ? { id: "t1", name: "Rapid Anchors" } : { id: "t2", name: "Calves" },
              }),
            )
          : [],
    },
    matchDay: { number: matchDay },
    home: { ...side(anchors, gators), tier: { name: "Contender" } },
    away: side(calves, bison),
    dathostServer: null,
    stats: maps.map(([mapName, homeScore, awayScore], i) => ({
      homeScore,
      awayScore,
      mapName,
      mapNumber: i + 1,
      winner: null,
      matchId: maps.length > 1 || matchDay.startsWith("P") ? `${id}-${i + 1}` : id,
    })),
  };
}

export const schedule: CoreMatch[] = [
  match("m1", "M1", [["de_nuke", 13, 7]], true),
  match("m2", "M2", [], false),
  match("p1", "P1", [["de_mirage", 13, 9]], false),
];

const tally = (name: string, score: number, ctRW: number, TRW: number) => ({
  name,
  score,
  ctR: 12,
  ctRW,
  TR: 8,
  TRW,
  pistols: 2,
  pistolsW: 1,
});

function played(matchId: string, matchDay: string, mapName: string, createdAt: string): TeamHistoryMap {
  return {
    matchId,
    mapName,
    totalRounds: 20,
    matchType: "Regulation",
    matchDay,
    createdAt,
    teamStats: [tally("Rapid Anchors", 13, 8, 5), tally("Calves", 7, 3, 4)],
    matchStats: [
      ...roster.map((p, i) => boxLine(p.name, "Rapid Anchors", { rating: 1 + i / 10 })),
      ...[1, 2, 3, 4, 5].map((i) => boxLine(`calf${i}`, "Calves", { rating: 0.7 })),
    ],
  };
}

export const history = [
  played("p1-1", "P1", "de_mirage", "2026-11-20T03:00:00.000Z"),
  played("m1", "M1", "de_nuke", "2026-11-04T03:00:00.000Z"),
];

export const rosterStats: RosterStats[] = roster.slice(0, 4).map((p, i) => ({
  ...statsFor(p.name, { rating: 1 + i / 10, gameCount: 5, adr: 80 + i, kast: 0.7 }),
  steam64Id: p.steam64Id,
  tier: "Contender",
}));

export const teamLeague = () => ({
  franchises: [gators, bison],
  rosterStats,
  matches: { t1: schedule },
  history,
});
