import { describe, expect, it } from "vitest";
import {
  addTarget,
  DRAFT_BOARD_MAX_TARGETS,
  draftBoardSaveBodySchema,
  firstRepeat,
  flagTargets,
  type LeaguePlayer,
  moveTarget,
  removeTarget,
} from "../../src/index.js";

const player = (id: string, type: LeaguePlayer["type"], team?: string) => ({
  id,
  name: `P${id}`,
  type,
  team: team ? { name: team, franchise: { name: "F", prefix: "F" } } : null,
});

describe("draft target board", () => {
  it("finds the first repeated id", () => {
    expect(firstRepeat([])).toBeNull();
    expect(firstRepeat(["a", "b", "c"])).toBeNull();
    expect(firstRepeat(["a", "b", "a", "b"])).toBe(2);
  });

  it("adds at the bottom, never twice, and removes", () => {
    const board = addTarget(addTarget([], "a"), "b");
    expect(board).toEqual(["a", "b"]);
    expect(addTarget(board, "a")).toEqual(["a", "b"]);
    expect(removeTarget(board, "a")).toEqual(["b"]);
    expect(removeTarget(board, "zz")).toEqual(["a", "b"]);
  });

  it("moves a target up and down, clamped to the board, without touching the input", () => {
    const board = ["a", "b", "c", "d"];
    expect(moveTarget(board, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveTarget(board, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveTarget(board, 0, -1)).toEqual(board);
    expect(moveTarget(board, 3, 9)).toEqual(board);
    expect(moveTarget(board, 7, 0)).toEqual(board);
    expect(board).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps a target that is not draft-eligible, flagged with the reason", () => {
    const players = [
      player("1", "DRAFT_ELIGIBLE"),
      player("2", "SIGNED", "Frogs"),
      player("3", "FREE_AGENT"),
    ];
    expect(flagTargets(["2", "1", "9", "3"], players)).toEqual([
      { playerId: "2", eligible: false, reason: "P2 is Signed (Frogs), not Draft Eligible" },
      { playerId: "1", eligible: true, reason: null },
      { playerId: "9", eligible: false, reason: "Not a player of this season's league" },
      { playerId: "3", eligible: false, reason: "P3 is Free Agent, not Draft Eligible" },
    ]);
  });

  it("refuses a saved board with a duplicate or too many targets, naming the entry", () => {
    const repeat = draftBoardSaveBodySchema.safeParse({ playerIds: ["a", "b", "a"] });
    expect(repeat.success).toBe(false);
    expect(repeat.error?.issues[0]?.message).toBe("playerIds[2] repeats a: a board has no duplicates");
    expect(repeat.error?.issues[0]?.path).toEqual(["playerIds", 2]);
    const many = Array.from({ length: DRAFT_BOARD_MAX_TARGETS + 1 }, (_, i) => `p${i}`);
    expect(draftBoardSaveBodySchema.safeParse({ playerIds: many }).success).toBe(false);
    expect(draftBoardSaveBodySchema.safeParse({ playerIds: many.slice(1) }).success).toBe(true);
    expect(draftBoardSaveBodySchema.safeParse({ playerIds: [""] }).success).toBe(false);
    expect(draftBoardSaveBodySchema.safeParse({}).success).toBe(false);
  });
});
