import { API_TIMEOUT_MS, buildUrl, type QueryParams } from "@fragboard/core";
import { requestName } from "./request-names.js";

/**
 * The one HTTP client of the web app for our own API (docs/api.md#conventions, docs/architecture.md#the-web-app):
 * 5000 ms timeout, URL-encoded query values, no `undefined` ever sent, no "Bearer undefined".
 */

/**
 * Thrown for every failed call; `message` is the server's own message when it sent one, or why
 * no answer came ("TIMEOUT", "OFFLINE"); `what` is what the request loads, in words, once the
 * client has named it (docs/web.md#failures).
 */
export class ApiError extends Error {
  what: string | null = null;
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Whether asking again soon may help: a server error (5xx), not a refusal, a timeout or no network. */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && error.status !== null && error.status >= 500;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  const value = found?.slice(prefix.length);
  return value ? decodeURIComponent(value) : undefined;
}

/**
 * A `jwt` cookie scripts can read, once at page load (API.md: the league's own clients send it as a
 * bearer token). Ours is httpOnly and travels by itself, so this is usually undefined; reading
 * `document.cookie` is a synchronous round trip to the browser, too slow to repeat per request.
 */
const pageLoadJwt = readCookie("jwt");

function headers(hasBody: boolean): Headers {
  const result = new Headers({ accept: "application/json" });
  if (hasBody) result.set("content-type", "application/json");
  if (pageLoadJwt) result.set("authorization", `Bearer ${pageLoadJwt}`);
  return result;
}

/** The `{ error: { code, message } }` body every API error carries, if this one does. */
async function errorFrom(response: Response): Promise<ApiError> {
  const fallback = `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (error && typeof error.message === "string") {
      return new ApiError(error.message, response.status, typeof error.code === "string" ? error.code : null);
    }
  } catch {
    // Not JSON (a proxy error page, say): the status is all we know.
  }
  return new ApiError(fallback, response.status, null);
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: QueryParams;
  body?: unknown;
  /** TanStack Query's signal: a cancelled query aborts its request. */
  signal?: AbortSignal;
  /**
   * The browser cache mode. "reload" after the user's own write: the answer replaces the one the
   * browser keeps for the route's max-age, so a page reload does not show the old one.
   */
  cache?: RequestCache;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener("abort", forwardAbort);
  try {
    const hasBody = options.body !== undefined;
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers: headers(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
    if (!response.ok) throw await errorFrom(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  } catch (error) {
    throw named(failureOf(error, timedOut, options.signal), path, options.body);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

/** Why a call failed: the server's answer, the timeout, or no network (fetch's own TypeError). */
function failureOf(error: unknown, timedOut: boolean, signal: AbortSignal | undefined): unknown {
  if (timedOut)
    return new ApiError(`The server did not answer within ${API_TIMEOUT_MS / 1000} s.`, null, "TIMEOUT");
  if (error instanceof TypeError && !signal?.aborted) {
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    return new ApiError(
      offline ? "You are offline." : "The server could not be reached: check your connection.",
      null,
      "OFFLINE",
    );
  }
  return error;
}

function named(error: unknown, path: string, body: unknown): unknown {
  if (error instanceof ApiError && error.what === null) {
    const operation = (body as { operationName?: unknown } | undefined)?.operationName;
    error.what = requestName(path, typeof operation === "string" ? operation : undefined);
  }
  return error;
}

export const apiGet = <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });
