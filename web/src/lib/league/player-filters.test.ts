import { describe, expect, it } from "vitest";
import { listedPlayer } from "../../test/fixtures.js";
import { filterPlayers, type PlayerFilters } from "./player-filters.js";

const NO_FILTERS: PlayerFilters = { names: [], typeGroups: [], tiers: [], roles: [] };

const names = (players: { name: string }[]) => players.map((p) => p.name);

const players = [
  listedPlayer("AlphaWolf", { type: "SIGNED", tier: { name: "Premier" }, role: "AWPER" }),
  listedPlayer("bravo", { type: "SIGNED_SUBBED", tier: { name: "Elite" }, role: "ENTRY" }),
  listedPlayer("Charlie", { type: "FREE_AGENT", tier: { name: "Recruit" }, role: "SUPPORT" }),
  listedPlayer("delta", { type: "TEMPSIGNED", tier: { name: "Recruit" }, role: "RIFLER" }),
  listedPlayer("Echo", { type: "PERMANENT_FREE_AGENT", tier: { name: "Unrated" }, role: "FRAGGER" }),
  listedPlayer("foxtrot", { type: "UNROSTERED_AGM", tier: { name: "Elite" }, role: "" }),
  listedPlayer("Golf", { type: undefined, tier: { name: "Premier" }, role: "AWPER" }),
];

describe("filterPlayers", () => {
  it("keeps everyone when no filter is set", () => {
    expect(filterPlayers(players, NO_FILTERS)).toHaveLength(players.length);
  });

  it("matches name chips as a case-insensitive substring, any chip being enough", () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, names: ["ALPHA"] }))).toEqual(["AlphaWolf"]);
    expect(names(filterPlayers(players, { ...NO_FILTERS, names: ["ha", "ECH"] }))).toEqual([
      "AlphaWolf",
      "Charlie",
      "Echo",
    ]);
    expect(filterPlayers(players, { ...NO_FILTERS, names: ["zulu"] })).toEqual([]);
  });

  it("expands a type group into all its player types", () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, typeGroups: ["Signed"] }))).toEqual([
      "AlphaWolf",
      "bravo",
    ]);
    expect(names(filterPlayers(players, { ...NO_FILTERS, typeGroups: ["Free Agents"] }))).toEqual([
      "Charlie",
      "delta",
    ]);
    expect(names(filterPlayers(players, { ...NO_FILTERS, typeGroups: ["GM", "Perma FA"] }))).toEqual([
      "Echo",
      "foxtrot",
    ]);
  });

  it("leaves out players without a type once a type filter is on", () => {
    const signed = names(filterPlayers(players, { ...NO_FILTERS, typeGroups: ["Signed", "Free Agents"] }));
    expect(signed).not.toContain("Golf");
  });

  it("filters by the player's own tier, Unrated included", () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, tiers: ["Recruit"] }))).toEqual([
      "Charlie",
      "delta",
    ]);
    expect(names(filterPlayers(players, { ...NO_FILTERS, tiers: ["Unrated", "Premier"] }))).toEqual([
      "AlphaWolf",
      "Echo",
      "Golf",
    ]);
  });

  it("filters by role; a player without a role matches no role", () => {
    expect(names(filterPlayers(players, { ...NO_FILTERS, roles: ["AWPER"] }))).toEqual(["AlphaWolf", "Golf"]);
    expect(names(filterPlayers(players, { ...NO_FILTERS, roles: ["ENTRY", "SUPPORT"] }))).toEqual([
      "bravo",
      "Charlie",
    ]);
    expect(
      names(
        filterPlayers(players, { ...NO_FILTERS, roles: ["RIFLER", "FRAGGER", "AWPER", "ENTRY", "SUPPORT"] }),
      ),
    ).not.toContain("foxtrot");
  });

  it("combines filters with AND", () => {
    const result = filterPlayers(players, {
      names: ["o"],
      typeGroups: ["Signed", "GM"],
      tiers: ["Elite"],
      roles: ["ENTRY"],
    });
    expect(names(result)).toEqual(["bravo"]);
  });
});
