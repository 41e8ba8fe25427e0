import { expect, it } from "vitest";
import { runWithReporter } from "./reporter-fixture.js";

const FIXTURE = `
import { describe, expect, it } from "vitest";
let tries = 0;
describe("a page", () => {
  it("comes late once", () => {
    tries++;
    expect(tries).toBe(2);
  });
  it("comes in time", () => expect(1).toBe(1));
});
`;

it("names a test that passed only on its retry, with its first failure, and no other", () => {
  const run = runWithReporter("retried-tests", {
    file: "late.test.ts",
    source: FIXTURE,
    config: { retry: 1 },
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("Passed only on a retry:");
  expect(run.stdout).toMatch(
    /^RETRIED \S* ?late\.test\.ts > a page > comes late once \(passed on try 2; try 1: expected 1 to be 2 \/\/ Object\.is equality\)$/m,
  );
  expect(run.stdout).not.toContain("comes in time");
}, 60_000);
