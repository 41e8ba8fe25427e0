import {
  clientErrorReceiptSchema,
  clientErrorReportSchema,
  ERROR_TRACING,
  errorReportingSchema,
} from "@fragboard/core";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Errors are reported in every deployment (issue #12 item 11, docs/operations.md#error-reporting):
 * with SENTRY_DSN the browser and this server send them to Sentry; without it the web app posts
 * what it saw to `POST /api/client-errors`, which logs it under the request's id.
 */

/** A message and a stack are a few kB; anything larger is not an error report. */
const MAX_REPORT_BYTES = 32 * 1024;

/** Per client: a component failing on every render must not flood the logs. */
export const CLIENT_REPORTS_PER_MINUTE = 10;

export const errorReportingRoutes: FastifyPluginAsyncZod<{ sentryDsn: string | null }> = async (
  app,
  { sentryDsn },
) => {
  const tags = ["system"];
  app.get(
    "/error-reporting",
    {
      config: { cache: "version" },
      schema: {
        summary:
          "Where the web app reports errors: Sentry (DSN and sampling rates) or POST /api/client-errors",
        tags,
        response: { 200: errorReportingSchema },
      },
    },
    async () => ({ sentry: sentryDsn ? { dsn: sentryDsn, ...ERROR_TRACING } : null }),
  );

  app.post(
    "/client-errors",
    {
      bodyLimit: MAX_REPORT_BYTES,
      config: { rateLimit: { max: CLIENT_REPORTS_PER_MINUTE, timeWindow: 60_000 }, invalidates: "nothing" },
      schema: {
        summary: "Report an error the web app showed (logged with this request's id, returned as reportId)",
        tags,
        body: clientErrorReportSchema,
        response: { 202: clientErrorReceiptSchema },
      },
    },
    async (request, reply) => {
      // Logged as an error: an operator sees it beside the server's own, found by its reportId.
      request.log.error({ clientError: request.body }, "client error reported");
      return reply.status(202).send({ reportId: request.id });
    },
  );
};

/** Sends a failure of ours (a 5xx) on to an error tracker. */
export type ServerErrorReporter = (error: FastifyError, request: FastifyRequest) => void;

/**
 * The Sentry SDK for Node, loaded only when SENTRY_DSN is set (it is large): failures of ours as
 * errors, and requests traced at the spec's rate by its HTTP integration (which follows Node's
 * diagnostics channels, so loading it after the other modules is enough).
 */
export async function startSentry(
  app: FastifyInstance,
  dsn: string,
  release: string,
): Promise<ServerErrorReporter> {
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn,
    release,
    tracesSampleRate: ERROR_TRACING.tracesSampleRate,
    // Its Fastify integration would capture errors itself, before the request id is known here.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== "Fastify"),
  });
  app.addHook("onClose", async () => {
    await Sentry.flush(2_000);
  });
  return (error, request) =>
    Sentry.withScope((scope) => {
      scope.setTag("request_id", request.id);
      scope.setTag("route", request.routeOptions.url ?? "unmatched");
      Sentry.captureException(error);
    });
}
