import { buildSearchIndex, type SearchResult, search, searchKey } from "@fragboard/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const player = (name: string, id: string): SearchResult => ({
  kind: "player",
  name,
  id,
  tier: "Elite",
  team: null,
  franchise: null,
});

const index = buildSearchIndex([
  player("Łukasz", "101"),
  player("Zoë", "1012"),
  player("mazoer", "55"),
  player("zoe", "7"),
  { kind: "team", name: "Zoe Squad", id: "t9", tier: "Elite", team: "Frogs", franchise: "FRG" },
  { kind: "franchise", name: "Frogs", id: "FRG", tier: null, team: null, franchise: "FRG", aliases: ["FRG"] },
]);
const names = (q: string) => search(index, q, 10).map((r) => r.name);

describe("search (docs/rules.md#search)", () => {
  it("folds case and diacritics on both sides", () => {
    expect(searchKey("Łukasz")).toBe("lukasz");
    expect(searchKey("ZOË")).toBe("zoe");
    expect(names("LUKA")).toEqual(["Łukasz"]);
    expect(names("łuk")).toEqual(["Łukasz"]);
  });

  it("orders exact names, then prefixes, then any part; players before teams; shorter first", () => {
    // "zoe" and "Zoë" are exact (shorter/alphabetical settle them), the team starts with it, "mazoer" contains it.
    expect(names("zoë")).toEqual(["zoe", "Zoë", "Zoe Squad", "mazoer"]);
  });

  it("finds a player by his whole CSC id only, a franchise by its prefix", () => {
    expect(names("1012")).toEqual(["Zoë"]);
    expect(names("10")).toEqual([]);
    expect(names("frg")).toEqual(["Frogs"]);
  });

  it("answers nothing for a blank query and keeps to the limit", () => {
    expect(search(index, "   ", 10)).toEqual([]);
    expect(search(index, "o", 2)).toHaveLength(2);
  });
});

describe("search in one pass", () => {
  /** The search as first written: score every entry, sort them all. */
  function sortedSearch(results: readonly SearchResult[], query: string, limit: number): string[] {
    const q = searchKey(query.trim());
    if (q === "") return [];
    const kind = { player: 0, team: 1, franchise: 2 } as const;
    return results
      .map((result) => {
        const key = searchKey(result.name);
        const exact = key === q || (result.kind === "player" && searchKey(result.id) === q);
        const score = exact ? 0 : key.startsWith(q) ? 1 : key.includes(q) ? 2 : 3;
        return { result, score };
      })
      .filter((s) => s.score < 3)
      .sort(
        (a, b) =>
          a.score - b.score ||
          kind[a.result.kind] - kind[b.result.kind] ||
          a.result.name.length - b.result.name.length ||
          a.result.name.localeCompare(b.result.name),
      )
      .slice(0, limit)
      .map((s) => `${s.result.kind}:${s.result.name}`);
  }

  it("answers what sorting every match answered, for any names, query and limit", () => {
    const letters = fc.constantFrom("a", "b", "é", "Z", " ");
    const name = fc.array(letters, { minLength: 1, maxLength: 5 }).map((l) => l.join(""));
    const result = fc.record({
      kind: fc.constantFrom("player", "team", "franchise"),
      name,
      id: fc.constantFrom("1", "12", "ab"),
    });
    fc.assert(
      fc.property(
        fc.array(result, { maxLength: 40 }),
        name,
        fc.integer({ min: 1, max: 6 }),
        (rows, query, limit) => {
          const results: SearchResult[] = rows.map((r) => ({
            ...r,
            tier: null,
            team: null,
            franchise: null,
          }));
          const found = search(buildSearchIndex(results), query, limit).map((r) => `${r.kind}:${r.name}`);
          expect(found).toEqual(sortedSearch(results, query, limit));
        },
      ),
    );
  });
});
