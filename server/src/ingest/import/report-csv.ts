import type { ImportRun } from "@fragboard/core";

/**
 * The summary of an import as CSV: one line per problem of a refused map, one line per other map.
 * A cell starting with = + - @ gets a leading ' so a spreadsheet never runs it as a formula.
 */

const HEADER = ["source", "matchId", "status", "rule", "round", "player", "path", "message"];

function cell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function importReportCsv(run: ImportRun): string {
  const lines = run.outcomes.flatMap((o) =>
    o.problems.length === 0
      ? [[o.source, o.matchId, o.status, null, null, null, null, null]]
      : o.problems.map((p) => [
          o.source,
          o.matchId,
          o.status,
          p.rule,
          p.round,
          p.player,
          p.path.join("."),
          p.message,
        ]),
  );
  return `${[HEADER, ...lines].map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
