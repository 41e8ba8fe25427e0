import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ChartOption } from "../../components/ui/charts/Chart.js";
import { stubApi } from "../../test/api-stub.js";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";

// ECharts cannot draw in jsdom: the drawing shows the x axis it was given instead.
vi.mock("../../components/ui/charts/EChart.js", () => ({
  default: ({ option }: { option: ChartOption }) => {
    const axis = Array.isArray(option.xAxis) ? option.xAxis[0] : option.xAxis;
    return <output aria-label="x axis min">{String(axis?.min)}</output>;
  },
}));

// "sub" plays in Elite and subbed in Premier: two stat lines, one player. Premier's values are
// spread wide from near 0, so its density curve's tail reaches below 0.
const league = () => ({
  players: [
    leaguePlayer("sub", { tier: { name: "Elite" } }),
    leaguePlayer("own", { tier: { name: "Premier" } }),
    leaguePlayer("star", { tier: { name: "Premier" } }),
  ],
  stats: {
    Elite: [statsFor("sub", { adr: 70, impact: 0.5 })],
    Premier: [
      statsFor("sub", { adr: 1, impact: -0.2 }),
      statsFor("own", { adr: 60, impact: 0.8 }),
      statsFor("star", { adr: 120, impact: 1.5 }),
    ],
  },
});

describe("Playground", () => {
  it("counts players once, however many tiers they have stats in", async () => {
    stubApi(league());
    renderApp("/playground?stat=adr");
    const summary = await screen.findByText(/^in all tiers: /);
    expect(summary.textContent).toMatch(/: 3 players \(4 stat lines/);
  });

  it("starts the axis at 0 for a stat that cannot be negative", async () => {
    stubApi(league());
    renderApp("/playground?stat=adr");
    expect((await screen.findByRole("status", { name: "x axis min" })).textContent).toBe("0");
  });

  it("lets the curves' tails show for a stat that can be negative", async () => {
    stubApi(league());
    renderApp("/playground?stat=impact");
    expect((await screen.findByRole("status", { name: "x axis min" })).textContent).toBe("undefined");
  });
});
