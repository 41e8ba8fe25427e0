import { at } from "@fragboard/core";
import type { Figures } from "./measure.js";
import { type Range, REALISM_RANGES } from "./ranges.js";

/** One line per range: the figure, the range it belongs in, and whether it is in. */

export type RangeCheck = { range: Range; value: number; met: boolean };

export const checkRanges = (figures: Figures): RangeCheck[] =>
  REALISM_RANGES.map((range) => {
    const value = figures[range.key];
    return { range, value, met: value >= range.min && value <= range.max };
  });

const show = (x: number, unit: Range["unit"]) =>
  unit === "share" ? `${(x * 100).toFixed(x < 0.01 ? 2 : 1)} %` : x.toFixed(3);

export function formatReport(checks: readonly RangeCheck[]): string {
  const rows = checks.map(({ range, value, met }) => [
    met ? "ok  " : "MISS",
    range.label,
    show(value, range.unit),
    `${show(range.min, range.unit)} .. ${show(range.max, range.unit)}`,
    // A judgement range says so: printing only a stats site's address would pass it off as a source.
    range.source.judgement ? `judgement range (${range.source.judgement})` : range.source.url,
  ]);
  const widths = [4, 0, 0, 0].map((w, i) => Math.max(w, ...rows.map((r) => at(r, i).length)));
  return rows
    .map((r) => r.map((cell, i) => (i < widths.length ? cell.padEnd(at(widths, i)) : cell)).join("  "))
    .join("\n");
}
