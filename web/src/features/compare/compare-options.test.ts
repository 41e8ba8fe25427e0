import { describe, expect, it } from "vitest";
import { readComparePlayers } from "../../lib/league/compare-link.js";
import { listedPlayer, statsFor } from "../../test/fixtures.js";
import { compareOptions, pickedOptions, searchOptions } from "./compare-options.js";

const elite = listedPlayer("Ant", { tier: { name: "Elite" } });
const sub = listedPlayer("Bee", { tier: { name: "Contender" } });
sub.statsOutOfTier = [{ tier: "Elite", stats: statsFor("Bee", { rating: 1.3 }) }];
const idle = listedPlayer("Cat", { tier: { name: "Elite" } }, null);
const unrated = listedPlayer("Dog", { tier: { name: "Unrated" } });
const options = compareOptions([elite, sub, idle, unrated]);

describe("compare options", () => {
  it("offers own-tier lines, other-tier lines starred, players without stats disabled, no unrated players", () => {
    expect(options.map((o) => [o.token, o.tier, o.starred, o.line !== undefined])).toEqual([
      ["Ant", "Elite", false, true],
      ["Bee", "Contender", false, true],
      ["Bee:Elite", "Elite", true, true],
      ["Cat", "Elite", false, false],
    ]);
  });

  it("picks the address's options in order, skipping names that cannot be compared", () => {
    const tokens = readComparePlayers("?players=Ant,Bee:Elite,Cat,Nobody");
    expect(pickedOptions(tokens, options).map((o) => o.token)).toEqual(["Ant", "Bee:Elite"]);
  });

  it("searches by name in any case, leaves picked ones out, keeps one tier when asked, disabled last", () => {
    const picked = pickedOptions(["Ant"], options);
    const tokens = (search: string, tier?: "Elite") =>
      searchOptions(options, search, picked, tier).map((o) => o.token);
    expect(tokens("")).toEqual(["Bee", "Bee:Elite", "Cat"]);
    expect(tokens("BEE")).toEqual(["Bee", "Bee:Elite"]);
    expect(tokens("", "Elite")).toEqual(["Bee:Elite", "Cat"]);
    const disabledFirst = compareOptions([idle, elite]);
    expect(searchOptions(disabledFirst, "", [], undefined).map((o) => o.token)).toEqual(["Ant", "Cat"]);
  });
});
