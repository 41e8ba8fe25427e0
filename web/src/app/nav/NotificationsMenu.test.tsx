import type { MeResponse, UserNotification } from "@fragboard/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS_REFRESH_MS } from "../../lib/queries/notifications.js";
import { ADA_SIGNED_IN } from "../../test/fixtures.js";
import { renderAlone } from "../../test/render.js";
import { NotificationsMenu } from "./NotificationsMenu.js";

const entry = (id: string, title: string, read: boolean): UserNotification => ({
  id,
  title,
  subText: `About ${title}`,
  href: `/articles/${id}`,
  imageUrl: null,
  shouldNewTab: false,
  read,
});
const LIST = [
  entry("3", "Your article was approved", false),
  entry("2", "Season 12", false),
  entry("1", "Welcome", true),
];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

/** A live league stream as the server lists it (docs/api.md#notifications). */
const STREAM: UserNotification = {
  id: "twitch-41001",
  title: "LeagueCaster is Live",
  subText: "Premier match day 5",
  href: "https://twitch.tv/leaguecaster",
  imageUrl: "https://static-cdn.example/live_user_leaguecaster-160x90.jpg",
  shouldNewTab: true,
  read: false,
};

/**
 * /api/me answers `me`; the notifications API keeps the read flags the POSTs set. `list` is what
 * the server lists now (a test may change it); `pending` holds GET /api/notifications unanswered.
 */
function stub(me: MeResponse, list: UserNotification[] = LIST.map((n) => ({ ...n })), pending = false) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split("?")[0];
    if (path === "/api/me") return json(me);
    if (path === "/api/notifications") return pending ? new Promise<Response>(() => {}) : json(list);
    if (path === "/api/notifications/read" && init?.method === "POST") {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      for (const n of list) if (ids.includes(n.id)) n.read = true;
      return json({ marked: ids.length });
    }
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stub>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url.split("?")[0] === path);

afterEach(() => vi.unstubAllGlobals());

/**
 * testing-library's waitFor polls with setInterval, which a test faking only the intervals stops:
 * this one retries on (real) timeouts until `check` passes, or fails with its last error.
 */
async function eventually(check: () => unknown) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return check();
    } catch {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
  return check();
}

describe("the notifications menu", () => {
  it("badges the unread count, lists them, and marks them read when opened", async () => {
    const fetchMock = stub(ADA_SIGNED_IN);
    renderAlone(<NotificationsMenu />);
    const bell = await screen.findByRole("button", { name: "Notifications (2 unread)" });
    expect(bell.textContent).toContain("2");
    fireEvent.click(bell);
    const approved = await screen.findByRole("menuitem", { name: /^Your article was approved/ });
    expect(approved.getAttribute("href")).toBe("/articles/3");
    expect(screen.getByRole("menuitem", { name: /^Welcome/ })).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, "/api/notifications/read")).toHaveLength(1));
    const [, init] = calls(fetchMock, "/api/notifications/read")[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ ids: ["3", "2"] });
    await screen.findByRole("button", { name: "Notifications (0 unread)" });
    // Read on the server, but still marked new in the menu the user just opened.
    expect(approved.textContent).toContain("(new)");
    expect(screen.getByRole("menuitem", { name: /^Season 12/ }).textContent).toContain("(new)");
    expect(screen.getByRole("menuitem", { name: /^Welcome/ }).textContent).not.toContain("(new)");
    // Closed and opened again: nothing is new any more, and nothing more is marked.
    fireEvent.keyDown(approved, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menuitem")).toBeNull());
    const trigger = screen.getByRole("button", { name: "Notifications (0 unread)" });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
    const again = await screen.findByRole("menuitem", { name: /^Your article was approved/ });
    expect(again.textContent).not.toContain("(new)");
    expect(calls(fetchMock, "/api/notifications/read")).toHaveLength(1);
  });

  it("shows a live stream with its thumbnail, opening the channel in a new tab, counted until read", async () => {
    const fetchMock = stub(ADA_SIGNED_IN, [{ ...STREAM }, entry("1", "Welcome", true)]);
    renderAlone(<NotificationsMenu />);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications (1 unread)" }));
    const row = await screen.findByRole("menuitem", { name: /^LeagueCaster is Live/ });
    expect(row.getAttribute("href")).toBe(STREAM.href);
    expect(row.getAttribute("target")).toBe("_blank");
    expect(row.getAttribute("rel")).toBe("noreferrer");
    expect(row.textContent).toContain("Premier match day 5");
    expect(row.textContent).toContain("(opens in a new tab)");
    expect(row.querySelector("img")?.getAttribute("src")).toBe(STREAM.imageUrl);
    await waitFor(() => expect(calls(fetchMock, "/api/notifications/read")).toHaveLength(1));
    const [, init] = calls(fetchMock, "/api/notifications/read")[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ ids: [STREAM.id] });
  });

  it("asks again while the page is open, so a stream that goes live is counted", async () => {
    // Only the refresh interval runs on the fake clock; everything else keeps real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const list = [entry("1", "Welcome", true)];
      const fetchMock = stub(ADA_SIGNED_IN, list);
      renderAlone(<NotificationsMenu />);
      await eventually(() => expect(calls(fetchMock, "/api/notifications")).toHaveLength(1));
      list.unshift({ ...STREAM });
      vi.advanceTimersByTime(NOTIFICATIONS_REFRESH_MS - 1);
      expect(calls(fetchMock, "/api/notifications")).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await eventually(() => screen.getByRole("button", { name: "Notifications (1 unread)" }));
      expect(calls(fetchMock, "/api/notifications")).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says it is loading until the server answers", async () => {
    stub(ADA_SIGNED_IN, [], true);
    renderAlone(<NotificationsMenu />);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Notifications (0 unread)" })).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Notifications (0 unread)" }));
    expect((await screen.findByRole("status")).textContent).toBe("Loading notifications...");
  });

  it("asks nothing for the signed-out and says there are none", async () => {
    const fetchMock = stub({ ...ADA_SIGNED_IN, user: null, player: null });
    renderAlone(<NotificationsMenu />);
    await waitFor(() => expect(calls(fetchMock, "/api/me")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Notifications (0 unread)" }));
    expect(await screen.findByText("No notifications")).toBeTruthy();
    expect(calls(fetchMock, "/api/notifications")).toHaveLength(0);
  });
});
