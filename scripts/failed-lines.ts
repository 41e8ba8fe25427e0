import { stripVTControlCharacters } from "node:util";

/**
 * vitest's "FAIL" lines of a run, and our reporters' "RETRIED", "SETUP" and "UNHANDLED" ones
 * (scripts/retried-tests.ts, setup-failures.ts, unhandled-errors.ts), without colours: printed
 * again last, because CI shows only the tail of a long log and a run printed early (node+web) had
 * its failures scrolled out of it.
 */
export const failedLines = (output: string) => [
  ...new Set(
    stripVTControlCharacters(output)
      .split("\n")
      .filter((line) => /^\s*(FAIL|RETRIED|SETUP|UNHANDLED)\s/.test(line))
      .map((line) => line.trim().replace(/\s+/g, " ")),
  ),
];

/** A run's last `count` lines, without colours. */
export const lastLines = (output: string, count: number) =>
  stripVTControlCharacters(output).trimEnd().split("\n").slice(-count).join("\n");
