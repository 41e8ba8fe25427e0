import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/api-stub.js";
import { leaguePlayer, statsFor } from "../test/fixtures.js";
import { renderApp } from "../test/render.js";

const league = {
  season: 15,
  players: [leaguePlayer("Regular", { type: "SIGNED" }), leaguePlayer("Watcher", { type: "SPECTATOR" })],
  stats: { Contender: [statsFor("Regular"), statsFor("Watcher")] },
};

const control = () => screen.getByTitle("Season and match type shown on every stats page");
const address = (router: ReturnType<typeof renderApp>["router"]) =>
  router.state.location.pathname + router.state.location.search;

async function openSelector(user: ReturnType<typeof userEvent.setup>) {
  await user.click(control());
  return (await screen.findByLabelText("Season")) as HTMLSelectElement;
}

describe("historical selector", () => {
  it("defaults to the current season and Regulation once the season has started, writing nothing", async () => {
    const urls = stubApi(league);
    const { router } = renderApp("/players");
    await screen.findByText("Showing 1 of 1 Players");
    expect(urls).toContain("/api/csc/cached-stats?season=15&matchType=Regulation");
    expect(control().textContent).toContain("S15");
    expect(address(router)).toBe("/players");
  });

  it("offers seasons 11 to current and writes each choice into the address", async () => {
    const user = userEvent.setup();
    const urls = stubApi(league);
    const { router } = renderApp("/players");
    await screen.findByText("Showing 1 of 1 Players");

    const season = await openSelector(user);
    expect(season.disabled).toBe(true);
    await user.click(screen.getByRole("switch", { name: /Historical mode/ }));
    expect(season.disabled).toBe(false);
    expect([...season.options].map((o) => o.value)).toEqual(["15", "14", "13", "12", "11"]);
    expect(await screen.findByText("Showing 2 of 2 Players")).toBeTruthy();
    // Switching the mode on writes nothing: the defaults still apply.
    expect(address(router)).toBe("/players");

    await user.selectOptions(season, "13");
    await user.selectOptions(screen.getByLabelText("Match type"), "Combine");
    await screen.findByText("Showing 2 of 2 Players");
    expect(address(router)).toBe("/players?season=13&matchType=Combine");
    expect(urls).toContain("/api/csc/cached-players?season=13");
    expect(urls).toContain("/api/csc/cached-stats?season=13&matchType=Combine");

    // Going back to a default removes its parameter rather than writing the default.
    await user.selectOptions(season, "15");
    await waitFor(() => expect(address(router)).toBe("/players?matchType=Combine"));

    // Leaving historical mode goes back to the defaults and drops spectators again.
    await user.click(screen.getByRole("switch", { name: /Historical mode/ }));
    expect(await screen.findByText("Showing 1 of 1 Players")).toBeTruthy();
    expect(season.value).toBe("15");
    expect(address(router)).toBe("/players");
  });

  it("opens the season and match type an address names, in historical mode", async () => {
    const user = userEvent.setup();
    const urls = stubApi(league);
    renderApp("/players?season=13&matchType=Combine");
    expect(await screen.findByText("Showing 2 of 2 Players")).toBeTruthy();
    expect(urls).toContain("/api/csc/cached-players?season=13");
    expect(urls).toContain("/api/csc/cached-stats?season=13&matchType=Combine");
    expect(urls).not.toContain("/api/csc/cached-stats?season=15&matchType=Regulation");
    expect(control().textContent).toContain("S13");
    const season = await openSelector(user);
    expect(season.value).toBe("13");
    expect((screen.getByLabelText("Match type") as HTMLSelectElement).value).toBe("Combine");
    expect(screen.getByRole("switch", { name: /Historical mode/ }).getAttribute("aria-checked")).toBe("true");
  });

  it("restores the choice on a reload of the address it wrote", async () => {
    const user = userEvent.setup();
    stubApi(league);
    const first = renderApp("/players");
    await screen.findByText("Showing 1 of 1 Players");
    const season = await openSelector(user);
    await user.click(screen.getByRole("switch", { name: /Historical mode/ }));
    await user.selectOptions(season, "12");
    await waitFor(() => expect(address(first.router)).toBe("/players?season=12"));
    const written = address(first.router);
    first.unmount();

    const urls = stubApi(league);
    renderApp(written);
    await screen.findByText("Showing 2 of 2 Players");
    expect(urls).toContain("/api/csc/cached-stats?season=12&matchType=Regulation");
    expect(control().textContent).toContain("S12");
  });

  it("ignores parameters that name no selectable season or match type", async () => {
    const urls = stubApi(league);
    renderApp("/players?season=99&matchType=Ranked");
    await screen.findByText(/^Showing/);
    expect(urls).toContain("/api/csc/cached-stats?season=15&matchType=Regulation");
    expect(control().textContent).toContain("S15");
  });

  it("keeps the selection in links to other pages", async () => {
    stubApi(league);
    renderApp("/players?season=13&matchType=Combine&view=x");
    await screen.findByText("Showing 2 of 2 Players");
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0];
    if (!nav) throw new Error("no main navigation");
    expect(within(nav).getByRole("link", { name: "Standings" }).getAttribute("href")).toBe(
      "/standings?season=13&matchType=Combine",
    );
    const player = screen.getAllByRole("link").find((link) => link.textContent?.includes("Regular"));
    expect(player?.getAttribute("href")).toBe("/players/Regular?season=13&matchType=Combine");
  });

  it("shows no season until the season metadata has loaded", async () => {
    stubApi(league);
    const never = new Promise<Response>(() => {});
    const shellFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string) =>
      url.startsWith("/api/csc/cached-season-metadata") ? never : shellFetch(url),
    );
    renderApp("/players?season=13");
    await screen.findByRole("heading", { name: "Players" });
    expect(control().textContent).toContain("S…");
  });
});
