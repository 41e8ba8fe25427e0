import { PAGES } from "@fragboard/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../components/ui/messages.js";
import { stubApi } from "../test/api-stub.js";
import { renderApp } from "../test/render.js";
import { PAGE_MODULES } from "./page-modules.js";
import { routes, UNBUILT_PATHS } from "./routes.js";

describe("routes", () => {
  it("shows a 404 page with a way home for an unknown path", async () => {
    stubApi();
    renderApp("/no/such/page");
    expect(await screen.findByText("404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back home" }).getAttribute("href")).toBe("/");
  });

  it.each(["/franchiseManagement"])("shows the coming line on the unbuilt route %s", async (path) => {
    stubApi();
    renderApp(path);
    expect(await screen.findByText(MESSAGES.comingSoon)).toBeTruthy();
    expect(screen.queryByText("404")).toBeNull();
  });

  it("routes exactly the pages core lists, the server's 404 list (built or coming)", () => {
    const pages = routes[0]?.children?.[0]?.children ?? [];
    const routed = pages.flatMap((route) =>
      route.index ? ["/"] : route.path && route.path !== "*" ? [`/${route.path.replace(/^\//, "")}`] : [],
    );
    expect([...routed].sort()).toEqual(PAGES.map((page) => page.path).sort());
    expect(PAGES.map((page) => page.path)).toEqual(expect.arrayContaining([...UNBUILT_PATHS]));
  });

  it("loads each page from the module the build preloads for it (page-modules.ts)", async () => {
    const pages = routes[0]?.children?.[0]?.children ?? [];
    for (const { path } of PAGES) {
      const route = pages.find((r) =>
        path === "/" ? r.index : r.path?.replace(/^\//, "") === path.slice(1),
      );
      // The player page is bundled with the app (routes.tsx); every other page loads lazily.
      const component = typeof route?.lazy === "function" ? (await route.lazy()).Component : route?.Component;
      if (!component) throw new Error(`no route for ${path}`);
      const expected = (await import(/* @vite-ignore */ `../${PAGE_MODULES[path]}`)) as { default: unknown };
      expect(component, path).toBe(expected.default);
    }
  });

  it.each([
    ["/charts", "Charts · Fragboard"],
    ["/articles/12", "Article · Fragboard"],
    ["/about", "About · Fragboard"],
    ["/players", "Players · Fragboard"],
    ["/no/such/page", "Page not found · Fragboard"],
  ])("names the page %s in the document title", async (path, title) => {
    stubApi();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("offers a skip-to-content link first, which moves focus to the page", async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp("/about");
    await screen.findByRole("heading", { name: "Fragboard" });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute("href")).toBe("#main");
    expect(document.getElementById("main")?.tagName).toBe("MAIN");
  });

  it("renders the navigation of the spec (and the match centre) with Login when signed out", async () => {
    stubApi();
    renderApp("/about");
    const nav = await screen.findAllByRole("navigation", { name: "Main" });
    const labels = [...(nav[0]?.querySelectorAll("a, button") ?? [])].map((el) =>
      el.textContent?.replace("▾", "").trim(),
    );
    // Both menus are in the document: the width decides which one shows (docs/web.md#header;
    // e2e/test/header.test.ts checks each layout in a browser).
    expect(labels).toEqual([
      "Franchises",
      "Standings",
      "Matches",
      "Pickems",
      "Players",
      "Leaderboards",
      "More",
      "Tools",
      "About",
    ]);
    const login = screen.getByRole("link", { name: "Login" });
    expect(login.getAttribute("href")).toBe(`/api/auth/login?returnTo=${encodeURIComponent("/about")}`);
  });

  it("shows the render-failure text when a page throws", async () => {
    stubApi();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = renderApp("/about");
    await screen.findByRole("heading", { name: "Fragboard" });
    // A route whose component throws, added next to the real pages.
    router.patchRoutes("pages", [
      {
        path: "/boom",
        Component: () => {
          throw new Error("kaboom");
        },
      },
    ]);
    await router.navigate("/boom");
    expect(await screen.findByText(MESSAGES.renderFailure)).toBeTruthy();
    expect(screen.getByText(MESSAGES.renderFailureCaptured)).toBeTruthy();
    expect(screen.getByText("kaboom")).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
    // The shell is still there around the message.
    expect(screen.getAllByRole("navigation", { name: "Main" }).length).toBeGreaterThan(0);
  });
});
