import { z } from "zod";

/**
 * Errors the web app has shown to a user (a render failure, a failed submit), reported so the
 * render-failure page's "captured for investigation" is true in every deployment
 * (docs/operations.md#error-reporting).
 */

/** `POST /api/client-errors`: what the browser knows about one error. */
export const clientErrorReportSchema = z.object({
  /** The error's own message ("Cannot read properties of undefined"). */
  message: z
    .string()
    .min(1, "message must not be empty")
    .max(2_000, "message must be at most 2000 characters"),
  stack: z.string().max(16_000, "stack must be at most 16000 characters").optional(),
  /** What the user was doing: "render failure", "Submit pickems failed". */
  context: z.string().min(1, "context must not be empty").max(200, "context must be at most 200 characters"),
  /** Path and query of the page, which carry its whole state. */
  route: z.string().max(2_000, "route must be at most 2000 characters"),
  /** Which web bundle ran (its entry chunk's hashed name). */
  build: z.string().max(200, "build must be at most 200 characters"),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The request id under which the server logged the report. */
export const clientErrorReceiptSchema = z.object({ reportId: z.string() });

/**
 * `GET /api/error-reporting`: where the web app sends its errors. With SENTRY_DSN set, to Sentry
 * (with these sampling rates); otherwise (`sentry: null`) to `POST /api/client-errors`.
 */
export const errorReportingSchema = z.object({
  sentry: z
    .object({
      dsn: z.string(),
      tracesSampleRate: z.number(),
      replaysSessionSampleRate: z.number(),
      replaysOnErrorSampleRate: z.number(),
    })
    .nullable(),
});
export type ErrorReporting = z.infer<typeof errorReportingSchema>;
