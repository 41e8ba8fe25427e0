import type { SessionInfo } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { clickAtOnce } from "../../test/click-at-once.js";
import { refusal, stubCommunityApi } from "../../test/community-api-stub.js";
import { renderApp } from "../../test/render.js";

const session = vi.hoisted(() => ({ admin: true }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: { discordId: "100000000000000001", discordUsername: "office", id: null, avatar: null },
    player: null,
    isAdmin: session.admin,
    isGm: false,
  }),
  useSessionPending: () => false,
}));

const MEMBER = "200000000000000002";
const URL = `/api/admin/members/${MEMBER}/sessions`;

const row = (over: Partial<SessionInfo>): SessionInfo => ({
  id: "s1",
  name: null,
  scopes: [],
  createdAt: "2026-11-20T18:00:00.000Z",
  expiresAt: "2026-12-20T18:00:00.000Z",
  revokedAt: null,
  lastSeenAt: "2026-11-27T15:00:00.000Z",
  client: "Firefox 128 on Linux",
  network: "203.0.113.0/24",
  current: false,
  ...over,
});

/** A member with a browser sign-in, an operator token and one ended session; ending works. */
function stubSessions() {
  const sessions = [
    row({ id: "s1" }),
    row({ id: "s2", name: "ingest", client: "curl 8", network: "198.51.100.0/24", lastSeenAt: null }),
    row({ id: "s3", revokedAt: "2026-11-25T10:00:00.000Z" }),
  ];
  const calls = stubCommunityApi(({ method, path }) => {
    if (method === "GET" && path === URL) return { sessions };
    if (method === "DELETE" && path === `${URL}/s1`) {
      sessions[0] = row({ id: "s1", revokedAt: "2026-11-27T15:30:00.000Z" });
      // The stub cannot send a 204 (a body is always written): the page ignores the answer's body.
      return { status: 200, body: null };
    }
    if (method === "POST" && path === `${URL}/revoke`) {
      for (const [i, s] of sessions.entries())
        if (!s.revokedAt) sessions[i] = { ...s, revokedAt: "2026-11-27T15:31:00.000Z" };
      return { revoked: 2 };
    }
    return undefined;
  });
  return calls;
}

describe("the admins' sessions page", () => {
  it("is not for members", async () => {
    session.admin = false;
    stubCommunityApi(() => undefined);
    renderApp(`/admin/sessions?member=${MEMBER}`);
    expect(await screen.findByText("You are not authorized to view this page")).toBeTruthy();
    session.admin = true;
  });

  it("refuses a member id that is not a Discord id before asking the server", async () => {
    const calls = stubSessions();
    renderApp("/admin/sessions");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Member's Discord id"), "12ab");
    await user.click(screen.getByRole("button", { name: "Show sessions" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A Discord id is 17 to 20 digits.");
    expect(calls.filter((c) => c.path.startsWith("/api/admin/members"))).toEqual([]);
  });

  it("keeps a member chosen and ended sessions asked for before the page re-renders", async () => {
    stubSessions();
    const { router } = renderApp(`/admin/sessions?member=${MEMBER}`);
    const ended = await screen.findByLabelText("Show ended sessions");
    const params = () => new URLSearchParams(router.state.location.search);
    const user = userEvent.setup();
    const id = screen.getByLabelText("Member's Discord id");
    await user.clear(id);
    await user.type(id, "300000000000000003");
    // One act: both run against the same drawn page, as on a busy machine.
    await clickAtOnce(screen.getByRole("button", { name: "Show sessions" }), ended);
    expect(params().get("member")).toBe("300000000000000003");
    expect(params().get("ended")).toBe("1");
  });

  it("counts both clicks on Show ended sessions made before the page re-renders", async () => {
    stubSessions();
    const { router } = renderApp(`/admin/sessions?member=${MEMBER}`);
    const ended = await screen.findByLabelText("Show ended sessions");
    await clickAtOnce(ended, ended);
    expect(router.state.location.search).toBe(`?member=${MEMBER}`);
  });

  it("lists the active sessions of the member in the URL, ended ones on request", async () => {
    stubSessions();
    renderApp(`/admin/sessions?member=${MEMBER}`);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Firefox 128 on Linux");
    expect(rows[0]?.textContent).toContain("203.0.113.0/24");
    expect(rows[1]?.textContent).toContain("Operator token “ingest”");
    expect(rows[1]?.textContent).toContain("never");
    expect(screen.getByText("2 active sessions, 1 ended")).toBeTruthy();
    await userEvent.setup().click(screen.getByLabelText("Show ended sessions"));
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(4));
    expect(screen.getByText(/^ended /)).toBeTruthy();
  });

  it("ends one session only after a confirmation, and nothing when cancelled", async () => {
    const calls = stubSessions();
    renderApp(`/admin/sessions?member=${MEMBER}`);
    const user = userEvent.setup();
    const end = await screen.findByRole("button", { name: /^End Browser sign-in of/ });
    await user.click(end);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("cannot be undone");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: /^End Browser sign-in of/ }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "End session" }),
    );
    expect((await screen.findByRole("status")).textContent).toMatch(/ended\.$/);
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([`${URL}/s1`]);
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
  });

  it("ends every session of the member after a confirmation", async () => {
    const calls = stubSessions();
    renderApp(`/admin/sessions?member=${MEMBER}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "End all sessions" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("All 2 active sessions");
    await user.click(within(dialog).getByRole("button", { name: "End all sessions" }));
    expect((await screen.findByRole("status")).textContent).toBe("2 sessions ended.");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([`${URL}/revoke`]);
    expect(await screen.findByText("No active sessions.")).toBeTruthy();
  });

  it("says what the server refused", async () => {
    stubCommunityApi(({ path }) => (path === URL ? refusal(403, "This needs the admin scope.") : undefined));
    renderApp(`/admin/sessions?member=${MEMBER}`);
    expect((await screen.findAllByText(/This needs the admin scope/)).length).toBeGreaterThan(0);
  });
});
