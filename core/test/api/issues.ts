import { expect } from "vitest";
import type { z } from "zod";

/** Expects exactly one issue, at `path`, whose message contains `message`. */
export function expectSingleIssue(schema: z.ZodType, input: unknown, path: string, message?: string) {
  const result = schema.safeParse(input);
  expect(result.success, "expected the input to be rejected").toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues.map((i) => i.path.join("."))).toEqual([path]);
  if (message !== undefined) expect(issues[0]?.message).toContain(message);
}
