import { describe, expect, it } from "vitest";
import { failedLines, lastLines } from "../failed-lines.js";

describe("failedLines", () => {
  it("lists each failed or retried test once, without colours, and nothing of a passing run", () => {
    const log = [
      " \x1b[32m✓\x1b[39m server/test/a.test.ts (3 tests) 120ms",
      "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[45m e2e \x1b[49m\x1b[39m e2e/test/x.test.ts > page > sorts",
      "AssertionError: expected 1 to be 2",
      " FAIL  web  src/b.test.tsx > keeps the draft",
      "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[45m e2e \x1b[49m\x1b[39m e2e/test/x.test.ts > page > sorts",
      "RETRIED e2e e2e/test/y.test.ts > page > loads (passed on try 2; try 1: Timeout)",
      "SETUP server/test/m.test.ts > matrix: 18 tests did not run. Hook timed out in 600000ms",
      "UNHANDLED Error: pool closed (while server/test/n.test.ts ran)",
    ].join("\n");
    expect(failedLines(log)).toEqual([
      "FAIL e2e e2e/test/x.test.ts > page > sorts",
      "FAIL web src/b.test.tsx > keeps the draft",
      "RETRIED e2e e2e/test/y.test.ts > page > loads (passed on try 2; try 1: Timeout)",
      "SETUP server/test/m.test.ts > matrix: 18 tests did not run. Hook timed out in 600000ms",
      "UNHANDLED Error: pool closed (while server/test/n.test.ts ran)",
    ]);
    expect(failedLines(" ✓ server/test/a.test.ts (3 tests)\n Test Files  1 passed (1)")).toEqual([]);
  });

  it("gives a run's last lines without colours, for a failure no line names", () => {
    expect(lastLines("a\nb\n\x1b[31mc\x1b[39m\n\n", 2)).toBe("b\nc");
  });
});
