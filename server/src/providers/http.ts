/**
 * What the third-party clients (FACEIT, Twitch) share: one JSON fetch with a time limit, and
 * errors that say whether the service refused us for a while (429) or failed.
 */

/** A third-party call gets this long; our own answer must fit in the web app's 5 s budget. */
export const PROVIDER_TIMEOUT_MS = 4_000;
/** A 429 without a usable Retry-After waits this long. */
const DEFAULT_RETRY_AFTER_S = 60;

export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    readonly provider: string,
    message: string,
    /** The service's status; null when it did not answer. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The service rate-limited us: do not call it again before `retryAfterS` seconds. */
export class RateLimitedError extends ProviderError {
  override name = "RateLimitedError";
  constructor(
    provider: string,
    readonly retryAfterS: number,
  ) {
    super(provider, `${provider} is rate limiting us; try again in ${retryAfterS} s.`, 429);
  }
}

/**
 * Seconds to wait from a 429: `Retry-After` (seconds or an HTTP date), else Twitch's
 * `Ratelimit-Reset` (epoch seconds), else a minute.
 */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  }
  const reset = Number(headers.get("ratelimit-reset"));
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - now / 1000));
  return DEFAULT_RETRY_AFTER_S;
}

/**
 * A JSON call to a third party. 404 answers null (the thing does not exist there); 429 throws
 * RateLimitedError; any other failure, a timeout included, throws ProviderError.
 */
export async function fetchJson(provider: string, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? "did not answer in time" : "is unreachable";
    throw new ProviderError(provider, `${provider} ${reason}.`, null);
  }
  if (response.status === 404) return null;
  if (response.status === 429) throw new RateLimitedError(provider, retryAfterSeconds(response.headers));
  if (!response.ok)
    throw new ProviderError(provider, `${provider} answered ${response.status}.`, response.status);
  try {
    return await response.json();
  } catch {
    throw new ProviderError(provider, `${provider} sent a body that is not JSON.`, response.status);
  }
}

/**
 * Remembers a rate limit so nothing calls the service again before it lifts: each call while it
 * holds fails at once with the time left.
 */
export class RateLimitGate {
  private until = 0;
  constructor(
    private readonly provider: string,
    private readonly now: () => number = Date.now,
  ) {}

  check(): void {
    const left = Math.ceil((this.until - this.now()) / 1000);
    if (left > 0) throw new RateLimitedError(this.provider, left);
  }

  /** Runs `call`, closing the gate for the service's Retry-After when it answers 429. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    this.check();
    try {
      return await call();
    } catch (error) {
      if (error instanceof RateLimitedError) this.until = this.now() + error.retryAfterS * 1000;
      throw error;
    }
  }
}
