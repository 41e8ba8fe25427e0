import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../test/api-stub.js";
import { leaguePlayer, statsFor } from "../test/fixtures.js";
import { renderApp } from "../test/render.js";

const league = {
  season: 15,
  players: [leaguePlayer("Regular", { type: "SIGNED" }), leaguePlayer("Watcher", { type: "SPECTATOR" })],
  stats: { Contender: [statsFor("Regular"), statsFor("Watcher")] },
};

describe("historical selector", () => {
  it("defaults to the current season and Regulation once the season has started", async () => {
    const urls = stubApi(league);
    renderApp("/players");
    await screen.findByText("Showing 1 of 1 Players");
    expect(urls).toContain("/api/csc/cached-stats?season=15&matchType=Regulation");
    expect(screen.getByTitle("Season and match type shown on every stats page").textContent).toContain("S15");
  });

  it("offers seasons 11 to current, refetches on change and lists spectators in historical mode", async () => {
    const user = userEvent.setup();
    const urls = stubApi(league);
    renderApp("/players");
    await screen.findByText("Showing 1 of 1 Players");

    await user.click(screen.getByTitle("Season and match type shown on every stats page"));
    const season = (await screen.findByLabelText("Season")) as HTMLSelectElement;
    expect(season.disabled).toBe(true);
    await user.click(screen.getByRole("switch", { name: /Historical mode/ }));
    expect(season.disabled).toBe(false);
    expect([...season.options].map((o) => o.value)).toEqual(["15", "14", "13", "12", "11"]);
    expect(await screen.findByText("Showing 2 of 2 Players")).toBeTruthy();

    await user.selectOptions(season, "13");
    await user.selectOptions(screen.getByLabelText("Match type"), "Combine");
    await screen.findByText("Showing 2 of 2 Players");
    expect(urls).toContain("/api/csc/cached-players?season=13");
    expect(urls).toContain("/api/csc/cached-stats?season=13&matchType=Combine");

    // Leaving historical mode goes back to the defaults and drops spectators again.
    await user.click(screen.getByRole("switch", { name: /Historical mode/ }));
    expect(await screen.findByText("Showing 1 of 1 Players")).toBeTruthy();
    expect(season.value).toBe("15");
  });
});
