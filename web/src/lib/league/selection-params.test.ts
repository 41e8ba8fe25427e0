import { describe, expect, it } from "vitest";
import { selectionQuery, withSelection } from "./selection-params.js";

const params = (text: string) => new URLSearchParams(text);

describe("withSelection", () => {
  const current = params("season=13&matchType=Combine&q=frog&view=list");

  it("adds only the selection parameters to a path", () => {
    expect(withSelection("/players/hex-", current)).toBe("/players/hex-?season=13&matchType=Combine");
    expect(selectionQuery(current)).toBe("season=13&matchType=Combine");
  });

  it("keeps the target's own parameters and fragment, which win over the current ones", () => {
    expect(withSelection("/standings?q=Elite#table", current)).toBe(
      "/standings?q=Elite&season=13&matchType=Combine#table",
    );
    expect(withSelection("/x?season=12", current)).toBe("/x?season=12&matchType=Combine");
  });

  it("leaves the path alone when the address has no selection", () => {
    expect(withSelection("/players/hex-", params("q=frog"))).toBe("/players/hex-");
  });
});
