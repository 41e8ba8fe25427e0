import type { ClientErrorReport, ErrorReporting } from "@fragboard/core";
import { apiGet } from "./api-client.js";

/**
 * Errors a user has seen (a render failure, a failed submit) are reported, so the render-failure
 * page's "captured for investigation" holds in every deployment (docs/operations.md#error-reporting):
 * to Sentry when the server has a SENTRY_DSN (the SDK loads after the first render, in a chunk of
 * its own), otherwise to `POST /api/client-errors`, which logs them under the request's id.
 */

type Report = (error: unknown, context: string) => void;
type SentrySettings = NonNullable<ErrorReporting["sentry"]>;

/** The bundle that ran: the hashed name of the chunk holding this module. */
const BUILD = new URL(import.meta.url).pathname;

/** The server's limits on each field (core's clientErrorReportSchema). */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  const text = typeof error === "string" ? error : JSON.stringify(error);
  return { message: text || "Unknown error" };
}

const postToApi: Report = (error, context) => {
  const { message, stack } = describe(error);
  const report: ClientErrorReport = {
    message: clip(message, 2_000),
    ...(stack ? { stack: clip(stack, 16_000) } : {}),
    context: clip(context, 200),
    route: clip(window.location.pathname + window.location.search, 2_000),
    build: clip(BUILD, 200),
  };
  // keepalive: the report still leaves when the error makes the user close or reload the page.
  fetch("/api/client-errors", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // Nowhere left to report a failed report; the console has the error.
  });
};

const loadSentry = async (settings: SentrySettings): Promise<Report> =>
  (await import("./sentry.js")).startSentry(settings, BUILD);

let reporter: Promise<Report> | undefined;

/** Asks the server once where errors go; if it cannot say, the API takes them. */
function currentReporter(): Promise<Report> {
  reporter ??= apiGet<ErrorReporting>("/api/error-reporting")
    .then(({ sentry }) => (sentry ? loadSentry(sentry) : postToApi))
    .catch(() => postToApi);
  return reporter;
}

/** Report an error the user has seen; `context` says what they were doing ("render failure"). */
export function reportError(error: unknown, context: string): void {
  console.error(`[fragboard] ${context}`, error);
  void currentReporter().then((report) => report(error, context));
}

/**
 * Called once after the first render: loads the reporter (Sentry installs its own handlers for
 * uncaught errors and starts tracing and session replay) and, without Sentry, reports uncaught
 * errors and rejections to the API.
 */
export function startErrorReporting(): Promise<void> {
  return currentReporter().then((report) => {
    if (report !== postToApi) return;
    window.addEventListener("error", (event) => reportError(event.error ?? event.message, "uncaught error"));
    window.addEventListener("unhandledrejection", (event) =>
      reportError(event.reason, "unhandled rejection"),
    );
  });
}
