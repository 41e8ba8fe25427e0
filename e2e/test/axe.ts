import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const BLOCKING = new Set(["serious", "critical"]);

type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const describeViolation = (v: Result) =>
  [
    `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
    ...v.nodes.map((node) => `  ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`),
  ].join("\n");

/** Runs axe on the page as it stands; serious and critical findings fail, the rest are printed. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const minor = violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  if (minor.length > 0) console.warn(`axe on ${page.url()}:\n${minor.map(describeViolation).join("\n")}`);
  expect(blocking.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}
