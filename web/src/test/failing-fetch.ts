import { vi } from "vitest";

/** How a request fails: the server errs, never answers, or the network is gone. */
export type FailureMode = "500" | "timeout" | "offline";
export const FAILURE_MODES: FailureMode[] = ["500", "timeout", "offline"];

/**
 * Wraps the stubbed fetch so that requests whose path `matches` fail as `mode` until `heal()` is
 * called; the others go to the stub underneath. A timed-out request hangs until the client's own
 * timeout aborts it, as a real one would.
 */
export function failRequests(matches: (path: string) => boolean, mode: FailureMode) {
  const underlying = globalThis.fetch;
  let failing = true;
  let failures = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const path = url.split("?")[0] ?? url;
      if (!failing || !matches(path)) return underlying(url, init);
      failures += 1;
      if (mode === "500")
        return Promise.resolve(
          new Response(JSON.stringify({ error: { code: "INTERNAL", message: "Something broke" } }), {
            status: 500,
          }),
        );
      if (mode === "offline") return Promise.reject(new TypeError("Failed to fetch"));
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    }),
  );
  return {
    heal: () => {
      failing = false;
    },
    failures: () => failures,
  };
}
