import { COMPETITIVE_MAPS, type PlayerStatsResponse, SEASON_STAT_KEYS, sideStatKeys } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaguePlayer, statsFor } from "../../../test/fixtures.js";
import { stubPlayerApi } from "../../../test/player-api-stub.js";
import { renderApp } from "../../../test/render.js";

vi.mock("../../../components/ui/charts/EChart.js", () => ({ default: () => null }));

const frog = leaguePlayer("Frog King", { tier: { name: "Contender" }, type: "SIGNED" });

/** An answer of the filtered-stats endpoint: `maps` maps, and figures the test can recognise. */
function answer(query: URLSearchParams, maps: number): PlayerStatsResponse {
  const side = query.get("side") as "CT" | "T" | null;
  const kept = new Set<string>(side ? sideStatKeys(side) : SEASON_STAT_KEYS);
  const stats = statsFor("Frog King", { gameCount: maps, kills: 42, adr: 91.5 });
  return {
    steam64Id: frog.steam64Id,
    season: 11,
    maps,
    matchIds: [],
    stats: Object.fromEntries(
      Object.entries(stats).map(([k, v]) => [k, k === "name" || kept.has(k) ? v : null]),
    ) as PlayerStatsResponse["stats"],
    extended: null,
    mapTable: COMPETITIVE_MAPS.map((map) => ({
      map,
      games: map === "de_nuke" ? 2 : 0,
      wins: map === "de_nuke" ? 1 : 0,
      rating: 1.1,
      adr: 80,
      kast: 0.7,
      ctRating: 1,
      TRating: 1.2,
    })),
    options: { opponents: [{ id: "t9", name: "Toads" }], matchDays: ["M1", "M2", "M3"] },
  };
}

/** The page's calls, and the filtered-stats endpoint answering `maps` maps when a filter is set. */
function stub(maps: number) {
  stubPlayerApi({
    players: [frog, leaguePlayer("Tadpole", { tier: { name: "Contender" } })],
    stats: { Contender: [statsFor("Frog King", { gameCount: 9 }), statsFor("Tadpole")] },
  });
  const inner = globalThis.fetch;
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path, search = ""] = url.split("?");
      if (path !== "/api/fragboard/player-stats") return inner(url, init);
      const query = new URLSearchParams(search);
      asked.push(query);
      const filtered = ["map", "side", "opponent", "from", "to", "result"].some((k) => query.has(k));
      return new Response(JSON.stringify(answer(query, filtered ? maps : 9)), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return asked;
}

const statCell = (label: string) =>
  screen.getByRole("rowheader", { name: label }).closest("tr")?.querySelector("td")?.textContent;

describe("the player page's map filters", () => {
  it("opens the filters the address names, asks the API for them and shows the kept maps' figures", async () => {
    const asked = stub(2);
    renderApp("/players/Frog%20King?map=de_nuke&side=CT");
    const bar = within(await screen.findByRole("region", { name: "Filter his maps" }));
    expect((bar.getByRole("combobox", { name: "Map" }) as HTMLSelectElement).value).toBe("de_nuke");
    expect((bar.getByRole("combobox", { name: "Side" }) as HTMLSelectElement).value).toBe("CT");
    await waitFor(() => expect(bar.getByRole("status").textContent).toContain("2 maps match these filters"));
    expect(bar.getByRole("status").textContent).toContain("figures are thin");
    const query = asked.at(-1);
    expect(query?.get("map")).toBe("de_nuke");
    expect(query?.get("side")).toBe("CT");
    expect(query?.get("steam64Id")).toBe(frog.steam64Id);
    // A side has kills but no ADR: the per-map lines do not split damage by side.
    expect(statCell("Kills")).toBe("42");
    expect(statCell("ADR")).toBe("–");
  });

  it("writes a choice to the address and clears every filter at once", async () => {
    const user = userEvent.setup();
    stub(5);
    const { router } = renderApp("/players/Frog%20King");
    const bar = within(await screen.findByRole("region", { name: "Filter his maps" }));
    await waitFor(() => expect(bar.getByRole("status").textContent).toContain("9 maps in this season"));
    await user.selectOptions(bar.getByRole("combobox", { name: "Opponent" }), "Toads");
    await user.selectOptions(bar.getByRole("combobox", { name: "Result" }), "won");
    await waitFor(() => expect(router.state.location.search).toBe("?opponent=t9&result=won"));
    await waitFor(() => expect(bar.getByRole("status").textContent).toContain("5 maps match"));
    expect(statCell("ADR")).toBe("91.5");
    await user.click(bar.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when no map is left, and offers to clear", async () => {
    stub(0);
    renderApp("/players/Frog%20King?result=lost");
    expect(await screen.findByText(/No maps of Frog King match these filters/)).toBeTruthy();
    expect(screen.getByRole("table", { name: "His maps" })).toBeTruthy();
  });
});
