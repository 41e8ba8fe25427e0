import type { LocalMember, MeResponse } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { ADA_SIGNED_IN } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";

const MEMBERS: LocalMember[] = [
  {
    discordId: "100000000000000001",
    discordUsername: "ada",
    playerName: "Ada",
    team: "Rapid Anchors",
    franchisePrefix: "ARG",
    admin: true,
  },
  {
    discordId: "100000000000000002",
    discordUsername: "bo",
    playerName: "Bo",
    team: null,
    franchisePrefix: null,
    admin: false,
  },
];

const signedOut: MeResponse = { user: null, player: null, franchiseRoles: [], scopes: [], signIn: "local" };
const signedIn: MeResponse = {
  ...ADA_SIGNED_IN,
  franchiseRoles: [{ role: "GM", franchise: { name: "Argonauts", prefix: "ARG" }, team: null }],
  scopes: ["admin"],
};

type Call = { method: string; path: string; body: unknown };

/** The shell's stub plus the sign-in endpoints; `me` is what /api/me answers now. */
function stubSignIn(options: { me: MeResponse; loginFails?: string }) {
  stubApi();
  const shell = vi.mocked(fetch);
  const calls: Call[] = [];
  let me = options.me;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path = "", search] = url.split("?");
      const method = init?.method ?? "GET";
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === "/api/me") return json(me);
      if (path === "/api/auth/local/members") {
        const q = new URLSearchParams(search).get("q")?.toLowerCase() ?? "";
        const members = MEMBERS.filter((m) => m.playerName?.toLowerCase().includes(q));
        return json({ members, total: members.length });
      }
      if (path === "/api/auth/local/authorize")
        return json({ redirectTo: "http://localhost:3000/cb?code=c1&state=s1" });
      if (path === "/api/discord/login") {
        if (options.loginFails)
          return json({ error: { code: "BAD_REQUEST", message: options.loginFails } }, 400);
        me = signedIn;
        return json({ returnTo: "/about" });
      }
      if (path === "/api/auth/logout") {
        me = signedOut;
        return new Response(null, { status: 204 });
      }
      if (path === "/api/auth/logout-everywhere") {
        me = signedOut;
        return json({ revoked: 2 });
      }
      return shell(url, init);
    }),
  );
  return calls;
}

beforeEach(() => {
  window.location.hash = "";
});

describe("local sign-in", () => {
  it("lists members by search, labelled as the demo mode, and signs in through /cb back to the saved path", async () => {
    const calls = stubSignIn({ me: signedOut });
    const { router } = renderApp("/signin?state=s1");
    expect(await screen.findByText("Demo mode: local sign-in")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sign in as Ada (admin)" })).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a member by name" }), "bo");
    await waitFor(() => expect(screen.queryByRole("button", { name: /Sign in as Ada/ })).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: /Sign in as Bo/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
    expect(calls.find((c) => c.path === "/api/auth/local/authorize")?.body).toEqual({
      discordId: "100000000000000002",
      state: "s1",
    });
    expect(calls.find((c) => c.path === "/api/discord/login")?.body).toEqual({
      code: "c1",
      state: "s1",
      redirect_uri: `${window.location.origin}/cb`,
    });
    // The shell now shows the user menu instead of Login.
    expect(await screen.findByRole("button", { name: /ada/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("focuses its search box, ready to type a name", async () => {
    stubSignIn({ me: signedOut });
    renderApp("/signin?state=s1");
    const search = await screen.findByRole("searchbox", { name: "Find a member by name" });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it("says demo sign-in is off when the server signs in with Discord, and links to it", async () => {
    stubSignIn({ me: { ...signedOut, signIn: "discord" } });
    renderApp("/signin?state=s1");
    expect(await screen.findByText(/Demo sign-in is off/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login with Discord" }).getAttribute("href")).toBe(
      "/api/auth/login?returnTo=%2F",
    );
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("shows the server's message when the callback fails, and signs nobody in", async () => {
    stubSignIn({
      me: signedOut,
      loginFails: "The sign-in state does not match the one this browser started.",
    });
    renderApp("/cb?code=c1&state=wrong");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("state does not match");
    expect(within(alert).getByRole("link", { name: "Start the sign-in again" }).getAttribute("href")).toBe(
      "/api/auth/login?returnTo=%2F",
    );
    expect(screen.getByRole("link", { name: "Login" })).toBeTruthy();
  });

  it("says so when the user cancelled at the provider", async () => {
    const calls = stubSignIn({ me: signedOut });
    renderApp("/cb?error=access_denied&state=s1");
    expect((await screen.findByRole("alert")).textContent).toContain("You cancelled the sign-in.");
    expect(calls.some((c) => c.path === "/api/discord/login")).toBe(false);
  });
});

describe("the user menu", () => {
  it("offers the spec's entries (GM Panel and Admin for a GM admin) and signs out to /", async () => {
    const calls = stubSignIn({ me: signedIn });
    const { router } = renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: /ada/ }));
    const menu = await screen.findByRole("menu");
    const items = [...menu.querySelectorAll('[role^="menuitem"]')].map((i) =>
      i.textContent?.replace(/(On|Off)$/, ""),
    );
    expect(items).toEqual([
      "My Profile",
      "Discord notifications",
      "My Stats",
      "My Team",
      "My Franchise",
      "Request Server",
      "Historical Menu",
      "GM Panel",
      "Admin",
      "Sign out",
      "Sign out everywhere",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "My Team" }).getAttribute("href")).toBe(
      "/franchises/ARG/Rapid%20Anchors",
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/logout")).toBe(true);
    expect(await screen.findByRole("link", { name: "Login" })).toBeTruthy();
  });

  it("signs out everywhere from the user menu", async () => {
    const calls = stubSignIn({ me: signedIn });
    const { router } = renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: /ada/ }));
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out everywhere" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/auth/logout-everywhere")).toBe(true);
    expect(await screen.findByRole("link", { name: "Login" })).toBeTruthy();
  });

  it("hides GM Panel and Admin from a member who is neither", async () => {
    stubSignIn({ me: { ...signedIn, scopes: [], franchiseRoles: [] } });
    renderApp("/about");
    await userEvent.click(await screen.findByRole("button", { name: /ada/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "GM Panel" })).toBeNull();
    expect(within(menu).queryByRole("menuitem", { name: "Admin" })).toBeNull();
  });
});
