import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RosterStats } from "../../lib/queries/franchises.js";
import { statsFor } from "../../test/fixtures.js";
import { rosterPlayer, stubFranchise, stubFranchiseApi, stubTeam } from "../../test/franchise-api-stub.js";
import { renderApp } from "../../test/render.js";

const captain = rosterPlayer("Skipper", 1900);
const unknownMmr = rosterPlayer("Mystery", 0);
const sub = rosterPlayer("Stand In", 1700, "TEMPSIGNED");
const expired = rosterPlayer("Old Timer", 1600, "EXPIRED");
const reserve = rosterPlayer("Benchy", 1500, "INACTIVE_RESERVE");
const rookie = rosterPlayer("Rookie", 1200);

const line = (player: { name: string; steam64Id: string }, tier: RosterStats["tier"], rating: number) =>
  ({
    ...statsFor(player.name, { rating, gameCount: 7, adr: 85 }),
    steam64Id: player.steam64Id,
    tier,
  }) as RosterStats;

const gators = {
  ...stubFranchise("Arctic Gators", "ARGA", [
    stubTeam("a1", "Rapid Anchors", "Contender", [captain, unknownMmr, sub, expired, reserve], 8300),
    stubTeam("a2", "Cold Feet", "Recruit", [rookie], 6500),
  ]),
  agm: { id: unknownMmr.id, name: unknownMmr.name },
  agms: [
    { id: unknownMmr.id, name: unknownMmr.name },
    { id: "x9", name: "Helper" },
  ],
};

const league = () => ({
  franchises: [gators],
  rosterStats: [
    line(captain, "Contender", 1.3),
    line(unknownMmr, "Contender", 0.9),
    line(sub, "Contender", 1.0),
    line(reserve, "Contender", 2.0),
    // Expired played in another tier only: that line shows.
    line(expired, "Premier", 0.8),
  ],
});

const rosterOf = (team: string) => screen.getByRole("table", { name: `${team} roster` });
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("link")[0]?.textContent);

describe("Franchise page", () => {
  it("finds the franchise by prefix or name, case-insensitive, with its GM and assistant GMs", async () => {
    stubFranchiseApi(league());
    renderApp("/franchises/arctic%20GATORS");
    const title = await screen.findByRole("heading", { level: 1, name: "Arctic Gators" });
    expect(document.title).toBe("Arctic Gators · Fragboard");
    const header = title.closest("header") as HTMLElement;
    expect(within(header).getByRole("link", { name: "ARGA Boss" }).getAttribute("href")).toBe(
      "/players/ARGA%20Boss",
    );
    // The agm and the agms list name Mystery twice: he is listed once.
    expect(screen.getByText("Asst. GMs").nextElementSibling?.textContent).toBe("Mystery, Helper");
  });

  it("lists each team's roster with MMR (0 as ???), role, rating and contract markers, linking players and the team", async () => {
    stubFranchiseApi(league());
    renderApp("/franchises/ARGA");
    const table = await screen.findByRole("table", { name: "Rapid Anchors roster" });
    await within(table).findByText("1.30");
    const row = (name: string) => within(table).getByRole("link", { name }).closest("tr") as HTMLElement;

    expect(within(row("Mystery")).getByText("???").getAttribute("title")).toMatch(/MMR/);
    expect(within(row("Mystery")).getByTitle("Asst. GM")).toBeTruthy();
    expect(within(row("Skipper")).getByTitle("Team captain").textContent).toBe("C");
    expect(within(row("Stand In")).getByText("FA Sub")).toBeTruthy();
    expect(within(row("Old Timer")).getByText("Contract Expired")).toBeTruthy();
    expect(within(row("Benchy")).getByText("Inactive Reserve")).toBeTruthy();
    expect(within(row("Old Timer")).getByText("0.80").getAttribute("title")).toBe(
      "Rating over 7 Regulation maps in Premier",
    );
    expect(within(row("Skipper")).getByRole("link", { name: "Skipper" }).getAttribute("href")).toBe(
      "/players/Skipper",
    );
    expect(screen.getByRole("link", { name: "Rapid Anchors" }).getAttribute("href")).toBe(
      "/franchises/ARGA/Rapid%20Anchors",
    );
    // Average rating leaves the inactive reserve out: (1.3 + 0.9 + 1.0 + 0.8) / 4 = 1.00
    expect(screen.getAllByTitle(/^Average rating of the roster/)[0]?.textContent).toBe("1.00");
    // A player without stats has no rating and no role.
    const feet = rosterOf("Cold Feet");
    expect(within(feet).getByTitle("No Regulation maps this season").textContent).toBe("-");
  });

  it("sorts a roster by a column header, with aria-sort", async () => {
    const user = userEvent.setup();
    stubFranchiseApi(league());
    renderApp("/franchises/ARGA");
    const table = await screen.findByRole("table", { name: "Rapid Anchors roster" });
    await within(table).findByText("1.30");
    expect(names(table)).toEqual(["Skipper", "Stand In", "Old Timer", "Benchy", "Mystery"]);
    const rating = within(table).getByRole("columnheader", { name: /Rating/ });
    await user.click(within(rating).getByRole("button"));
    expect(rating.getAttribute("aria-sort")).toBe("descending");
    expect(names(table)).toEqual(["Benchy", "Skipper", "Stand In", "Mystery", "Old Timer"]);
    await user.click(within(rating).getByRole("button"));
    expect(rating.getAttribute("aria-sort")).toBe("ascending");
    expect(names(table)[0]).toBe("Old Timer");
    expect(within(table).getByRole("columnheader", { name: /MMR/ }).getAttribute("aria-sort")).toBe("none");
  });

  it("says clearly when no franchise has that prefix or name", async () => {
    stubFranchiseApi(league());
    renderApp("/franchises/NOPE");
    expect(await screen.findByRole("heading", { level: 1, name: "Franchise not found" })).toBeTruthy();
    expect(document.title).toBe("Franchise not found · Fragboard");
    expect(screen.getByRole("link", { name: "See every franchise" }).getAttribute("href")).toBe(
      "/franchises",
    );
  });
});
