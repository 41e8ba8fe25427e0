import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ELO_BASE } from "../../src/rules/elo.js";
import { computeStandings, type MatchSummary } from "../../src/rules/standings.js";
import { summary } from "./fixtures.js";

const franchiseOf = (team: string) => (team === "Alpha" ? { name: "Frog Legs", prefix: "FRG" } : null);
const standings = (maps: MatchSummary[]) => computeStandings(maps, { tier: "Contender", franchiseOf });
const names = (maps: MatchSummary[]) => standings(maps).rows.map((r) => r.name);

describe("standings: head-to-head, Elo and columns", () => {
  // Records: Alpha W W L = 2–1, Bravo L W W = 2–1, Charlie W L L = 1–2, Delta L L W = 1–2.
  // Given out of match-day order: the standings apply maps by match day.
  const alphaCharlie = summary("M2", "Alpha", 13, "Charlie", 11);
  const season = [
    alphaCharlie,
    summary("M2", "Bravo", 13, "Delta", 10),
    summary("M1", "Alpha", 13, "Bravo", 5),
    summary("M1", "Charlie", 13, "Delta", 3),
    summary("M3", "Bravo", 13, "Charlie", 8),
    summary("M3", "Delta", 13, "Alpha", 6),
  ];

  it("breaks two-team ties by their meeting", () => {
    const table = standings(season);
    expect(table.rows.map((r) => r.name)).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    // Alpha beat Bravo on M1, Charlie beat Delta on M1
    expect(table.tieBreakers).toEqual([
      "Alpha over Bravo in Head-to-Head",
      "Charlie over Delta in Head-to-Head",
    ]);
    expect(table.rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it("computes Elo from both teams' Elo before each map", () => {
    // M1 maps, every team at 1000: E = 1/(1 + 10^0) = 0.5.
    //   Alpha 13–5:   (13 − 5) + 51.333·(1 − 0.5) = 8 + 25.6665 = +33.6665 → 1033.6665; Bravo −33.6665 → 966.3335
    //   Charlie 13–3: (13 − 3) + 25.6665 = +35.6665 → 1035.6665; Delta → 964.3335
    const afterDay1 = standings(season.filter((m) => m.matchDay === "M1")).rows;
    const elo = (rows: typeof afterDay1, name: string) => rows.find((r) => r.name === name)?.elo;
    expect(elo(afterDay1, "Alpha")).toBeCloseTo(1033.6665, 9);
    expect(elo(afterDay1, "Bravo")).toBeCloseTo(966.3335, 9);
    expect(elo(afterDay1, "Charlie")).toBeCloseTo(1035.6665, 9);
    expect(elo(afterDay1, "Delta")).toBeCloseTo(964.3335, 9);
    // M2, Alpha (1033.6665) 13–11 Charlie (1035.6665):
    //   E_Alpha = 1/(1 + 10^((1035.6665 − 1033.6665)/266.66)) = 1/(1 + 10^0.0075002) = 1/2.0174198 = 0.4956827
    //   Alpha   +2 + 51.333·(1 − 0.4956827) = 2 + 25.8881224 = +27.8881224 → 1061.5546224
    //   Charlie −2 + 51.333·(0 − 0.5043173) = −2 − 25.8881224 = −27.8881224 → 1007.7783776
    const afterAlphaCharlie = standings([...season.filter((m) => m.matchDay === "M1"), alphaCharlie]).rows;
    expect(elo(afterAlphaCharlie, "Alpha")).toBeCloseTo(1061.5546224, 6);
    expect(elo(afterAlphaCharlie, "Charlie")).toBeCloseTo(1007.7783776, 6);
  });

  it("derives the columns", () => {
    const alpha = standings(season).rows[0];
    // Alpha: 13–5, 13–11, 6–13 → rounds 32:29, diff +3, 32/61 = 52.46 % → 52.5
    // win % 2/3 = 66.67; SoS = mean(Bravo 2/3, Charlie 1/3, Delta 1/3) × 100 = 44.44 → 44.4
    // CT (fixture: ctR = ceil(total/2), ctRW = ceil(score/2)): 7/9 + 7/12 + 3/10 = 17/31 = 54.84 % → 54.8
    // T (TR = floor(total/2), TRW = floor(score/2)): 6/9 + 6/12 + 3/9 = 15/30 → 50.0; pistols 4/6 → 66.7
    expect(alpha).toEqual({
      position: 1,
      name: "Alpha",
      franchise: { name: "Frog Legs", prefix: "FRG" },
      wins: 2,
      losses: 1,
      winPct: 66.67,
      roundsWon: 32,
      roundsLost: 29,
      roundDiff: 3,
      roundPct: 52.5,
      ctRoundsWon: 17,
      ctRounds: 31,
      ctPct: 54.8,
      tRoundsWon: 15,
      tRounds: 30,
      tPct: 50,
      pistolsWon: 4,
      pistols: 6,
      pistolPct: 66.7,
      elo: expect.any(Number),
      sos: 44.4,
      // Newest first, each from Alpha's side: lost 6–13 to Delta on M3 (Delta at home).
      recent: [
        {
          matchId: "M3-Delta-Alpha",
          matchDay: "M3",
          opponent: "Delta",
          roundsWon: 6,
          roundsLost: 13,
          won: false,
        },
        {
          matchId: "M2-Alpha-Charlie",
          matchDay: "M2",
          opponent: "Charlie",
          roundsWon: 13,
          roundsLost: 11,
          won: true,
        },
        {
          matchId: "M1-Alpha-Bravo",
          matchDay: "M1",
          opponent: "Bravo",
          roundsWon: 13,
          roundsLost: 5,
          won: true,
        },
      ],
    });
    expect(standings(season).rows[1]?.franchise).toBeNull();
  });

  it("lists a team's last five maps by match day, whatever order they came in", () => {
    // Alpha plays Bravo on M1…M7, given newest first; it wins the odd days 13–k (k = the day).
    const days = [7, 6, 5, 4, 3, 2, 1].map((d) =>
      d % 2 ? summary(`M${d}`, "Alpha", 13, "Bravo", d) : summary(`M${d}`, "Bravo", 13, "Alpha", d),
    );
    const alpha = standings(days).rows.find((r) => r.name === "Alpha");
    expect(alpha?.recent.map((r) => [r.matchDay, r.won, r.roundsWon, r.roundsLost])).toEqual([
      ["M7", true, 13, 7],
      ["M6", false, 6, 13],
      ["M5", true, 13, 5],
      ["M4", false, 4, 13],
      ["M3", true, 13, 3],
    ]);
  });

  it("reports the match day and the tier's playoff line", () => {
    // Alpha, first, has 2 + 1 maps played; Contender's line is after 14.
    expect(standings(season)).toMatchObject({ tier: "Contender", matchDay: 3, playoffLine: 14 });
    expect(computeStandings(season, { tier: "Premier", franchiseOf }).playoffLine).toBe(4);
  });

  it.each([
    ["Recruit", 6],
    ["Prospect", 10],
    ["Contender", 14],
    ["Challenger", 10],
    ["Elite", 10],
    ["Premier", 4],
  ] as const)("draws %s's playoff line after position %i (spec 001 §9)", (tier, line) => {
    expect(computeStandings(season, { tier, franchiseOf }).playoffLine).toBe(line);
  });

  it("is empty before match day 1", () => {
    expect(standings([])).toEqual({
      tier: "Contender",
      matchDay: 0,
      playoffLine: 14,
      rows: [],
      tieBreakers: [],
    });
  });
});

describe("standings: tie-breakers after head-to-head", () => {
  it("uses several meetings: more wins, then their round difference", () => {
    // Alpha and Bravo 2–1 each, 1–1 against each other; meeting round difference Alpha +8 − 2 = +6.
    // Bravo has the stronger schedule: SoS Bravo = mean(Alpha 2/3, Charlie 1/2) = 58.3,
    // Alpha = mean(Bravo 2/3, Delta 0) = 33.3, so head-to-head must come first.
    // (Charlie 1–1: mean(Bravo 2/3, Delta 0) = 33.3; Delta 0–2: mean(Alpha 2/3, Charlie 1/2) = 58.3.)
    const maps = [
      summary("M1", "Alpha", 13, "Bravo", 5),
      summary("M2", "Bravo", 13, "Alpha", 11),
      summary("M3", "Bravo", 13, "Charlie", 7),
      summary("M3", "Alpha", 13, "Delta", 10),
      summary("M4", "Charlie", 13, "Delta", 8),
    ];
    const table = standings(maps);
    expect(table.rows.map((r) => [r.name, r.sos])).toEqual([
      ["Alpha", 33.3],
      ["Bravo", 58.3],
      ["Charlie", 33.3],
      ["Delta", 58.3],
    ]);
    expect(table.tieBreakers).toEqual(["Alpha over Bravo in Head-to-Head"]);
  });

  it("counts meetings won before their round difference", () => {
    // Alpha beat Bravo 13–11 twice, Bravo beat Alpha 13–0 once: 2–1 to Alpha in meetings although
    // their round difference favours Bravo (Alpha +2 +2 −13 = −9). Both beat or lost to Charlie to
    // end 2–2.
    const maps = [
      summary("M1", "Alpha", 13, "Bravo", 11),
      summary("M2", "Bravo", 11, "Alpha", 13),
      summary("M3", "Bravo", 13, "Alpha", 0),
      summary("M4", "Charlie", 13, "Alpha", 5),
      summary("M4", "Bravo", 13, "Charlie", 5),
    ];
    const table = standings(maps);
    expect(table.rows.map((r) => [r.name, r.wins, r.losses])).toEqual([
      ["Alpha", 2, 2],
      ["Bravo", 2, 2],
      ["Charlie", 1, 1],
    ]);
    expect(table.tieBreakers).toEqual(["Alpha over Bravo in Head-to-Head"]);
  });

  it("falls to strength of schedule when the tied teams never met", () => {
    // Charlie 2–1; Alpha and Bravo 1–0 and never met; Delta 0–3.
    // SoS Alpha = Charlie 2/3 → 66.7; Bravo = Delta 0/3 → 0.0. Bravo's round difference (+9) beats
    // Alpha's (+7), so SoS must come before it.
    const maps = [
      summary("M1", "Alpha", 13, "Charlie", 6),
      summary("M1", "Bravo", 13, "Delta", 4),
      summary("M2", "Charlie", 13, "Delta", 7),
      summary("M3", "Charlie", 13, "Delta", 9),
    ];
    const table = standings(maps);
    expect(table.rows.map((r) => [r.name, r.sos])).toEqual([
      ["Charlie", 50],
      ["Alpha", 66.7],
      ["Bravo", 0],
      ["Delta", 83.3],
    ]);
    expect(table.tieBreakers).toEqual(["Alpha over Bravo in SoS"]);
  });

  it("falls to round difference when meetings and SoS are level", () => {
    // Alpha and Bravo 2–1, split 13–10 / 10–13 (meeting difference 0); Charlie and Delta 1–2, split
    // 13–11 / 11–13. SoS Alpha = mean(Bravo 2/3, Charlie 1/3) = 50.0 = Bravo's mean(Alpha 2/3, Delta 1/3);
    // Charlie = mean(Delta 1/3, Alpha 2/3) = 50.0 = Delta's.
    // Round difference: Alpha +3 − 3 + 11 = +11 > Bravo −3 + 3 + 4 = +4; Delta −2 + 2 − 4 = −4 > Charlie +2 − 2 − 11 = −11.
    const maps = [
      summary("M1", "Alpha", 13, "Bravo", 10),
      summary("M1", "Charlie", 13, "Delta", 11),
      summary("M2", "Bravo", 13, "Alpha", 10),
      summary("M2", "Delta", 13, "Charlie", 11),
      summary("M3", "Alpha", 13, "Charlie", 2),
      summary("M3", "Bravo", 13, "Delta", 9),
    ];
    const table = standings(maps);
    expect(table.rows.map((r) => [r.name, r.roundDiff])).toEqual([
      ["Alpha", 11],
      ["Bravo", 4],
      ["Delta", -4],
      ["Charlie", -11],
    ]);
    expect(table.tieBreakers).toEqual([
      "Alpha over Bravo in Round Difference",
      "Delta over Charlie in Round Difference",
    ]);
  });
});

describe("standings: ties of three", () => {
  it("uses the head-to-head record within the tied group", () => {
    // Alpha, Bravo, Charlie 2–1 each (a cycle, each beat Delta); Delta 0–3.
    // Wins within the group: 1 each. Round difference within the group:
    //   Alpha +2 (13–11 Bravo) − 4 (9–13 Charlie) = −2; Bravo −2 + 8 (13–5 Charlie) = +6; Charlie −8 + 4 = −4
    const maps = [
      summary("M1", "Alpha", 13, "Bravo", 11),
      summary("M1", "Charlie", 13, "Delta", 7),
      summary("M2", "Bravo", 13, "Charlie", 5),
      summary("M2", "Alpha", 13, "Delta", 7),
      summary("M3", "Charlie", 13, "Alpha", 9),
      summary("M3", "Bravo", 13, "Delta", 7),
    ];
    const table = standings(maps);
    expect(table.rows.map((r) => r.name)).toEqual(["Bravo", "Alpha", "Charlie", "Delta"]);
    expect(table.tieBreakers).toEqual([
      "Bravo over Alpha in Head-to-Head",
      "Alpha over Charlie in Head-to-Head",
    ]);
  });

  it("restarts from head-to-head for the teams still tied after one is separated", () => {
    // Alpha 1–0, Bravo 1–0, Charlie 1–1 (lost to Alpha, beat Delta), Delta 0–2.
    // Group {Alpha, Bravo, Charlie}: wins within it Alpha 1, Bravo 0, Charlie 0 → Alpha first.
    // {Bravo, Charlie} restart: they never met → SoS Charlie = mean(Alpha 1/1, Delta 0/2) = 50.0 >
    // Bravo = Delta 0/2 = 0.0. (Sorting the whole group by in-group round difference instead would
    // have put Bravo, at 0, above Charlie, at −7.)
    const maps = [
      summary("M1", "Alpha", 13, "Charlie", 6),
      summary("M1", "Bravo", 13, "Delta", 4),
      summary("M2", "Charlie", 13, "Delta", 7),
    ];
    const table = standings(maps);
    expect(table.rows.map((r) => r.name)).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);
    expect(table.tieBreakers).toEqual(["Alpha over Charlie in Head-to-Head", "Charlie over Bravo in SoS"]);
  });

  it("orders by name when nothing separates the teams", () => {
    // Two 13–11 wins over each other: same wins, meetings, SoS and round difference.
    expect(names([summary("M1", "Bravo", 13, "Alpha", 11), summary("M2", "Alpha", 13, "Bravo", 11)])).toEqual(
      ["Alpha", "Bravo"],
    );
  });
});

describe("standings properties", () => {
  const TEAMS = ["A", "B", "C", "D", "E", "F"];
  /** A map between two distinct teams with one winner: 13 against 0..11, or an overtime win 16–14. */
  const map = fc
    .record({
      home: fc.nat(TEAMS.length - 1),
      offset: fc.integer({ min: 1, max: TEAMS.length - 1 }),
      loserScore: fc.oneof(fc.integer({ min: 0, max: 11 }), fc.constant(14)),
      homeWins: fc.boolean(),
      day: fc.integer({ min: 1, max: 15 }),
    })
    .map(({ home, offset, loserScore, homeWins, day }) => {
      const winnerScore = loserScore === 14 ? 16 : 13;
      const homeName = TEAMS[home] ?? "A";
      const awayName = TEAMS[(home + offset) % TEAMS.length] ?? "B";
      return homeWins
        ? summary(`M${day}`, homeName, winnerScore, awayName, loserScore)
        : summary(`M${day}`, homeName, loserScore, awayName, winnerScore);
    });

  it("keeps the tier's Elo sum at 1000 per team (zero-sum per map)", () => {
    fc.assert(
      fc.property(fc.array(map, { maxLength: 40 }), (maps) => {
        const { rows } = standings(maps);
        const total = rows.reduce((sum, r) => sum + r.elo, 0);
        return Math.abs(total - ELO_BASE * rows.length) < 1e-6;
      }),
    );
  });

  it("gives positions that are a permutation of 1..n, one row per team", () => {
    fc.assert(
      fc.property(fc.array(map, { maxLength: 40 }), (maps) => {
        const { rows } = standings(maps);
        const teams = new Set(maps.flatMap((m) => m.teamStats.map((t) => t.name)));
        const positions = rows.map((r) => r.position).sort((a, b) => a - b);
        return (
          rows.length === teams.size &&
          new Set(rows.map((r) => r.name)).size === teams.size &&
          positions.every((p, i) => p === i + 1)
        );
      }),
    );
  });

  it("orders rows by wins", () => {
    fc.assert(
      fc.property(fc.array(map, { maxLength: 40 }), (maps) => {
        const { rows } = standings(maps);
        return rows.every((r, i) => i === 0 || (rows[i - 1]?.wins ?? 0) >= r.wins);
      }),
    );
  });
});
