import { expect, it } from "vitest";
import { runWithReporter } from "./reporter-fixture.js";

const FIXTURE = `
import { expect, it } from "vitest";
it("passes, but leaves a rejection behind", async () => {
  setTimeout(() => Promise.reject(new Error("the pool closed twice")), 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(1).toBe(1);
});
`;

it("names an error outside any test on an UNHANDLED line with the file that was running", () => {
  const run = runWithReporter("unhandled-errors", { file: "leaks.test.ts", source: FIXTURE });
  expect(run.status, run.stderr).not.toBe(0);
  expect(run.stdout).toMatch(/^UNHANDLED Error: the pool closed twice \(while leaks\.test\.ts ran\)$/m);
}, 60_000);

it("prints nothing when there is no such error", () => {
  const run = runWithReporter("unhandled-errors", {
    file: "clean.test.ts",
    source: `import { expect, it } from "vitest";\nit("one", () => expect(1).toBe(1));\n`,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).not.toContain("UNHANDLED");
}, 60_000);
