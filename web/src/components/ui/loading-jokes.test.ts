import { describe, expect, it } from "vitest";
import { jokeFor, LOADING_JOKES } from "./loading-jokes.js";

describe("jokeFor", () => {
  it("keeps one joke through an address's loading stages and draws again for another address", () => {
    const first = jokeFor("/franchises/ARGA/Rapid%20Anchors", () => 0);
    expect(first).toBe(LOADING_JOKES[0]);
    // A later stage of the same page: the same line, whatever the draw would have given.
    expect(jokeFor("/franchises/ARGA/Rapid%20Anchors", () => 0.99)).toBe(first);
    expect(jokeFor("/standings", () => 0.99)).toBe(LOADING_JOKES.at(-1));
    expect(jokeFor("/franchises/ARGA/Rapid%20Anchors", () => 0)).toBe(LOADING_JOKES[0]);
  });
});
