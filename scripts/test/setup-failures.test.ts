import { expect, it } from "vitest";
import { runWithReporter } from "./reporter-fixture.js";

const FIXTURE = `
import { beforeAll, describe, expect, it } from "vitest";
describe("a suite whose setup is too slow", () => {
  beforeAll(() => new Promise((resolve) => setTimeout(resolve, 5_000)), 100);
  it("one", () => expect(1).toBe(1));
  describe("nested", () => {
    it("two", () => expect(1).toBe(1));
  });
});
describe("a suite that sets up in time", () => {
  it("three", () => expect(1).toBe(1));
});
`;

it("names a suite whose setup timed out, counts the tests that did not run, and fails the run", () => {
  const run = runWithReporter("setup-failures", { file: "slow-setup.test.ts", source: FIXTURE });
  expect(run.status, run.stderr).not.toBe(0);
  expect(run.stdout).toContain("Setup failed, so these tests did not run");
  expect(run.stdout).toMatch(
    /slow-setup\.test\.ts > a suite whose setup is too slow: 2 tests did not run\. Hook timed out in 100ms/,
  );
  expect(run.stdout).not.toContain("sets up in time:");
}, 60_000);
