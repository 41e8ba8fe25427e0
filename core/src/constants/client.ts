/** Behaviour of the web client that the spec fixes (spec 001 §7, §9). */

/** Every API call gives up after this long. */
export const API_TIMEOUT_MS = 5_000;

/** Session cookie lifetimes in days; the refresh token cookie lives for the browser session. */
export const COOKIE_MAX_AGE_DAYS = { access_token: 7, jwt: 999 } as const;

/** Undo steps kept by the rich-text editor. */
export const RICH_TEXT_UNDO_DEPTH = 100;

/** Sampling of error tracing and session replay. */
export const ERROR_TRACING = {
  tracesSampleRate: 0.5,
  replaysSessionSampleRate: 0.01,
  replaysOnErrorSampleRate: 1,
} as const;
