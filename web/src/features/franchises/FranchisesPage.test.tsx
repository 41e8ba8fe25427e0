import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clickAtOnce } from "../../test/click-at-once.js";
import { stubFranchise, stubFranchiseApi, stubTeam } from "../../test/franchise-api-stub.js";
import { renderApp } from "../../test/render.js";

const league = () => ({
  franchises: [
    stubFranchise("Zesty Owls", "ZO", [stubTeam("z1", "Owlets", "Recruit")]),
    stubFranchise("Arctic Gators", "ARGA", [
      stubTeam("a1", "Rapid Anchors", "Premier"),
      stubTeam("a2", "Cold Feet", "Contender"),
      stubTeam("a3", "Ice Picks", "Contender"),
    ]),
    stubFranchise("Savage Owls", "SAV", [stubTeam("s1", "Night Shift", "Premier")]),
    stubFranchise("bold Bison", "BB", [stubTeam("b1", "Calves", "Recruit")]),
  ],
});

const listed = () =>
  within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 2 })
    .map((h) => within(h).getByRole("link").textContent);

const search = (router: ReturnType<typeof renderApp>["router"]) => router.state.location.search;

describe("Franchises page", () => {
  it("lists SAV first, then by name, with GM and team counts per tier", async () => {
    stubFranchiseApi(league());
    renderApp("/franchises");
    await screen.findByText("4 franchises");
    expect(listed()).toEqual(["Savage Owls", "Arctic Gators", "bold Bison", "Zesty Owls"]);
    const gators = screen.getByRole("link", { name: "Arctic Gators" }).closest("article") as HTMLElement;
    expect(within(gators).getByRole("link", { name: "ARGA Boss" }).getAttribute("href")).toBe(
      "/players/ARGA%20Boss",
    );
    expect(within(gators).getByRole("button", { name: "2 Contender" }).getAttribute("title")).toMatch(
      /^2 Contender teams/,
    );
    expect(screen.getByRole("link", { name: "Arctic Gators" }).getAttribute("href")).toBe("/franchises/ARGA");
    expect(document.title).toBe("Franchises · Fragboard");
  });

  it("links to the league's franchise history spreadsheets when the configuration lists them", async () => {
    const url = "https://docs.google.com/spreadsheets/d/history";
    stubFranchiseApi({ ...league(), config: { franchiseHistoryLinks: [{ label: "Seasons 1-10", url }] } });
    renderApp("/franchises");
    const history = await screen.findByRole("navigation", { name: "Franchise history" });
    const link = within(history).getByRole("link", { name: /^Seasons 1-10/ });
    expect(link.getAttribute("href")).toBe(url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("says nothing of history spreadsheets when none are configured", async () => {
    stubFranchiseApi(league());
    renderApp("/franchises");
    await screen.findByText("4 franchises");
    expect(screen.queryByRole("navigation", { name: "Franchise history" })).toBeNull();
  });

  it("filters by a tier kept in the URL, and clicking the tier again unfilters", async () => {
    const user = userEvent.setup();
    stubFranchiseApi(league());
    const { router } = renderApp("/franchises");
    await screen.findByText("4 franchises");
    const filter = screen.getByRole("group", { name: "Filter franchises by tier" });

    await user.click(within(filter).getByRole("button", { name: "Recruit 2" }));
    expect(search(router)).toBe("?tier=Recruit");
    expect(listed()).toEqual(["bold Bison", "Zesty Owls"]);
    expect(screen.getByText("2 of 4 franchises have a Recruit team")).toBeTruthy();
    expect(within(filter).getByRole("button", { name: "Recruit 2" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(document.title).toBe("Franchises · Recruit · Fragboard");

    // The same tier on a franchise card toggles the same filter off.
    const bison = screen.getByRole("link", { name: "bold Bison" }).closest("article") as HTMLElement;
    await user.click(within(bison).getByRole("button", { name: "1 Recruit" }));
    expect(search(router)).toBe("");
    expect(listed()).toHaveLength(4);

    // A card's tier filters too; a tier no franchise plays in cannot be chosen.
    const gators = screen.getByRole("link", { name: "Arctic Gators" }).closest("article") as HTMLElement;
    await user.click(within(gators).getByRole("button", { name: "1 Premier" }));
    expect(search(router)).toBe("?tier=Premier");
    expect(listed()).toEqual(["Savage Owls", "Arctic Gators"]);
    expect((within(filter).getByRole("button", { name: "Elite 0" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("counts both clicks on a tier made before the page re-renders: a double click is on, then off", async () => {
    stubFranchiseApi(league());
    const { router } = renderApp("/franchises");
    await screen.findByText("4 franchises");
    const recruit = within(screen.getByRole("group", { name: "Filter franchises by tier" })).getByRole(
      "button",
      { name: "Recruit 2" },
    );
    // One act: both clicks run against the same drawn filter, as on a busy machine.
    await clickAtOnce(recruit, recruit);
    expect(search(router)).toBe("");
    await clickAtOnce(recruit, recruit, recruit);
    expect(search(router)).toBe("?tier=Recruit");
  });

  it("opens already filtered from a shared address, whatever the case of the tier", async () => {
    stubFranchiseApi(league());
    renderApp("/franchises?tier=contender");
    await screen.findByText("1 of 4 franchises have a Contender team");
    expect(listed()).toEqual(["Arctic Gators"]);
  });

  it("shows a past season from the address and keeps it in the links", async () => {
    const calls: unknown[] = [];
    stubFranchiseApi({ ...league(), onGraphql: (call) => calls.push(call) });
    renderApp("/franchises?season=13&tier=Premier");
    await screen.findByText("2 of 4 franchises have a Premier team");
    expect(calls).toContainEqual(
      expect.objectContaining({ operationName: "franchiseList", variables: { season: 13 } }),
    );
    expect(screen.getByRole("link", { name: "Savage Owls" }).getAttribute("href")).toBe(
      "/franchises/SAV?season=13",
    );
  });

  it("says so when the season has no franchises", async () => {
    stubFranchiseApi({ season: 16, franchises: [] });
    renderApp("/franchises");
    expect(await screen.findByText("No franchises have teams in season 16 yet.")).toBeTruthy();
  });
});
