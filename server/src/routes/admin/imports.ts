import {
  ADMIN_SCOPE,
  errorBodySchema,
  type ImportRun,
  importRequestSchema,
  importRunSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { detachedFromRequest } from "../../db/work-scope.js";
import { notFound } from "../../http/errors.js";
import type { JsonCache } from "../../http/json-cache.js";
import { invalidatePlayedMaps } from "../../http/played-maps.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import { importReportCsv } from "../../ingest/import/report-csv.js";
import { importRunId, readImportRun, runImport } from "../../ingest/import/run.js";

/** A season of history as base64 JSON: ~600 maps of ~0.3 MB, zipped to a fraction of that. */
const IMPORT_BODY_LIMIT = 200 * 1024 * 1024;

export type ImportsOptions = {
  db: Db;
  sessions: Sessions;
  limits: RateLimits;
  cache: JsonCache;
  /** The league's "today": no imported map may be played after it. */
  leagueNow: () => Date;
};

const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };
const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}-[a-z-]+$/, "not an import run id") });

/**
 * The bulk import under /api/admin/imports (docs/api.md#bulk-import). A run works in the
 * background of this instance; the page polls its progress. Its record is in the database, so
 * any instance answers the polls and posting the same file again resumes an interrupted run.
 */
export const importsRoutes: FastifyPluginAsyncZod<ImportsOptions> = async (
  app,
  { db, sessions, limits, cache, leagueNow },
) => {
  app.addHook("onRequest", requireScope(sessions, ADMIN_SCOPE));
  /** Runs working in this process, by id: a second post of the same file joins the first. */
  const active = new Map<string, Promise<ImportRun>>();

  app.post(
    "/imports",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // The run clears every cached answer itself when it finishes (stats change at its end).
      config: { rateLimit: writeLimit(limits), invalidates: "everything" },
      schema: {
        summary: "Start (or resume) a dry run or an import of many played maps (JSON, NDJSON or zip)",
        description:
          "Answers 202 with the run at once; poll GET /api/admin/imports/{id}. Posting the same file with the same options resumes an interrupted run, or repeats a finished one (maps already stored are skipped). Admin session required.",
        security,
        body: importRequestSchema,
        response: { 202: importRunSchema.omit({ outcomes: true }), 400: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fileName, contentBase64, dryRun, replaceChanged } = request.body;
      const bytes = Buffer.from(contentBase64, "base64");
      const id = importRunId(bytes, dryRun, replaceChanged);
      if (!active.has(id)) {
        // The run outlives this request (answered at once with 202): not bound by its budget.
        const run = detachedFromRequest(() =>
          runImport(db, { fileName, bytes, dryRun, replaceChanged, now: leagueNow() }),
        )
          .then((done) => {
            if (dryRun) return done;
            cache.invalidate();
            // Maps stored or replaced, and those played after them, are too many to name one by one.
            invalidatePlayedMaps(cache, "all");
            return done;
          })
          .catch((error: unknown) => {
            request.log.error({ err: error, importRun: id }, "import run failed");
            throw error;
          })
          .finally(() => active.delete(id));
        run.catch(() => {});
        active.set(id, run);
      }
      // The record is written before the first map; wait for it so the answer has the run.
      const started = await waitForRecord(db, id);
      const { outcomes: _, ...header } = started;
      return reply.status(202).send(header);
    },
  );

  app.get(
    "/imports/:id",
    {
      schema: {
        summary: "An import run: its progress, summary and per-map outcomes",
        security,
        params: idParams,
        response: { 200: importRunSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    async (request) => {
      const run = await readImportRun(db, request.params.id);
      if (!run) throw notFound(`No import run ${request.params.id}`);
      return run;
    },
  );

  app.get(
    "/imports/:id/report.csv",
    {
      schema: {
        summary: "An import run's per-map report as CSV (one line per problem of a refused map)",
        security,
        params: idParams,
        response: { 200: z.string(), 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const run = await readImportRun(db, request.params.id);
      if (!run) throw notFound(`No import run ${request.params.id}`);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="import-${run.id}.csv"`)
        .send(importReportCsv(run));
    },
  );
};

/** The run's record, once its first write (a new or resumed header) is in. */
async function waitForRecord(db: Db, id: string): Promise<ImportRun> {
  for (;;) {
    const run = await readImportRun(db, id);
    if (run) return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
