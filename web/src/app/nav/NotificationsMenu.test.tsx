import type { MeResponse, UserNotification } from "@fragboard/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** /api/me answers `me`; the notifications API keeps the read flags the POSTs set. */
function stub(me: MeResponse) {
  const list = LIST.map((n) => ({ ...n }));
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split("?")[0];
    if (path === "/api/me") return json(me);
    if (path === "/api/notifications") return json(list);
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
