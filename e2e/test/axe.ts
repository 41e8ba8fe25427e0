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

/**
 * Runs axe on the page as it stands; serious and critical findings fail, the rest are printed.
 * Legacy mode runs axe in the page itself; the default runs it per frame and then once more in a
 * blank page it opens to merge the frames' results, about twice the time (the app has no frames,
 * so the same rules see the same document either way).
 */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const minor = violations.filter((v) => !BLOCKING.has(v.impact ?? ""));
  if (minor.length > 0) console.warn(`axe on ${page.url()}:\n${minor.map(describeViolation).join("\n")}`);
  expect(blocking.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}
