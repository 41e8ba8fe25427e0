import { describe, expect, it } from "vitest";
import { readFilterParams, withFilterParam } from "./player-filter-params.js";

describe("readFilterParams", () => {
  it("reads repeated name, type, tier and role parameters", () => {
    const read = readFilterParams(
      new URLSearchParams("name=ace&name=Bob&type=Signed&tier=Elite&tier=Premier&role=AWPER"),
    );
    expect(read).toEqual({
      names: ["ace", "Bob"],
      typeGroups: ["Signed"],
      tiers: ["Elite", "Premier"],
      roles: ["AWPER"],
    });
  });

  it("drops unknown values, blank names and names repeated in another case", () => {
    const read = readFilterParams(
      new URLSearchParams("name=%20&name=ace&name=ACE&tier=Gold&role=coach&type=x"),
    );
    expect(read).toEqual({ names: ["ace"], typeGroups: [], tiers: [], roles: [] });
  });

  it("lists tiers in their display order whatever the address order", () => {
    expect(readFilterParams(new URLSearchParams("tier=Premier&tier=Recruit")).tiers).toEqual([
      "Recruit",
      "Premier",
    ]);
  });
});

describe("withFilterParam", () => {
  it("replaces one filter and keeps the other parameters", () => {
    const next = withFilterParam(new URLSearchParams("q=maps&tier=Elite&season=14"), "tiers", ["Premier"]);
    expect(next.toString()).toBe("q=maps&season=14&tier=Premier");
  });

  it("removes the parameter when nothing is chosen", () => {
    expect(withFilterParam(new URLSearchParams("role=AWPER"), "roles", []).toString()).toBe("");
  });
});
