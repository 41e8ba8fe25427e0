import { clientErrorReportSchema } from "@fragboard/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Call = { url: string; init?: RequestInit };

/** The server's answers: where errors go, and the receipt of a posted report. */
function stubServer(errorReporting: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const body = url.startsWith("/api/error-reporting") ? errorReporting : { reportId: "r1" };
      return new Response(JSON.stringify(body), {
        status: url.startsWith("/api/client-errors") ? 202 : 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

const posted = (calls: Call[]) =>
  calls
    .filter((c) => c.url === "/api/client-errors")
    .map((c) => clientErrorReportSchema.parse(JSON.parse(String(c.init?.body))));

/** A fresh module each time: it remembers where errors go for the life of the page. */
const load = async () => {
  vi.resetModules();
  return import("./report-error.js");
};

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.history.replaceState(null, "", "/players/123?season=15&tab=stats");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("reportError without Sentry", () => {
  it("posts the message, stack, context, route and build in the shape the server validates", async () => {
    const calls = stubServer({ sentry: null });
    const { reportError } = await load();
    reportError(new TypeError("kills of undefined"), "render failure");
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
    const [report] = posted(calls);
    expect(report).toMatchObject({
      message: "kills of undefined",
      context: "render failure",
      route: "/players/123?season=15&tab=stats",
    });
    expect(report?.stack).toContain("TypeError: kills of undefined");
    expect(report?.build).toMatch(/report-error/);
  });

  it("asks the server once where errors go, and clips fields to the server's limits", async () => {
    const calls = stubServer({ sentry: null });
    const { reportError } = await load();
    reportError("x".repeat(5_000), "a");
    reportError({ code: 7 }, "b");
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(2));
    expect(calls.filter((c) => c.url.startsWith("/api/error-reporting"))).toHaveLength(1);
    expect(posted(calls).map((r) => r.message.length)).toEqual([2_000, '{"code":7}'.length]);
  });

  it("still reports to the API when the server cannot say where errors go", async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return url.startsWith("/api/error-reporting")
          ? new Response("bad gateway", { status: 502 })
          : new Response("{}", { status: 202 });
      }),
    );
    const { reportError } = await load();
    reportError(new Error("offline"), "Submit pickems failed");
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.context).toBe("Submit pickems failed");
  });

  it("reports uncaught errors once started", async () => {
    const calls = stubServer({ sentry: null });
    const { startErrorReporting } = await load();
    await startErrorReporting();
    // Without an error object, as for a script error of another origin (and unseen by the runner).
    window.dispatchEvent(new ErrorEvent("error", { message: "thrown in a timer" }));
    await vi.waitFor(() => expect(posted(calls).map((r) => r.message)).toEqual(["thrown in a timer"]));
  });
});
