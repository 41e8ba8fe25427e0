import { API_TIMEOUT_MS } from "@fragboard/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiRequest } from "./api-client.js";

type Call = { url: string; init: RequestInit };

function stubFetch(respond: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return Promise.resolve(respond(call));
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  document.cookie = "jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("apiRequest", () => {
  it("returns the parsed JSON body", async () => {
    stubFetch(() => json({ number: 15 }));
    await expect(apiGet("/api/csc/cached-season-metadata")).resolves.toEqual({ number: 15 });
  });

  it("sends no Authorization header without a jwt cookie (never 'Bearer undefined')", async () => {
    const calls = stubFetch(() => json({}));
    await apiGet("/api/x");
    const headers = calls[0]?.init.headers as Headers;
    expect(headers.has("authorization")).toBe(false);
  });

  it("sends the jwt cookie of page load as a bearer token when there is one", async () => {
    document.cookie = "jwt=abc.def.ghi";
    vi.resetModules();
    const loaded = await import("./api-client.js");
    document.cookie = "jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    const calls = stubFetch(() => json({}));
    await loaded.apiGet("/api/x");
    expect((calls[0]!.init.headers as Headers).get("authorization")).toBe("Bearer abc.def.ghi");
  });

  it("sends a JSON body with its content type", async () => {
    const calls = stubFetch(() => json({ ok: true }));
    await apiRequest("/api/profile", { method: "PATCH", body: { bio: "hi" } });
    expect(calls[0]?.init.method).toBe("PATCH");
    expect(calls[0]?.init.body).toBe('{"bio":"hi"}');
    expect((calls[0]!.init.headers as Headers).get("content-type")).toBe("application/json");
  });

  it("throws the server's message from an error body", async () => {
    stubFetch(() =>
      json({ error: { code: "BAD_QUERY", message: "season must be a positive integer" } }, 400),
    );
    const error = await apiGet("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("season must be a positive integer");
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe("BAD_QUERY");
  });

  it("falls back to the status when the error body is not the API's JSON", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiGet("/api/x")).rejects.toThrow("Request failed with status 502");
  });

  it("gives up after the timeout with an error that says so", async () => {
    vi.useFakeTimers();
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = apiGet("/api/slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("TIMEOUT");
    expect((error as ApiError).message).toMatch(/did not answer within 5 s/);
  });

  it("aborts the request when the caller's signal aborts", async () => {
    const calls = stubFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const caller = new AbortController();
    const pending = apiGet("/api/x", undefined, caller.signal).catch((e: unknown) => e);
    caller.abort();
    const error = await pending;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect((error as Error).name).toBe("AbortError");
  });
});
