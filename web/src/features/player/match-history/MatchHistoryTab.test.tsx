import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { leaguePlayer, statsFor } from "../../../test/fixtures.js";
import { type PlayerStubLeague, stubPlayerApi } from "../../../test/player-api-stub.js";
import { extendedMatch, historyMap } from "../../../test/player-fixtures.js";
import { renderApp } from "../../../test/render.js";

vi.mock("../../../components/ui/charts/EChart.js", () => ({ default: () => null }));

const NAME = "Frog King";

/** Seven maps, played on the 1st to the 7th of November; the 7th is a combine map. */
function league(overrides: PlayerStubLeague = {}): PlayerStubLeague {
  const days = [1, 2, 3, 4, 5, 6, 7];
  return {
    players: [leaguePlayer(NAME, { tier: { name: "Contender" } })],
    stats: { Contender: [statsFor(NAME)] },
    history: days.map((day) =>
      historyMap(
        `${day === 7 ? "combines-" : ""}s15-contender-m${day}`,
        `2026-11-0${day}T12:00:00.000Z`,
        NAME,
        { rating: 1 + day / 100, RF: 13, RA: day },
      ),
    ),
    extendedMatches: { "s15-contender-m7": extendedMatch() },
    ...overrides,
  };
}

async function openHistory() {
  const user = userEvent.setup();
  renderApp(`/players/${encodeURIComponent(NAME)}`);
  await user.click(await screen.findByRole("tab", { name: "Match History" }));
  return user;
}

const rowToggles = () => screen.findAllByRole("button", { name: /details of/ });

describe("Match history", () => {
  it("shows the 5 newest maps, then all of them with Show All", async () => {
    stubPlayerApi(league());
    const user = await openHistory();
    expect((await rowToggles()).map((b) => b.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/^Show details of Mirage against Toad Squad on Nov 7, 2026 \(\S+\)$/),
      expect.stringMatching(/^Show details of Mirage against Toad Squad on Nov 6, 2026 \(\S+\)$/),
      expect.stringMatching(/^Show details of Mirage against Toad Squad on Nov 5, 2026 \(\S+\)$/),
      expect.stringMatching(/^Show details of Mirage against Toad Squad on Nov 4, 2026 \(\S+\)$/),
      expect.stringMatching(/^Show details of Mirage against Toad Squad on Nov 3, 2026 \(\S+\)$/),
    ]);
    await user.click(screen.getByRole("button", { name: "Show All (7)" }));
    expect(await rowToggles()).toHaveLength(7);
    expect(screen.queryByRole("button", { name: /Show All/ })).toBeNull();
  });

  it("shows the row figures of docs/rules.md#match-history", async () => {
    stubPlayerApi(
      league({
        history: [
          historyMap("s15-contender-m1", "2026-11-01T12:00:00.000Z", NAME, {
            RF: 13,
            RA: 11,
            kills: 20,
            hs: 9,
            adr: 104.2,
            ok: 3,
            ol: 1,
            cl_1: 1,
            cl_2: 1,
            cl_4: 1,
          }),
        ],
      }),
    );
    await openHistory();
    const table = await screen.findByRole("table");
    const row = within(table).getAllByRole("row")[1];
    const cells = [...(row?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
    // toggle, date, stage, opponent, map, result, rating, K/D/A, damage, ADR, FK:FD, HS%, clutch, FA, UD
    expect(cells.slice(2)).toEqual([
      "Match day 1",
      "Toad Squad",
      "Mirage",
      "W 13:11",
      "1.02",
      "20/15/4",
      "1,700",
      "104.2 ★",
      "3:1",
      "45%",
      "8",
      "2",
      "40",
    ]);
    // The map's name opens its match page (issue #21 item 4).
    expect(
      within(row as HTMLElement)
        .getByRole("link", { name: "Mirage" })
        .getAttribute("href"),
    ).toBe("/matches/s15-contender-m1");
    // Won or lost is said in words, not only by the colour.
    expect(row?.querySelector("td:nth-child(6)")?.className).toContain("text-good");
    expect(
      within(row as HTMLElement)
        .getByText("3:1")
        .getAttribute("title"),
    ).toBe("Opening duels won: 75% (3 of 4)");
  });

  it("opens a row to the box score and asks for its demo data once, without the combines- prefix", async () => {
    const urls = stubPlayerApi(league());
    const user = await openHistory();
    const extendedUrls = () => urls.filter((url) => url.startsWith("/api/fragboard/extendedMatchStats"));
    expect(extendedUrls()).toEqual([]);

    const toggle = (await rowToggles())[0] as HTMLElement;
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const homeBox = screen.getByRole("table", { name: "Frog Legs" });
    const names = within(homeBox)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    // His rating on the newest map is 1.07; his teammates are rated 0.7 to 1.0.
    expect(names).toEqual([NAME, "frog4", "frog3", "frog2", "frog1"]);
    expect(await screen.findByRole("tab", { name: "Matchup" })).toBeTruthy();

    await user.click(toggle);
    await user.click(toggle);
    await screen.findByRole("tab", { name: "Matchup" });
    expect(extendedUrls()).toEqual([
      "/api/fragboard/extendedMatchStats?matchId=s15-contender-m7&matchType=Combine",
    ]);
  });

  it("shows the demo data tabs: kill feed by round, trades, won clutches with the ninja tag", async () => {
    stubPlayerApi(league());
    const user = await openHistory();
    await user.click((await rowToggles())[0] as HTMLElement);
    await user.click(await screen.findByRole("tab", { name: "KillFeed" }));
    expect(screen.getByText("Round 1")).toBeTruthy();
    expect(screen.getByText("Frog Legs: full · Toad Squad: eco")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Trades" }));
    const trades = screen.getByRole("tabpanel", { name: "Trades" });
    const toad2 = within(trades).getByRole("rowheader", { name: "toad2" }).closest("tr") as HTMLElement;
    expect(within(toad2).getByText("1/1 (100%)")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Clutches" }));
    const clutches = within(screen.getByRole("tabpanel", { name: "Clutches" })).getAllByRole("listitem");
    expect(clutches.map((item) => item.textContent)).toEqual([
      "Round 2frog1won a 1v2 on CT with 1 killNinja",
    ]);
  });

  it("says when the demo data is not parsed yet", async () => {
    stubPlayerApi(league({ extendedMatches: {} }));
    const user = await openHistory();
    await user.click((await rowToggles())[0] as HTMLElement);
    expect(await screen.findByText("Extended data for this map is not yet available.")).toBeTruthy();
  });

  it("says when he has played no maps", async () => {
    stubPlayerApi(league({ history: [] }));
    await openHistory();
    expect(await screen.findByText("No Regulation maps played in season 15 yet.")).toBeTruthy();
  });

  it("names a lost map L and a playoff map by its round and place in the series", async () => {
    stubPlayerApi(
      league({
        history: [
          historyMap("s15-contender-p1-1-1", "2026-12-01T12:00:00.000Z", NAME, { RF: 13, RA: 7 }),
          historyMap("s15-contender-p1-1-2", "2026-12-01T13:00:00.000Z", NAME, { RF: 9, RA: 13 }),
        ],
      }),
    );
    await openHistory();
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1);
    const cell = (row: HTMLElement | undefined, n: number) =>
      row?.querySelector(`td:nth-child(${n})`)?.textContent;
    // Newest first: map 2 of the series, lost.
    expect(cell(rows[0], 3)).toBe("Playoffs R1 · map 2");
    expect(cell(rows[0], 6)).toBe("L 9:13");
    expect(cell(rows[1], 3)).toBe("Playoffs R1 · map 1");
    expect(cell(rows[1], 6)).toBe("W 13:7");
  });

  it("sorts by a click on a column header, saying so with aria-sort", async () => {
    stubPlayerApi(league());
    const user = await openHistory();
    await rowToggles();
    const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
    expect(header("Date").getAttribute("aria-sort")).toBe("descending");
    await user.click(within(header("Rating")).getByRole("button"));
    expect(header("Rating").getAttribute("aria-sort")).toBe("descending");
    expect(header("Date").getAttribute("aria-sort")).toBe("none");
    const ratings = () =>
      within(screen.getByRole("table"))
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.querySelector("td:nth-child(7)")?.textContent);
    // Ratings are 1.01 to 1.07 by day; the five best first.
    expect(ratings()).toEqual(["1.07", "1.06", "1.05", "1.04", "1.03"]);
    await user.click(within(header("Rating")).getByRole("button"));
    expect(header("Rating").getAttribute("aria-sort")).toBe("ascending");
    expect(ratings()).toEqual(["1.01", "1.02", "1.03", "1.04", "1.05"]);
  });

  it("opens a row with a click anywhere on it", async () => {
    stubPlayerApi(league());
    const user = await openHistory();
    const toggle = (await rowToggles())[0] as HTMLElement;
    await user.click(within(toggle.closest("tr") as HTMLElement).getByText("Toad Squad"));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("table", { name: "Frog Legs" })).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
