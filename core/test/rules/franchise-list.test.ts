import { describe, expect, it } from "vitest";
import type { TierName } from "../../src/constants/tiers.js";
import {
  averageTeamRating,
  findFranchise,
  findTeam,
  franchisesInTier,
  orderFranchises,
  teamsPerTier,
} from "../../src/rules/franchise-list.js";

const team = (id: string, name: string, tier: TierName) => ({ id, name, tier: { name: tier } });
const franchise = (name: string, prefix: string, tiers: TierName[] = []) => ({
  name,
  prefix,
  teams: tiers.map((tier, i) => team(`${prefix}-${i}`, `${name} ${tier}`, tier)),
});

describe("franchise list order", () => {
  it("puts SAV first, then the others by name whatever their case", () => {
    const list = [
      franchise("bad Pandas", "BP"),
      franchise("Arctic Gators", "ARGA"),
      franchise("Savage Frogs", "SAV"),
      franchise("Zesty Owls", "ZO"),
    ];
    expect(orderFranchises(list).map((f) => f.prefix)).toEqual(["SAV", "ARGA", "BP", "ZO"]);
  });

  it("is plain alphabetical when there is no SAV", () => {
    const list = [franchise("Cobras", "CO"), franchise("Anchors", "AN"), franchise("Badgers", "BA")];
    expect(orderFranchises(list).map((f) => f.name)).toEqual(["Anchors", "Badgers", "Cobras"]);
  });
});

describe("teams per tier", () => {
  it("counts every tier, zero included", () => {
    const f = franchise("Frogs", "FRG", ["Premier", "Contender", "Contender", "Recruit"]);
    expect(teamsPerTier(f.teams)).toEqual({
      Recruit: 1,
      Prospect: 0,
      Contender: 2,
      Challenger: 0,
      Elite: 0,
      Premier: 1,
    });
  });

  it("filters to the franchises with a team in the tier, or keeps all without one", () => {
    const list = [
      franchise("A", "A", ["Premier"]),
      franchise("B", "B", ["Elite", "Recruit"]),
      franchise("C", "C"),
    ];
    expect(franchisesInTier(list, "Recruit").map((f) => f.prefix)).toEqual(["B"]);
    expect(franchisesInTier(list, "Prospect")).toEqual([]);
    expect(franchisesInTier(list, null)).toHaveLength(3);
  });
});

describe("franchise and team lookup", () => {
  const list = [franchise("Savage Frogs", "SAV", ["Premier"]), franchise("Sav", "SVG", ["Elite"])];

  it("finds a franchise by prefix or name, case-insensitive; a prefix wins over a name", () => {
    expect(findFranchise(list, "sav")?.prefix).toBe("SAV");
    expect(findFranchise(list, "svg")?.name).toBe("Sav");
    expect(findFranchise(list, "savage frogs")?.prefix).toBe("SAV");
    expect(findFranchise(list, " SAVAGE FROGS ")?.prefix).toBe("SAV");
    expect(findFranchise(list, "Frogs")).toBeUndefined();
  });

  it("finds a team by name, case-insensitive, or by id", () => {
    const teams = list[0]?.teams ?? [];
    expect(findTeam(teams, "savage frogs premier")?.id).toBe("SAV-0");
    expect(findTeam(teams, "SAV-0")?.name).toBe("Savage Frogs Premier");
    expect(findTeam(teams, "Savage Frogs")).toBeUndefined();
  });
});

describe("average team rating (API.md §7.11)", () => {
  it("averages the players with a rating, inactive reserves left out", () => {
    const roster = [
      { type: "SIGNED" as const, rating: 1.2 },
      { type: "SIGNED" as const, rating: 0.9 },
      { type: "INACTIVE_RESERVE" as const, rating: 2.0 }, // not counted
      { type: "TEMPSIGNED" as const, rating: 1.05 },
      { type: "SIGNED" as const, rating: undefined }, // no stats: not counted
    ];
    // (1.2 + 0.9 + 1.05) / 3 = 3.15 / 3 = 1.05
    expect(averageTeamRating(roster)).toBeCloseTo(1.05, 10);
  });

  it("is null when nobody qualifies", () => {
    expect(averageTeamRating([{ type: "INACTIVE_RESERVE", rating: 1.1 }])).toBeNull();
    expect(averageTeamRating([])).toBeNull();
  });
});
