import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlayerBars } from "./PlayerBars.js";

const bars = [
  { player: "Frog, Jr.", value: 1.31, colour: "#f00" },
  { player: "Toad", value: 0.95, colour: "#f00" },
  { player: "Newt", value: 0.72, colour: "#f00" },
];

function renderBars() {
  render(
    <PlayerBars
      label="Rating of Elite players, highest first"
      bars={bars}
      format={(v) => v.toFixed(2)}
      valueName="Rating"
      average={0.99}
    />,
  );
  return screen.getByRole("group", { name: /arrow keys step through the players/ });
}

describe("PlayerBars", () => {
  it("draws a bar per player, heights in proportion on an axis from zero, one path per colour", () => {
    renderBars();
    const paths = [...document.querySelectorAll("svg path")];
    expect(paths).toHaveLength(1);
    const heights = [...(paths[0]?.getAttribute("d") ?? "").matchAll(/v([\d.]+)/g)].map((m) => Number(m[1]));
    // Axis 0..1.5 (ticks of 0.5): 1.31 / 1.5 of the plot, and so on.
    expect(heights.map((h) => h.toFixed(1))).toEqual(["87.3", "63.3", "48.0"]);
    expect(screen.getByText("avg 0.99")).toBeTruthy();
  });

  it("bars of two colours make two paths, each holding its own bars", () => {
    render(
      <PlayerBars
        label="Two tiers"
        bars={[...bars, { player: "Eft", value: 0.5, colour: "#00f" }]}
        format={(v) => v.toFixed(2)}
        valueName="Rating"
      />,
    );
    const paths = [...document.querySelectorAll("svg path")];
    expect(paths.map((p) => [p.getAttribute("fill"), p.getAttribute("d")?.split("M").length])).toEqual([
      ["#f00", 4],
      ["#00f", 2],
    ]);
  });

  it("draws a sub's bar in each tier he played in, each its own", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <PlayerBars
        label="All tiers"
        bars={[
          { player: "sub", value: 1.1, colour: "#f00" },
          { player: "sub", value: 0.9, colour: "#00f" },
        ]}
        format={(v) => v.toFixed(2)}
        valueName="Rating"
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it("the arrow keys step through the bars, the tooltip naming player and value", async () => {
    const group = renderBars();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(group);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Frog, Jr.: 1.31 Rating")).toBeTruthy();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByText("Newt: 0.72 Rating")).toBeTruthy();
    await user.keyboard("{Home}");
    expect(screen.getByText("Frog, Jr.: 1.31 Rating")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByText(/: \d\.\d\d Rating$/)).toBeNull();
  });

  it("screen readers get every bar as a list in the figure", () => {
    renderBars();
    const figure = screen.getByRole("figure", { name: "Rating of Elite players, highest first" });
    expect([...figure.querySelectorAll("figcaption li")].map((li) => li.textContent)).toEqual([
      "Frog, Jr.: 1.31",
      "Toad: 0.95",
      "Newt: 0.72",
    ]);
  });
});
