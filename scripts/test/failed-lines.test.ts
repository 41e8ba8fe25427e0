import { describe, expect, it } from "vitest";
import { failedLines } from "../failed-lines.js";

describe("failedLines", () => {
  it("lists each failed or retried test once, without colours, and nothing of a passing run", () => {
    const log = [
      " \x1b[32m✓\x1b[39m server/test/a.test.ts (3 tests) 120ms",
      "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[45m e2e \x1b[49m\x1b[39m e2e/test/x.test.ts > page > sorts",
      "AssertionError: expected 1 to be 2",
      " FAIL  web  src/b.test.tsx > keeps the draft",
      "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[45m e2e \x1b[49m\x1b[39m e2e/test/x.test.ts > page > sorts",
      "RETRIED e2e e2e/test/y.test.ts > page > loads (passed on try 2; try 1: Timeout)",
    ].join("\n");
    expect(failedLines(log)).toEqual([
      "FAIL e2e e2e/test/x.test.ts > page > sorts",
      "FAIL web src/b.test.tsx > keeps the draft",
      "RETRIED e2e e2e/test/y.test.ts > page > loads (passed on try 2; try 1: Timeout)",
    ]);
    expect(failedLines(" ✓ server/test/a.test.ts (3 tests)\n Test Files  1 passed (1)")).toEqual([]);
  });
});
