import { stripVTControlCharacters } from "node:util";

/**
 * vitest's "FAIL" lines of a run, and our "RETRIED" ones (scripts/retried-tests.ts), without
 * colours: printed again last, because CI shows only the tail of a long log and a run printed
 * early (node+web) had its failures scrolled out of it.
 */
export const failedLines = (output: string) => [
  ...new Set(
    stripVTControlCharacters(output)
      .split("\n")
      .filter((line) => /^\s*(FAIL|RETRIED)\s/.test(line))
      .map((line) => line.trim().replace(/\s+/g, " ")),
  ),
];
