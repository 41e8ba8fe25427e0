import { describe, expect, it } from "vitest";
import { awardSchema, playerAwards } from "../../src/rules/awards.js";
import { combinedRankings, combinedRankingsSchema } from "../../src/rules/combined-rankings.js";
import {
  banMatrix,
  banMatrixSchema,
  picksAndFloats,
  picksAndFloatsSchema,
} from "../../src/rules/map-bans.js";
import { matchCard, matchCardSchema } from "../../src/rules/match-card.js";
import { nearbyPageSchema, nearbyPlayersPage } from "../../src/rules/nearby-players.js";
import { ratingBars, ratingBarsSchema } from "../../src/rules/rating-bars.js";
import { roleRadar, roleRadarSchema } from "../../src/rules/role.js";
import { computeStandings, matchSummarySchema, standingsSchema } from "../../src/rules/standings.js";
import { teamAverages, teamAveragesSchema } from "../../src/rules/team-averages.js";
import { mapRecord, mapRecordSchema, teamRecord, teamRecordSchema } from "../../src/rules/team-record.js";
import { tierAggregates, tierAggregatesSchema } from "../../src/rules/tier-aggregates.js";
import { statLine, summary, teamMatch } from "./fixtures.js";

/** Every rule's output satisfies the schema the API serves it with. */
describe("output schemas", () => {
  const tier = [
    statLine("A", { gameCount: 5, rating: 1.1, kills: 80, awpR: 0.2, adr: 85 }),
    statLine("B", { gameCount: 4, rating: 0.9, kills: 60, odr: 0.5, odaR: 0.2 }),
  ];
  const [a] = tier;
  const maps = [summary("M1", "Alpha", 13, "Bravo", 9), summary("M2", "Bravo", 16, "Alpha", 14)];
  const match = teamMatch("m", "t1", "t2", {
    maps: [{ mapName: "de_nuke", mapNumber: 1, homeScore: 13, awayScore: 4 }],
    mapBans: [{ number: 1, map: "de_train", teamId: "t1" }],
  });

  it("parses every output unchanged", () => {
    if (!a) throw new Error("fixture");
    const outputs = [
      [standingsSchema, computeStandings(maps, { tier: "Elite", franchiseOf: () => null })],
      [combinedRankingsSchema, combinedRankings(a, tier)],
      [tierAggregatesSchema, tierAggregates(tier)],
      [ratingBarsSchema, ratingBars(a, tierAggregates(tier))],
      [roleRadarSchema, roleRadar(a)],
      [nearbyPageSchema, nearbyPlayersPage([{ name: "A", stats: a }], 0, 2)],
      [teamRecordSchema, teamRecord([match], "t1")],
      [mapRecordSchema, mapRecord(teamRecord([match], "t1"))],
      [teamAveragesSchema, teamAverages([{ mmr: 1500, stats: a }])],
      [banMatrixSchema, banMatrix([match], "t1")],
      [picksAndFloatsSchema, picksAndFloats([match], "t1")],
      [matchCardSchema, matchCard(match, "t1")],
      ...playerAwards("A", tier).map((award) => [awardSchema, award] as const),
    ] as const;
    for (const [schema, output] of outputs) expect(schema.parse(output)).toEqual(output);
    expect(playerAwards("A", tier).length).toBeGreaterThan(0);
  });

  it("accepts the fixtures' match summaries and rejects a summary with one team", () => {
    for (const m of maps) expect(matchSummarySchema.parse(m)).toEqual(m);
    const [first] = maps;
    expect(matchSummarySchema.safeParse({ ...first, teamStats: first?.teamStats.slice(0, 1) }).success).toBe(
      false,
    );
  });
});
