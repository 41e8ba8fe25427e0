import { describe, expect, it } from "vitest";
import { playerPath } from "./player-lookup.js";

describe("playerPath", () => {
  it("encodes the name into the page address", () => {
    expect(playerPath("Frog King/2")).toBe("/players/Frog%20King%2F2");
  });
});
