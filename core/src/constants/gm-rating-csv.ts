/** The GM "RTL" rating CSV: each row's MMR replaces the mmr of the player whose league id is CSC ID. */
export const GM_RTL_CSV_COLUMNS = { mmr: "MMR", playerId: "CSC ID" } as const;

/** Browsers report .csv files as either type (Windows with Excel installed uses the second). */
export const GM_RTL_CSV_MIME_TYPES = ["text/csv", "application/vnd.ms-excel"] as const;

export const GM_RTL_CSV_MESSAGES = {
  invalidCsv: "The uploaded file does not appear to be a valid CSV file.",
  missingColumns: `CSV is missing required columns: ${GM_RTL_CSV_COLUMNS.mmr} and ${GM_RTL_CSV_COLUMNS.playerId}. Are you sure this is a GM RTL CSV?`,
  wrongType: (type: string) =>
    `Invalid file type: ${type || "unknown"}. Please upload a valid GM RTL CSV file.`,
} as const;

/** CSV error messages clear after this long. */
export const GM_RTL_CSV_MESSAGE_MS = 10_000;
