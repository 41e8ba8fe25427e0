import { describe, expect, it } from "vitest";
import { mapAnalysis, type PlayedMapTally } from "../../src/rules/map-analysis.js";
import { type TeamMatch, teamMatchFromCore } from "../../src/rules/team-match.js";
import { teamMatch } from "./fixtures.js";

const FROGS = { id: "t1", name: "Frogs" };

/** One team's tallies of a map: score, CT won/played, T won/played, pistols won/played. */
const side = (
  name: string,
  score: number,
  ct: [number, number],
  t: [number, number],
  pistols: [number, number],
) => ({
  name,
  score,
  ctRW: ct[0],
  ctR: ct[1],
  TRW: t[0],
  TR: t[1],
  pistolsW: pistols[0],
  pistols: pistols[1],
});

const played = (
  matchId: string,
  mapName: string,
  us: ReturnType<typeof side>,
  them: ReturnType<typeof side>,
): PlayedMapTally => ({ matchId, mapName, teamStats: [us, them] });

describe("map analysis", () => {
  const maps = [
    // nuke 13–7: CT 8/12, T 5/8, pistols 1/2
    played(
      "m1",
      "de_nuke",
      side("Frogs", 13, [8, 12], [5, 8], [1, 2]),
      side("Toads", 7, [3, 8], [4, 12], [1, 2]),
    ),
    // nuke 10–13 (listed second): T 6/12, CT 4/11, pistols 0/2
    played(
      "m2",
      "de_nuke",
      side("Newts", 13, [6, 12], [7, 11], [2, 2]),
      side("Frogs", 10, [4, 11], [6, 12], [0, 2]),
    ),
    // mirage 13–11: CT 7/12, T 6/12, pistols 2/2
    played(
      "m3",
      "de_mirage",
      side("Frogs", 13, [7, 12], [6, 12], [2, 2]),
      side("Toads", 11, [6, 12], [5, 12], [0, 2]),
    ),
    // mirage 5–13: CT 4/12, T 1/6, pistols 0/2
    played(
      "m6",
      "de_mirage",
      side("Frogs", 5, [4, 12], [1, 6], [0, 2]),
      side("Toads", 13, [5, 6], [8, 12], [2, 2]),
    ),
    // unplayed 0–0 and a map without Frogs: skipped
    played(
      "m4",
      "de_train",
      side("Frogs", 0, [0, 0], [0, 0], [0, 0]),
      side("Toads", 0, [0, 0], [0, 0], [0, 0]),
    ),
    played(
      "m5",
      "de_dust2",
      side("Toads", 13, [7, 12], [6, 9], [1, 2]),
      side("Newts", 8, [3, 9], [5, 12], [1, 2]),
    ),
  ];

  // s1: Frogs ban first (train, inferno, overpass), Toads ban ancient, dust2, mirage; nuke played.
  // s2: Newts ban first (nuke, dust2, inferno), Frogs ban train, ancient, overpass; mirage played.
  const bans = (teams: string[], order: string[]) =>
    order.map((map, i) => ({ number: i + 1, map, teamId: teams[i % 2] as string }));
  const schedule: TeamMatch[] = [
    teamMatch("s1", "t1", "t2", {
      maps: [{ mapName: "de_nuke", mapNumber: 1, homeScore: 13, awayScore: 7 }],
      mapBans: bans(
        ["t1", "t2"],
        ["de_train", "de_ancient", "de_inferno", "de_dust2", "de_overpass", "de_mirage"],
      ),
    }),
    teamMatch("s2", "t3", "t1", {
      maps: [{ mapName: "de_mirage", mapNumber: 1, homeScore: 11, awayScore: 13 }],
      mapBans: bans(
        ["t3", "t1"],
        ["de_nuke", "de_train", "de_dust2", "de_ancient", "de_inferno", "de_overpass"],
      ),
    }),
    // A playoff series' veto and a match between two other teams count for nothing.
    teamMatch("p1", "t1", "t2", {
      matchDay: "P1",
      maps: [
        { mapName: "de_nuke", mapNumber: 1, homeScore: 13, awayScore: 2 },
        { mapName: "de_train", mapNumber: 2, homeScore: 13, awayScore: 4 },
      ],
      mapBans: bans(["t2", "t1"], ["de_dust2", "de_dust2"]),
    }),
    teamMatch("x", "t2", "t3", {
      maps: [{ mapName: "de_dust2", mapNumber: 1, homeScore: 13, awayScore: 8 }],
      mapBans: bans(["t2", "t3"], ["de_nuke", "de_nuke"]),
    }),
  ];

  const analysis = mapAnalysis(maps, schedule, FROGS);
  const row = (map: string) => analysis.rows.find((r) => r.map === map);

  it("tallies each map from the team's side", () => {
    // nuke: 1–1, rounds 23:20 → 23/43 = 53.49 % → 53.5; CT 12/23 = 52.17 → 52.2; T 11/20 = 55.0; pistols 1/4 = 25.0
    expect(row("de_nuke")).toMatchObject({
      played: 2,
      wins: 1,
      losses: 1,
      roundsWon: 23,
      roundsLost: 20,
      roundWinPct: 53.5,
      ct: { won: 12, played: 23, pct: 52.2 },
      t: { won: 11, played: 20, pct: 55 },
      pistols: { won: 1, played: 4, pct: 25 },
    });
    // mirage: 1–1, rounds 18:24 → 42.86 → 42.9; CT 11/24 = 45.83 → 45.8; T 7/18 = 38.89 → 38.9; pistols 2/4 = 50
    expect(row("de_mirage")).toMatchObject({
      played: 2,
      wins: 1,
      losses: 1,
      roundsWon: 18,
      roundsLost: 24,
      roundWinPct: 42.9,
      ct: { won: 11, played: 24, pct: 45.8 },
      t: { won: 7, played: 18, pct: 38.9 },
      pistols: { won: 2, played: 4, pct: 50 },
    });
    // train was 0–0 and dust2 was not Frogs' map: nothing played
    expect(row("de_train")).toMatchObject({ played: 0, roundWinPct: 0, ct: { won: 0, played: 0, pct: 0 } });
    expect(row("de_dust2")?.played).toBe(0);
  });

  it("totals every map", () => {
    // rounds 41:44 → 41/85 = 48.24 → 48.2; CT 23/47 = 48.94 → 48.9; T 18/38 = 47.37 → 47.4; pistols 3/8 = 37.5
    expect(analysis.total).toEqual({
      played: 4,
      wins: 2,
      losses: 2,
      roundsWon: 41,
      roundsLost: 44,
      roundWinPct: 48.2,
      ct: { won: 23, played: 47, pct: 48.9 },
      t: { won: 18, played: 38, pct: 47.4 },
      pistols: { won: 3, played: 8, pct: 37.5 },
    });
  });

  it("adds the team's picks, floats and bans and its opponents' bans", () => {
    // s1: Frogs banned first → floats for the last ban (mirage) and the played map (nuke). s2: mirage is their pick.
    const vetoes = Object.fromEntries(
      analysis.rows.map((r) => [r.map, [r.picks, r.floats, r.bans, r.opponentBans]]),
    );
    expect(vetoes).toEqual({
      de_ancient: [0, 0, 1, 1],
      de_dust2: [0, 0, 0, 2],
      de_inferno: [0, 0, 1, 1],
      de_mirage: [1, 1, 0, 1],
      de_nuke: [0, 1, 0, 1],
      de_overpass: [0, 0, 2, 0],
      de_train: [0, 0, 2, 0],
    });
  });

  it("names the best and worst map among those played twice", () => {
    expect(analysis).toMatchObject({ best: "de_nuke", worst: "de_mirage" });
    // With only nuke played twice there is nothing to compare.
    const once = mapAnalysis(maps.slice(0, 3), schedule, FROGS);
    expect(once).toMatchObject({ best: null, worst: null });
  });

  it("lists a played map outside the pool after the pool", () => {
    const vertigo = played(
      "v",
      "de_vertigo",
      side("Frogs", 13, [9, 12], [4, 4], [2, 2]),
      side("Newts", 3, [0, 4], [3, 12], [0, 2]),
    );
    const rows = mapAnalysis([vertigo], [], FROGS).rows;
    expect(rows.map((r) => r.map)).toEqual([
      "de_ancient",
      "de_dust2",
      "de_inferno",
      "de_mirage",
      "de_nuke",
      "de_overpass",
      "de_train",
      "de_vertigo",
    ]);
    expect(rows.at(-1)).toMatchObject({ played: 1, wins: 1, roundWinPct: 81.3 }); // 13/16 = 81.25 → 81.3
  });
});

describe("team match from the core answer", () => {
  it("keeps ids, names, bans by team id and home-side map scores", () => {
    const team = (id: string, name: string) => ({
      id,
      name,
      franchise: { prefix: id.toUpperCase(), name: `${name} FC`, logo: { url: `/api/logos/${id}.svg` } },
    });
    const match = teamMatchFromCore({
      id: "s15-premier-p1-1",
      scheduledDate: "2026-12-01T02:00:00.000Z",
      completedAt: null,
      demoUrl: null,
      lobby: { id: "l1", mapBans: [{ number: 1, map: "de_nuke", team: { id: "t2", name: "Toads" } }] },
      matchDay: { number: "P1" },
      home: { ...team("t1", "Frogs"), tier: { name: "Premier" } },
      away: team("t2", "Toads"),
      dathostServer: null,
      stats: [
        {
          homeScore: 13,
          awayScore: 9,
          mapName: "de_train",
          mapNumber: 1,
          winner: { id: "t1", name: "Frogs" },
          matchId: "s15-premier-p1-1-1",
        },
        {
          homeScore: 4,
          awayScore: 2,
          mapName: "de_ancient",
          mapNumber: 2,
          winner: null,
          matchId: "s15-premier-p1-1-2",
        },
      ],
    });
    expect(match).toEqual({
      id: "s15-premier-p1-1",
      matchDay: "P1",
      scheduledDate: "2026-12-01T02:00:00.000Z",
      completedAt: null,
      demoUrl: null,
      homeTeamId: "t1",
      awayTeamId: "t2",
      homeTeamName: "Frogs",
      awayTeamName: "Toads",
      mapBans: [{ number: 1, map: "de_nuke", teamId: "t2" }],
      maps: [
        { mapName: "de_train", mapNumber: 1, homeScore: 13, awayScore: 9 },
        { mapName: "de_ancient", mapNumber: 2, homeScore: 4, awayScore: 2 },
      ],
    });
  });
});
