import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../components/ui/messages.js";
import { stubApi } from "../test/api-stub.js";
import { renderApp } from "../test/render.js";
import { routes, UNBUILT_PATHS } from "./routes.js";

describe("routes", () => {
  it("shows a 404 page with a way home for an unknown path", async () => {
    stubApi();
    renderApp("/no/such/page");
    expect(await screen.findByText("404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back home" }).getAttribute("href")).toBe("/");
  });

  it.each(["/charts", "/franchises/FRG/Frog%20Legs", "/articles/12", "/franchiseManagement"])(
    "shows the coming line on the unbuilt route %s",
    async (path) => {
      stubApi();
      renderApp(path);
      expect(await screen.findByText(MESSAGES.comingSoon)).toBeTruthy();
      expect(screen.queryByText("404")).toBeNull();
    },
  );

  it("covers every route of the spec", () => {
    const spec =
      "/cb /charts /export /franchises /franchises/:franchise /franchises/:franchise/:team /graphics/players/:id /players/:id /player-compare /team-builder /leaderboards /playground /profile /standings /servers /pickems /pickems/explorer /pickems/explorer/:id /draft /admin /gm /franchiseManagement /articles /articles/create /articles/submitted /articles/:id";
    // Built pages have their own routes; whatever is not built yet must still say so.
    const pages = routes[0]?.children?.[0]?.children ?? [];
    const routed = pages.flatMap((route) => (route.path ? [`/${route.path.replace(/^\//, "")}`] : []));
    expect(routed).toEqual(expect.arrayContaining(spec.split(" ")));
    expect(spec.split(" ")).toEqual(expect.arrayContaining([...UNBUILT_PATHS]));
  });

  it("renders the navigation of the spec with Login when signed out", async () => {
    stubApi();
    renderApp("/about");
    const nav = await screen.findAllByRole("navigation", { name: "Main" });
    const labels = [...(nav[0]?.querySelectorAll("a, button") ?? [])].map((el) =>
      el.textContent?.replace("▾", "").trim(),
    );
    expect(labels).toEqual([
      "Franchises",
      "Standings",
      "Pickems",
      "Players",
      "Leaderboards",
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
