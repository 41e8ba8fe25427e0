import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { renderApp } from "../../test/render.js";

async function focusTools() {
  stubApi();
  renderApp("/about");
  await screen.findByRole("heading", { name: "Fragboard" });
  const tools = screen.getByRole("button", { name: /Tools/ });
  // Until first use the trigger is a stand-in without the menu's code.
  expect(tools.getAttribute("aria-haspopup")).toBe("menu");
  expect(tools.getAttribute("aria-expanded")).toBe("false");
  tools.focus();
  return tools;
}

describe("Tools menu (the header at its widest)", () => {
  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
    ["ArrowDown", "{ArrowDown}"],
  ])("opens from the keyboard (%s) once loaded, with focus on its first item", async (_, key) => {
    const user = userEvent.setup();
    await focusTools();
    await user.keyboard(key);

    const menu = await screen.findByRole("menu");
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["Charts", "Player Comparison", "Team Builder", "Stats Exporter"]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Charts"));
    expect(menu.contains(document.activeElement)).toBe(true);

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Player Comparison");

    // Escape closes it and hands focus back to the (now real) trigger.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    const trigger = screen.getByRole("button", { name: /Tools/ });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens on click and navigates to the chosen tool", async () => {
    const user = userEvent.setup();
    const tools = await focusTools();
    await user.click(tools);
    await user.click(await screen.findByRole("menuitem", { name: "Charts" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Charts" })).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("More menu (the header at medium widths)", () => {
  async function focusMore() {
    stubApi();
    renderApp("/about");
    await screen.findByRole("heading", { name: "Fragboard" });
    const more = screen.getByRole("button", { name: /More/ });
    expect(more.getAttribute("aria-haspopup")).toBe("menu");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    more.focus();
    return more;
  }

  it("holds every link not shown inline at that width, the tools under their heading", async () => {
    const user = userEvent.setup();
    await focusMore();
    await user.keyboard("{Enter}");

    const menu = await screen.findByRole("menu");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Pickems",
      "Leaderboards",
      "Charts",
      "Player Comparison",
      "Team Builder",
      "Stats Exporter",
      "About",
    ]);
    expect(menu.textContent).toContain("Tools");
    const trigger = screen.getByRole("button", { name: /More/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Pickems"));

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Leaderboards");
    // Escape closes it and gives focus back to the button.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /More/ }));
    expect(screen.getByRole("button", { name: /More/ }).getAttribute("aria-expanded")).toBe("false");
  });

  it("looks active on one of its pages and navigates to the chosen link", async () => {
    const user = userEvent.setup();
    const classesOf = (element: HTMLElement) => element.className.split(" ");
    const more = await focusMore();
    // /about is among its links, /charts among Tools' too.
    expect(classesOf(more)).toContain("bg-raised");
    await user.click(more);
    await user.click(await screen.findByRole("menuitem", { name: "Charts" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Charts" })).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
