import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { clickAtOnce } from "../../test/click-at-once.js";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";

const league = () => ({
  players: [
    leaguePlayer("FrogKing", { type: "SIGNED", tier: { name: "Premier" } }),
    leaguePlayer("tadpole", { type: "FREE_AGENT", tier: { name: "Recruit" } }),
    leaguePlayer("Lilypad", { type: "DRAFT_ELIGIBLE", tier: { name: "Recruit" } }),
  ],
  stats: {
    Premier: [statsFor("FrogKing")],
    Recruit: [statsFor("tadpole"), statsFor("Lilypad")],
  },
});

/**
 * The filters live in the address, and the router commits an address change in a transition: on a
 * loaded machine a second change can arrive before the page re-renders. Changes fired inside one
 * `act()` all run against the same render, so each must start from the address as it is.
 */
describe("Export page filters", () => {
  it("keeps both ticks made before the page re-renders", async () => {
    stubApi(league());
    const { router } = renderApp("/export");
    const params = () => new URLSearchParams(router.state.location.search);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Tier:/ }));
    const recruit = await screen.findByRole("menuitemcheckbox", { name: "Recruit" });
    const premier = screen.getByRole("menuitemcheckbox", { name: "Premier" });
    await clickAtOnce(recruit, premier);
    await waitFor(() => expect(params().getAll("tier").sort()).toEqual(["Premier", "Recruit"]));
  });

  it("keeps both chips removed before the page re-renders", async () => {
    stubApi(league());
    const { router } = renderApp("/export?name=Frog&name=tad&tier=Recruit");
    const params = () => new URLSearchParams(router.state.location.search);
    await screen.findByRole("button", { name: "Remove Frog" });
    await clickAtOnce(
      screen.getByRole("button", { name: "Remove Frog" }),
      screen.getByRole("button", { name: "Remove tad" }),
    );
    await waitFor(() => expect(params().getAll("name")).toEqual([]));
    expect(params().getAll("tier")).toEqual(["Recruit"]);
  });

  it("keeps a chip added and one removed before the page re-renders", async () => {
    stubApi(league());
    const { router } = renderApp("/export?name=Frog");
    const params = () => new URLSearchParams(router.state.location.search);
    await screen.findByRole("button", { name: "Remove Frog" });
    await userEvent.type(screen.getByLabelText("Player name"), "Lily");
    await act(async () => {
      fireEvent.submit(screen.getByRole("form", { name: "Filter players by name" }));
      fireEvent.click(screen.getByRole("button", { name: "Remove Frog" }));
    });
    await waitFor(() => expect(params().getAll("name")).toEqual(["Lily"]));
  });

  it("keeps both clicks on a header made before the page re-renders: a double click flips twice", async () => {
    stubApi(league());
    const { router } = renderApp("/export?sort=adr&dir=desc");
    const params = () => new URLSearchParams(router.state.location.search);
    const adr = within(await screen.findByRole("columnheader", { name: /^ADR/ })).getByRole("button");
    await clickAtOnce(adr, adr);
    expect(params().get("sort")).toBe("adr");
    expect(params().get("dir")).toBe("desc");
    await clickAtOnce(adr, adr, adr);
    expect(params().get("dir")).toBe("asc");
  });
});
