import type { AccoladeRecord } from "@fragboard/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { accolade } from "../../test/player-fixtures.js";
import { renderAlone } from "../../test/render.js";
import { Accolades } from "./Accolades.js";

function stubAccolades(records: AccoladeRecord[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(records), { headers: { "content-type": "application/json" } }),
    ),
  );
}

const item = async (text: string) => (await screen.findByText(text)).closest("li") as HTMLElement;

describe("accolade icons", () => {
  it("are drawn, not emoji, so a device without an emoji font still shows them", async () => {
    stubAccolades([
      accolade("p1", "Contender Champions", 13),
      { ...accolade("p1", "League MVP", 14), badgeType: "mvp" },
    ]);
    renderAlone(<Accolades playerId="p1" />);
    const champions = await item("Contender Champions");
    expect(champions.querySelector('svg[data-badge="championship"]')).toBeTruthy();
    expect((await item("League MVP")).querySelector('svg[data-badge="mvp"]')).toBeTruthy();
    const list = screen.getByRole("list", { name: "Accolades" });
    expect(list.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("fall back to the drawn icon when the GM's image does not load", async () => {
    stubAccolades([
      { ...accolade("p1", "All-Star", 14), badgeType: "all-star", badgeImageUrl: "https://x.test/a.png" },
    ]);
    renderAlone(<Accolades playerId="p1" />);
    const star = await item("All-Star");
    const image = star.querySelector("img");
    expect(image?.getAttribute("src")).toBe("https://x.test/a.png");
    fireEvent.error(image as HTMLImageElement);
    expect(star.querySelector("img")).toBeNull();
    expect(star.querySelector('svg[data-badge="all-star"]')).toBeTruthy();
    expect(within(star).getByText("S14")).toBeTruthy();
  });
});
