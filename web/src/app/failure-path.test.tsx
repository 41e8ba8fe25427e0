import { API_TIMEOUT_MS } from "@fragboard/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../components/ui/messages.js";
import { stubApi } from "../test/api-stub.js";
import { stubCommunityApi } from "../test/community-api-stub.js";
import { FAILURE_MODES, type FailureMode, failRequests } from "../test/failing-fetch.js";
import { stubFranchise, stubFranchiseApi, stubTeam } from "../test/franchise-api-stub.js";
import { renderApp } from "../test/render.js";

/**
 * The season list is the first request of every league page; before, its failure left standings,
 * leaderboards, franchises and the team page on their loader for good (docs/web.md#failures).
 */
const PAGES = ["/standings", "/leaderboards", "/franchises", "/franchises/FRG/Frogs", "/players"];
const METADATA = "/api/csc/cached-season-metadata";

afterEach(() => {
  vi.useRealTimers();
});

async function failAndRetry(path: string, mode: FailureMode) {
  stubFranchiseApi({ franchises: [stubFranchise("Frogs", "FRG", [stubTeam("t1", "Frogs", "Premier")])] });
  if (mode === "timeout")
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
  const failing = failRequests((p) => p === METADATA, mode);
  renderApp(path);
  // The request starts once the page's code has loaded; the client gives up 5 s after.
  const message = await vi.waitFor(
    async () => {
      if (mode === "timeout") await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS / 5);
      return screen.getByText("Could not load the season list.");
    },
    { timeout: 3 * API_TIMEOUT_MS },
  );
  const alert = message.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error("the failure is not an alert");
  expect(alert.textContent).toContain(
    { 500: "Something broke", timeout: "did not answer within 5 s", offline: "could not be reached" }[mode],
  );
  // The shell around it still works.
  expect(screen.getAllByRole("navigation", { name: "Main" }).length).toBeGreaterThan(0);
  // A timeout and no network are not asked again behind the user's back; a 500 once.
  expect(failing.failures()).toBe(mode === "500" ? 2 : 1);

  failing.heal();
  vi.useRealTimers();
  // The failure may move from the page's loader to the page itself (a new alert) between finding
  // it and clicking: a click on the old, detached Retry does nothing, so Retry is looked up anew.
  await vi.waitFor(
    async () => {
      const retry = screen.queryAllByRole("button", { name: "Retry" })[0];
      if (retry) await userEvent.click(retry);
      expect(screen.queryByText("Could not load the season list.")).toBeNull();
    },
    { timeout: 10_000, interval: 500 },
  );
}

describe("a failed season list", () => {
  for (const path of PAGES)
    it.each(FAILURE_MODES)(`on ${path} shows what failed and retries (%s)`, (mode) =>
      failAndRetry(path, mode),
    );
});

describe("a failure no part of the page shows", () => {
  it("is announced over the page, with Retry (the articles' author names)", async () => {
    stubCommunityApi(({ path }) => (path === "/api/fragboard/articles" ? [] : undefined));
    const failing = failRequests((p) => p === "/api/csc/cached-players", "500");
    renderApp("/articles");
    const banner = await screen.findByRole("region", { name: "Connection problems" });
    expect(await within(banner).findByText("Could not load the players.")).toBeTruthy();
    // The page itself is there: nothing failed that it needs.
    expect(screen.getByRole("heading", { level: 1, name: "Articles" })).toBeTruthy();
    failing.heal();
    await userEvent.click(within(banner).getByRole("button", { name: "Retry" }));
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Connection problems" })).toBeNull());
  });

  it("is not an answer: an unknown article is its not-found page, not a failure", async () => {
    stubCommunityApi(({ path }) =>
      path === "/api/fragboard/articles/77"
        ? { status: 404, body: { error: { code: "NOT_FOUND", message: "There is no article 77." } } }
        : undefined,
    );
    renderApp("/articles/77");
    await screen.findByText(/no article|not found/i);
    expect(screen.queryByRole("region", { name: "Connection problems" })).toBeNull();
  });
});

describe("a failed session", () => {
  it("is said on a page behind sign-in, not taken for being signed out", async () => {
    stubApi();
    failRequests((p) => p === "/api/me", "500");
    renderApp("/admin");
    expect(await screen.findAllByText("Could not load your session.")).not.toHaveLength(0);
    expect(screen.queryByText(MESSAGES.notAuthorized)).toBeNull();
  });
});
