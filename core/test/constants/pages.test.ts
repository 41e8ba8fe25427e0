import { describe, expect, it } from "vitest";
import { matchPage, PAGES } from "../../src/constants/pages.js";

const pathOf = (pathname: string) => matchPage(pathname)?.path;

describe("matchPage", () => {
  it("finds literal pages, with or without a trailing slash", () => {
    expect(pathOf("/")).toBe("/");
    expect(pathOf("/players")).toBe("/players");
    expect(pathOf("/players/")).toBe("/players");
    expect(pathOf("/standings")).toBe("/standings");
  });

  it("matches one non-empty segment per parameter", () => {
    expect(pathOf("/players/Frog%20King")).toBe("/players/:id");
    expect(pathOf("/graphics/players/42")).toBe("/graphics/players/:id");
    expect(pathOf("/franchises/FRG/Frog%20Legs")).toBe("/franchises/:franchise/:team");
    expect(pathOf("/franchises/FRG/Frog%20Legs/extra")).toBeUndefined();
  });

  it("prefers a literal segment over a parameter", () => {
    expect(pathOf("/articles/create")).toBe("/articles/create");
    expect(pathOf("/articles/12")).toBe("/articles/:id");
    expect(pathOf("/pickems/explorer")).toBe("/pickems/explorer");
  });

  it("knows no other address", () => {
    for (const path of ["/no/such/page", "/player", "/Players", "/graphics", "/api-docs", "/players/a/b"]) {
      expect(pathOf(path)).toBeUndefined();
    }
  });

  it("lists each page once, each with a title", () => {
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
    expect(PAGES.every((page) => page.title.length > 0)).toBe(true);
  });
});
