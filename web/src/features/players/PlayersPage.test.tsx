import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../lib/storage.js";
import { SEARCH_DEBOUNCE_MS } from "../../lib/use-search-text.js";
import { stubApi } from "../../test/api-stub.js";
import { clickAtOnce } from "../../test/click-at-once.js";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";

const league = () => ({
  players: [
    leaguePlayer("FrogKing", { type: "SIGNED", tier: { name: "Premier" }, mmr: 2400 }),
    leaguePlayer("tadpole", { type: "FREE_AGENT", tier: { name: "Recruit" }, mmr: 0 }),
    leaguePlayer("Lilypad", { type: "DRAFT_ELIGIBLE", tier: { name: "Recruit" }, mmr: 1000 }),
    leaguePlayer("Benchwarmer", { type: "SIGNED", tier: { name: "Elite" } }),
    leaguePlayer("Watcher", { type: "SPECTATOR", tier: { name: "Recruit" } }),
  ],
  stats: {
    Premier: [statsFor("FrogKing", { rating: 1.31, awpR: 0.3 })],
    Recruit: [
      statsFor("tadpole", { rating: 0.88 }),
      statsFor("Lilypad", { rating: 1.02 }),
      statsFor("Watcher"),
    ],
  },
});

const counter = () => screen.findByText(/^Showing \d+ of \d+ Players$/);
/**
 * Filters and sort go through the address, and the router renders an address change as a React
 * transition, which a loaded machine may not have committed when the click returns: wait for the
 * list to show what is expected rather than read it once.
 */
const showing = (shown: number, of: number) => screen.findByText(`Showing ${shown} of ${of} Players`);
const expectShown = (names: string[]) => waitFor(() => expect(shownNames()).toEqual(names));
const shownNames = () =>
  screen
    .getAllByRole("link")
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/players/"))
    .map((href) => decodeURIComponent(href.slice("/players/".length)));

describe("Players page", () => {
  it("lists players with stats, spectators left out, and counts them", async () => {
    stubApi(league());
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Players" })).toBeTruthy();
    await showing(3, 3);
    expect(shownNames().sort()).toEqual(["FrogKing", "Lilypad", "tadpole"]);
  });

  it("shows MMR 0 as ??? on the card", async () => {
    stubApi(league());
    renderApp("/players");
    await counter();
    const card = screen.getAllByRole("link").find((link) => link.getAttribute("href") === "/players/tadpole");
    expect(card && within(card).getByText("???")).toBeTruthy();
  });

  it("narrows the list with name chips, case-insensitively, and widens it again when a chip goes", async () => {
    const user = userEvent.setup();
    stubApi(league());
    renderApp("/players");
    await counter();
    await user.type(screen.getByLabelText("Player name"), "FROG{Enter}");
    await showing(1, 3);
    await expectShown(["FrogKing"]);
    await user.click(await screen.findByRole("button", { name: "Remove FROG" }));
    await showing(3, 3);
  });

  it("shows the empty-state text when nobody has stats this season", async () => {
    stubApi({ season: 16, players: league().players, stats: {} });
    renderApp("/players");
    expect(
      await screen.findByText("No Players with stats for season 16 yet.. Check back later."),
    ).toBeTruthy();
  });

  it("shows the load-failure text when the API does not answer", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    renderApp("/players");
    expect(
      await screen.findByText(
        "An Error has occured! Either the CSC endpoints are not responding or something changed and will need to be fixed.",
        undefined,
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });

  it("starts from the remembered filters, sort and view", async () => {
    window.localStorage.setItem(STORAGE_KEYS.viewTierOptions, JSON.stringify(["Recruit"]));
    window.localStorage.setItem(STORAGE_KEYS.viewPlayerTypeOptions, JSON.stringify(["Free Agents"]));
    window.localStorage.setItem(STORAGE_KEYS.orderBy, JSON.stringify("name"));
    window.localStorage.setItem(STORAGE_KEYS.playerSortDirection, JSON.stringify("asc"));
    window.localStorage.setItem(STORAGE_KEYS.displayStyle, JSON.stringify("list"));
    stubApi(league());
    renderApp("/players");
    await showing(1, 3);
    expect(shownNames()).toEqual(["tadpole"]);
    expect(screen.getByRole("table")).toBeTruthy();
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("name");
  });

  it("ignores remembered values that are no longer valid", async () => {
    window.localStorage.setItem(STORAGE_KEYS.orderBy, JSON.stringify("shoe size"));
    window.localStorage.setItem(STORAGE_KEYS.viewTierOptions, "not json");
    stubApi(league());
    renderApp("/players");
    await showing(3, 3);
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("rating");
  });

  it("remembers view, sort, direction and filters under the spec's keys", async () => {
    const user = userEvent.setup();
    stubApi(league());
    renderApp("/players");
    await counter();
    await user.click(screen.getByRole("button", { name: "List" }));
    await user.selectOptions(screen.getByLabelText("Sort by"), "mmr");
    await user.click(screen.getByRole("button", { name: /switch to ascending/ }));
    await user.click(screen.getByRole("button", { name: /^Tier:/ }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Recruit" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Role:/ }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "AWPer" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Type:/ }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Draft Eligible" }));
    await user.keyboard("{Escape}");

    // Recruit + AWPer + Draft Eligible: nobody.
    await showing(0, 3);
    const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? "null");
    await waitFor(() => expect(stored(STORAGE_KEYS.viewPlayerTypeOptions)).toEqual(["Draft Eligible"]));
    expect(stored(STORAGE_KEYS.displayStyle)).toBe("list");
    expect(stored(STORAGE_KEYS.orderBy)).toBe("mmr");
    expect(stored(STORAGE_KEYS.playerSortDirection)).toBe("asc");
    expect(stored(STORAGE_KEYS.viewTierOptions)).toEqual(["Recruit"]);
    expect(stored(STORAGE_KEYS.viewPlayerRoleOptions)).toEqual(["AWPER"]);
  });

  it("keeps both ticks and both direction flips made before the page re-renders", async () => {
    // One act: the changes run against the same drawn list, as on a busy machine where the
    // address's transition has not committed between two clicks.
    stubApi(league());
    const { router } = renderApp("/players");
    await counter();
    const params = () => new URLSearchParams(router.state.location.search);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Role:/ }));
    const awper = await screen.findByRole("menuitemcheckbox", { name: "AWPer" });
    const rifler = screen.getByRole("menuitemcheckbox", { name: "Rifler" });
    await clickAtOnce(awper, rifler);
    await waitFor(() => expect(params().get("role")).toBe("AWPER,RIFLER"));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.viewPlayerRoleOptions) ?? "null")).toEqual([
      "AWPER",
      "RIFLER",
    ]);
    await user.keyboard("{Escape}");

    const ascending = screen.getByRole("button", { name: /switch to ascending/ });
    await clickAtOnce(ascending, ascending);
    // Descending, ascending, descending again: the default, so no parameter.
    expect(params().get("dir")).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.playerSortDirection)).toBe(JSON.stringify("desc"));
  });

  it("keeps view, sort and filters in the address: a shared link opens the list its sender saw", async () => {
    stubApi(league());
    const { router } = renderApp("/players?view=list&sort=mmr&dir=asc&tier=Recruit&role=RIFLER");
    expect((await counter()).textContent).toBe("Showing 2 of 3 Players");
    expect(screen.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
    // MMR ascending: tadpole's unreleased 0 first.
    expect(shownNames()).toEqual(["tadpole", "Lilypad"]);
    // The link wins over what this browser remembered; a change writes both.
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cards" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("view")).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.displayStyle) ?? "null")).toBe("cards");
  });

  it("copies remembered choices into the address, so a link copied from the page carries them", async () => {
    window.localStorage.setItem(STORAGE_KEYS.viewTierOptions, JSON.stringify(["Premier"]));
    stubApi(league());
    const { router } = renderApp("/players");
    expect((await counter()).textContent).toBe("Showing 1 of 3 Players");
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("tier")).toBe("Premier"),
    );
  });

  it("sorted by rating, a player under 3 maps comes after the others, as the page says", async () => {
    stubApi({
      ...league(),
      stats: {
        ...league().stats,
        Recruit: [statsFor("tadpole", { rating: 3.5, gameCount: 2 }), statsFor("Lilypad", { rating: 1.02 })],
      },
    });
    renderApp("/players");
    await counter();
    expect(shownNames()).toEqual(["FrogKing", "Lilypad", "tadpole"]);
    expect(screen.getByText(/fewer than 3 maps rank after the others/)).toBeTruthy();
  });

  it("sorts the shown players with the chosen key and direction", async () => {
    const user = userEvent.setup();
    stubApi(league());
    renderApp("/players");
    await counter();
    expect(shownNames()).toEqual(["FrogKing", "Lilypad", "tadpole"]); // rating, descending
    await user.selectOptions(screen.getByLabelText("Sort by"), "name");
    await expectShown(["tadpole", "Lilypad", "FrogKing"]);
    await user.click(screen.getByRole("button", { name: /switch to ascending/ }));
    await expectShown(["FrogKing", "Lilypad", "tadpole"]);
  });

  it("keeps both header clicks made before the page re-renders: MMR first, then flipped", async () => {
    window.localStorage.setItem(STORAGE_KEYS.displayStyle, JSON.stringify("list"));
    stubApi(league());
    const { router } = renderApp("/players");
    await counter();
    const params = () => new URLSearchParams(router.state.location.search);
    const mmr = within(screen.getByRole("columnheader", { name: /^MMR/ })).getByRole("button");
    await clickAtOnce(mmr, mmr);
    expect(params().get("sort")).toBe("mmr");
    expect(params().get("dir")).toBe("asc");
    await expectShown(["tadpole", "Lilypad", "FrogKing"]);
  });

  it("sorts the list view by a click on a column header, with aria-sort", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.displayStyle, JSON.stringify("list"));
    stubApi(league());
    renderApp("/players");
    await counter();
    const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
    expect(header("Rating").getAttribute("aria-sort")).toBe("descending");
    expect(header("MMR").getAttribute("aria-sort")).toBe("none");

    await user.click(within(header("MMR")).getByRole("button"));
    await waitFor(() => expect(header("MMR").getAttribute("aria-sort")).toBe("descending"));
    expect(header("Rating").getAttribute("aria-sort")).toBe("none");
    expect(shownNames()).toEqual(["FrogKing", "Lilypad", "tadpole"]);
    await user.click(within(header("MMR")).getByRole("button"));
    await waitFor(() => expect(header("MMR").getAttribute("aria-sort")).toBe("ascending"));
    await expectShown(["tadpole", "Lilypad", "FrogKing"]);

    // A column the Sort menu does not list shows in it while it applies, and is remembered.
    await user.click(within(header("Player")).getByRole("button"));
    await expectShown(["FrogKing", "Lilypad", "tadpole"]);
    await user.click(within(header("ADR")).getByRole("button"));
    await waitFor(() => expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("adr"));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.orderBy) ?? "null")).toBe("adr");
  });

  it("filters by the name as it is typed, after a pause, and keeps it in the address", async () => {
    const user = userEvent.setup();
    stubApi(league());
    const { router } = renderApp("/players");
    await counter();
    await user.type(screen.getByLabelText("Player name"), "pad");
    // No Enter: the list follows the text once typing pauses.
    await expectShown(["Lilypad"]);
    await showing(1, 3);
    await waitFor(() => expect(router.state.location.search).toBe("?q=pad"));
    expect(screen.queryByRole("button", { name: "Remove pad" })).toBeNull();

    // Chips still work as before; the typed text counts like one more chip.
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("button", { name: "Remove pad" })).toBeTruthy();
    await user.type(screen.getByLabelText("Player name"), "frog");
    await waitFor(() => expect(shownNames().sort()).toEqual(["FrogKing", "Lilypad"]));
  });

  it("does not refilter on every key: the list waits for the pause", async () => {
    stubApi(league());
    renderApp("/players");
    await counter();
    // The clock moves only when the test moves it (no shouldAdvanceTime: on a loaded machine the
    // real time spent typing passed the pause and the list refiltered early). One change event
    // per key, as typing sends; user-event would wait on a timer this clock never fires.
    vi.useFakeTimers();
    const box = screen.getByLabelText("Player name");
    for (const text of ["t", "ta", "tad"]) fireEvent.change(box, { target: { value: text } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect((box as HTMLInputElement).value).toBe("tad");
    expect(shownNames()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(shownNames()).toEqual(["tadpole"]);
  });

  it("restores the typed name from the address", async () => {
    stubApi(league());
    renderApp("/players?q=king");
    await counter();
    expect((screen.getByLabelText("Player name") as HTMLInputElement).value).toBe("king");
    await expectShown(["FrogKing"]);
  });

  it("asks for the current season and Combine stats before the season has started", async () => {
    const urls = stubApi({ ...league(), season: 16, hasSeasonStarted: false });
    renderApp("/players");
    await screen.findByRole("heading", { name: "Players" });
    await screen.findByText(/Showing|No Players/);
    expect(urls).toContain("/api/csc/cached-stats?season=16&matchType=Combine");
    expect(urls).toContain("/api/csc/cached-players?season=16");
  });
});
