import { describe, expect, it } from "vitest";
import type { SeasonMap } from "../../lib/queries/charts.js";
import { listedPlayer, statsFor } from "../../test/fixtures.js";
import {
  chartLines,
  linesByTier,
  linesWithMmr,
  mapCounts,
  rankedBy,
  roleCounts,
  roleCountsByTier,
} from "./chart-data.js";

const sub = listedPlayer("sub", {
  tier: { name: "Elite" },
  mmr: 0,
  statsOutOfTier: [{ tier: "Premier", stats: statsFor("sub", { rating: 1.4 }) }],
});
const own = listedPlayer("own", { tier: { name: "Premier" }, mmr: 2100 }, { rating: 0.9 });
const unrated = listedPlayer("unrated", { tier: { name: "Unrated" }, role: "AWPER" });

describe("chartLines", () => {
  it("counts a sub's games in the tier he played them in", () => {
    const lines = chartLines([sub, own], []);
    expect(lines.map((l) => [l.player.name, l.tier, l.primary])).toEqual([
      ["sub", "Elite", true],
      ["sub", "Premier", false],
      ["own", "Premier", true],
    ]);
  });

  it("keeps only the chosen tiers' lines", () => {
    expect(chartLines([sub, own], ["Premier"]).map((l) => l.player.name)).toEqual(["sub", "own"]);
    expect(chartLines([sub, own], ["Elite"]).map((l) => l.player.name)).toEqual(["sub"]);
  });

  it("has no line for an Unrated player's own stats", () => {
    expect(chartLines([unrated], [])).toEqual([]);
  });
});

describe("linesByTier and linesWithMmr", () => {
  it("groups lowest tier first and leaves empty tiers out", () => {
    const groups = linesByTier(chartLines([own, sub], []));
    expect(groups.map((g) => [g.tier, g.lines.length])).toEqual([
      ["Elite", 1],
      ["Premier", 2],
    ]);
  });

  it("plots MMR only for own-tier lines with a released MMR", () => {
    expect(linesWithMmr(chartLines([sub, own], [])).map((l) => [l.player.name, l.mmr])).toEqual([
      ["own", 2100],
    ]);
  });
});

describe("rankedBy", () => {
  it("puts the highest value first, ties by name", () => {
    const lines = chartLines(
      [
        listedPlayer("b", {}, { adr: 90 }),
        listedPlayer("a", {}, { adr: 90 }),
        listedPlayer("c", {}, { adr: 100 }),
      ],
      [],
    );
    expect(rankedBy(lines, "adr").map((l) => l.player.name)).toEqual(["c", "a", "b"]);
  });
});

describe("roleCounts", () => {
  it("counts every role, players without one not at all", () => {
    const counts = roleCounts([
      listedPlayer("a", { role: "AWPER" }),
      listedPlayer("b", { role: "AWPER" }),
      listedPlayer("c", { role: "SUPPORT" }),
      listedPlayer("d", { role: "" }),
    ]);
    expect(counts).toEqual({ AWPER: 2, ENTRY: 0, FRAGGER: 0, RIFLER: 0, SUPPORT: 1 });
  });

  it("splits by the players' own tier, Unrated left out", () => {
    const byTier = roleCountsByTier([own, sub, unrated]);
    expect(byTier.map((t) => [t.tier, t.counts.RIFLER, t.counts.AWPER])).toEqual([
      ["Elite", 1, 0],
      ["Premier", 1, 0],
    ]);
  });
});

describe("mapCounts", () => {
  const map = (mapName: string, tier: SeasonMap["tier"]): SeasonMap => ({
    matchId: `${mapName}-${tier}`,
    totalRounds: 24,
    mapName,
    matchDay: "M1",
    season: 14,
    tier,
    matchType: "Regulation",
  });
  const maps = [
    map("de_nuke", "Elite"),
    map("de_nuke", "Premier"),
    map("de_anubis", "Elite"),
    map("de_ancient", "Elite"),
    map("de_ancient", "Elite"),
  ];

  it("counts each map per tier, most played first, ties by name", () => {
    expect(mapCounts(maps, [])).toEqual([
      { map: "de_ancient", total: 2, byTier: { Elite: 2 } },
      { map: "de_nuke", total: 2, byTier: { Elite: 1, Premier: 1 } },
      { map: "de_anubis", total: 1, byTier: { Elite: 1 } },
    ]);
  });

  it("counts only the chosen tiers", () => {
    expect(mapCounts(maps, ["Premier"])).toEqual([{ map: "de_nuke", total: 1, byTier: { Premier: 1 } }]);
  });
});
