import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toPng } from "html-to-image";
import { describe, expect, it, vi } from "vitest";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { stubPlayerApi } from "../../test/player-api-stub.js";
import { extendedFor, trendPoint } from "../../test/player-fixtures.js";
import { renderApp } from "../../test/render.js";

vi.mock("html-to-image", () => ({ toPng: vi.fn(async () => "data:image/png;base64,iVBORw0KGgo=") }));
vi.mock("../../components/ui/charts/EChart.js", () => ({ default: () => null }));

const frog = leaguePlayer("Frog King", {
  tier: { name: "Contender" },
  type: "SIGNED",
  team: { name: "Frog Legs", franchise: { name: "Amphibians", prefix: "FRG" } },
});
const agent = leaguePlayer("Free Newt", { tier: { name: "Contender" }, type: "FREE_AGENT" });

function stubLeague() {
  return stubPlayerApi({
    players: [frog, agent],
    stats: {
      Contender: [
        statsFor("Frog King", { gameCount: 18, rating: 1.2 }),
        statsFor("Free Newt", { rating: 0.9 }),
      ],
    },
    extended: [extendedFor("Frog King")],
    // 18 regular-season maps, rated 0.9 and 1.1 in turn.
    trends: {
      [frog.steam64Id]: Array.from({ length: 18 }, (_, i) =>
        trendPoint(`M${i + 1}`, i % 2 === 0 ? 0.9 : 1.1),
      ),
    },
  });
}

describe("Player card", () => {
  it("shows who he is, where he plays, four fun facts and his latest 15 ratings", async () => {
    stubLeague();
    renderApp("/graphics/players/Frog%20King");
    const card = within(await screen.findByTestId("player-card"));
    // The card is the page: its name is the page's one level-one heading.
    expect(card.getByRole("heading", { level: 1, name: "Frog King" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    // The next heading is one level down: the outline skips none (axe heading-order).
    expect(card.getByRole("heading", { level: 2, name: "Last 15 maps" })).toBeTruthy();
    expect(card.getByText("FRG")).toBeTruthy();
    expect(card.getByText("1st Overall in Contender")).toBeTruthy();
    expect(
      await within(card.getByRole("list", { name: "Fun facts" })).findAllByRole("listitem"),
    ).toHaveLength(4);
    const ratings = within(await card.findByRole("region", { name: "Latest map ratings" })).getAllByRole(
      "listitem",
    );
    // Newest first: M18 down to M4.
    expect(ratings.map((item) => item.firstElementChild?.textContent)).toEqual(
      Array.from({ length: 15 }, (_, i) => `M${18 - i}`),
    );
    expect(ratings.filter((item) => item.querySelector("[title='Rated above 1.00']"))).toHaveLength(8);
    expect(card.getByTitle("Chickens he killed this season").textContent).toBe("3");
  });

  it("shows the type short-hand for a player without a franchise", async () => {
    stubLeague();
    renderApp("/graphics/players/Free%20Newt");
    const card = within(await screen.findByTestId("player-card"));
    expect(card.getByText("FA")).toBeTruthy();
  });

  it("exports exactly 1200×630 with html-to-image and confirms with a check", async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    stubLeague();
    renderApp("/graphics/players/Frog%20King");
    const card = await screen.findByTestId("player-card");
    await user.click(screen.getByRole("button", { name: "Export as PNG" }));
    expect(await screen.findByText("Exported")).toBeTruthy();
    expect(toPng).toHaveBeenCalledWith(
      card,
      expect.objectContaining({
        width: 1200,
        height: 630,
        canvasWidth: 1200,
        canvasHeight: 630,
        pixelRatio: 1,
      }),
    );
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("Frog King-card.png");
    expect(link.href).toBe("data:image/png;base64,iVBORw0KGgo=");
    click.mockRestore();
  });

  it("on a phone shows the card's content in one column, and still exports the 1200×630 card", async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    // The panel measures its frame: a 390 px phone leaves it about 358 px.
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      width: 358,
      height: 0,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 358,
      bottom: 0,
    } as DOMRect);
    stubLeague();
    renderApp("/graphics/players/Frog%20King");
    const shown = await screen.findByTestId("player-card");
    const exported = screen.getByTestId("player-card-export");
    // On screen: no fixed 1200 px width, nothing scaled down, the facts in one column.
    expect(shown.style.width).toBe("");
    expect(shown.closest("[style*='scale']")).toBeNull();
    expect(within(shown).getByRole("heading", { level: 1, name: "Frog King" })).toBeTruthy();
    expect(within(shown).getByRole("list", { name: "Fun facts" }).className).not.toMatch(/grid-cols-2/);
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    // The export draws the full-size card, kept off-screen and hidden from assistive technology.
    expect(exported.style.width).toBe("1200px");
    expect(exported.closest("[aria-hidden='true']")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Export as PNG" }));
    expect(await screen.findByText("Exported")).toBeTruthy();
    expect(toPng).toHaveBeenLastCalledWith(exported, expect.objectContaining({ width: 1200, height: 630 }));
    measure.mockRestore();
    click.mockRestore();
  });

  it("says a player is not found", async () => {
    stubLeague();
    renderApp("/graphics/players/Nobody");
    expect(await screen.findByRole("heading", { name: "Player not found" })).toBeTruthy();
  });

  it("finds the card by the name in other capitals and by the CSC id", async () => {
    stubLeague();
    const byCase = renderApp("/graphics/players/FROG%20king");
    expect(await within(await screen.findByTestId("player-card")).findByText("FRG")).toBeTruthy();
    expect(byCase.router.state.location.pathname).toBe("/graphics/players/Frog%20King");
    byCase.unmount();

    stubLeague();
    renderApp(`/graphics/players/${agent.id}`);
    expect(within(await screen.findByTestId("player-card")).getByText("FA")).toBeTruthy();
  });

  it("says a player of the league has no stats in a past season", async () => {
    stubPlayerApi({ players: [frog], stats: {}, pastSeasons: { 12: {} } });
    renderApp("/graphics/players/Frog%20King?season=12");
    expect(await screen.findByText("Frog King has no stats in season 12")).toBeTruthy();
  });

  it("names its figures in words, not stat keys", async () => {
    stubLeague();
    renderApp("/graphics/players/Frog%20King");
    const card = within(await screen.findByTestId("player-card"));
    for (const label of ["Utility damage", "Enemies flashed", "CT rating", "T rating", "Damage / round"]) {
      expect(card.getByText(label)).toBeTruthy();
    }
    expect(card.queryByText(/UtilDmg|UTILDMG/i)).toBeNull();
  });
});
