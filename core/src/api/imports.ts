import { z } from "zod";

/**
 * The bulk import of played maps (docs/api.md#bulk-import): one file of many maps, checked in a
 * dry run, then imported with progress; the run and its per-map report are shared by the API,
 * the CLI and the admin page.
 */

/** What happened (or, in a dry run, would happen) to one map of the file. */
export const IMPORT_STATUSES = ["stored", "replaced", "skipped", "changed", "refused"] as const;
export const importStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** What each status means, for the page and the CLI. */
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  stored: "new map, stored",
  replaced: "changed map, replaced",
  skipped: "already stored with the same content, skipped",
  changed: "already stored with other content, not replaced without confirmation",
  refused: "refused",
};

export const importProblemSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  rule: z.string(),
  round: z.number().int().nullable(),
  player: z.string().nullable(),
  message: z.string(),
});

export const importOutcomeSchema = z.object({
  /** Where in the file: "history.zip:s12/m1.json", "season.ndjson:14". */
  source: z.string(),
  matchId: z.string().nullable(),
  season: z.number().int().nullable(),
  status: importStatusSchema,
  problems: z.array(importProblemSchema),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importSummarySchema = z.object(
  Object.fromEntries(IMPORT_STATUSES.map((s) => [s, z.number().int().nonnegative()])) as Record<
    ImportStatus,
    z.ZodNumber
  >,
);
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importRunSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  dryRun: z.boolean(),
  /** Changed maps are replaced (the confirmation); otherwise they are reported as "changed". */
  replaceChanged: z.boolean(),
  /** "running" also after an interruption: posting the same file again resumes it. */
  state: z.enum(["running", "done"]),
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  summary: importSummarySchema,
  outcomes: z.array(importOutcomeSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** `POST /api/admin/imports`: the file travels as base64 inside JSON, like every other body. */
export const importRequestSchema = z.object({
  fileName: z.string().min(1).max(200),
  contentBase64: z.string().min(1),
  dryRun: z.boolean(),
  replaceChanged: z.boolean().default(false),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const emptyImportSummary = (): ImportSummary => ({
  stored: 0,
  replaced: 0,
  skipped: 0,
  changed: 0,
  refused: 0,
});
