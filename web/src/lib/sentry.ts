import type { ErrorReporting } from "@fragboard/core";
import { browserTracingIntegration, captureException, init, replayIntegration } from "@sentry/browser";

/**
 * The Sentry browser SDK with the spec's rates (core's ERROR_TRACING, sent by the server with the
 * DSN): tracing 0.5, session replay for 1 % of sessions and every session with an error. Loaded by
 * report-error.ts after the first render, never in the entry chunk.
 */
export function startSentry(settings: NonNullable<ErrorReporting["sentry"]>, build: string) {
  init({
    dsn: settings.dsn,
    release: build,
    tracesSampleRate: settings.tracesSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    integrations: [browserTracingIntegration(), replayIntegration()],
  });
  return (error: unknown, context: string) => {
    captureException(error, { tags: { context } });
  };
}
