/**
 * Report an error the user has seen. Error tracing (SENTRY_DSN) is a server-side setting that
 * is not wired into the web app yet, so the report goes to the console where devtools and the
 * browser journeys pick it up.
 */
export function reportError(error: unknown, context: string): void {
  console.error(`[fragboard] ${context}`, error);
}
