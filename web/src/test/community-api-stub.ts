import { vi } from "vitest";
import { type StubLeague, stubApi } from "./api-stub.js";

export type StubCall = { method: string; path: string; body: unknown };
/** Answers one community call: a body (200), or `{ status, body }`; undefined = not this route. */
export type CommunityRoute = (call: StubCall) => unknown | { status: number; body: unknown } | undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * `stubApi` plus the community routes a test names (articles, admin, GM panel), each call recorded
 * with its method and JSON body.
 */
export function stubCommunityApi(routes: CommunityRoute, league: StubLeague = {}): StubCall[] {
  stubApi(league);
  const shellFetch = globalThis.fetch;
  const calls: StubCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0] ?? url;
      const call = {
        method: init?.method ?? "GET",
        path: url,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      const answer = routes({ ...call, path });
      if (answer === undefined) return shellFetch(url, init);
      calls.push(call);
      if (typeof answer === "object" && answer !== null && "status" in answer && "body" in answer) {
        return json((answer as { body: unknown }).body, (answer as { status: number }).status);
      }
      return json(answer);
    }),
  );
  return calls;
}

export const refusal = (status: number, message: string) => ({
  status,
  body: { error: { code: status === 401 ? "UNAUTHORIZED" : "FORBIDDEN", message } },
});
