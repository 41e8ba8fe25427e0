import {
  GM_RTL_CSV_COLUMNS,
  GM_RTL_CSV_MESSAGES,
  GM_RTL_CSV_MIME_TYPES,
  type RatingRow,
  ratingRowSchema,
} from "@fragboard/core";
import Papa from "papaparse";

/**
 * A rating ("RTL") CSV as the admin page and the GM panel read it (spec 000 §5): a CSV file type,
 * comma-separated lines, the columns 'MMR' and 'CSC ID'. The spec's three messages are exact;
 * a row that is not a whole MMR names its line.
 */
export type RatingCsvResult = { ok: true; rows: RatingRow[] } | { ok: false; message: string };

/** Some systems report no type for a .csv file; its name decides then. */
function isCsvType(file: { name: string; type: string }): boolean {
  if ((GM_RTL_CSV_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  return file.type === "" && /\.csv$/i.test(file.name);
}

export function parseRatingCsvText(text: string): RatingCsvResult {
  const invalid = { ok: false, message: GM_RTL_CSV_MESSAGES.invalidCsv } as const;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  // Not text at all (a renamed binary), or no comma-separated header line.
  if (text.trim() === "" || text.includes("\u0000") || !firstLine.includes(",")) return invalid;
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    delimiter: ",",
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  if (parsed.errors.some((e) => e.type === "Quotes" || e.type === "Delimiter")) return invalid;
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes(GM_RTL_CSV_COLUMNS.mmr) || !fields.includes(GM_RTL_CSV_COLUMNS.playerId)) {
    return { ok: false, message: GM_RTL_CSV_MESSAGES.missingColumns };
  }
  const rows: RatingRow[] = [];
  for (const [i, record] of parsed.data.entries()) {
    const mmrText = (record[GM_RTL_CSV_COLUMNS.mmr] ?? "").trim();
    const row = ratingRowSchema.safeParse({
      playerId: record[GM_RTL_CSV_COLUMNS.playerId] ?? "",
      mmr: mmrText === "" ? Number.NaN : Number(mmrText),
    });
    // Line numbers as a spreadsheet shows them: the header is line 1.
    if (!row.success) return { ok: false, message: `Line ${i + 2}: ${row.error.issues[0]?.message}` };
    rows.push(row.data);
  }
  if (rows.length === 0) return invalid;
  return { ok: true, rows };
}

export async function parseRatingCsv(file: File): Promise<RatingCsvResult> {
  if (!isCsvType(file)) return { ok: false, message: GM_RTL_CSV_MESSAGES.wrongType(file.type) };
  return parseRatingCsvText(await file.text());
}
