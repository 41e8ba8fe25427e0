import { TIER_NAMES } from "@fragboard/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ChartOption } from "../../components/ui/charts/Chart.js";
import { listedPlayer } from "../../test/fixtures.js";
import { renderAlone } from "../../test/render.js";
import { RolesByTierTab, RolesTab } from "./RoleTabs.js";

// ECharts cannot draw in jsdom: the drawing shows the option it was given instead.
vi.mock("../../components/ui/charts/EChart.js", () => ({
  default: ({ option }: { option: ChartOption }) => (
    <output aria-label="option">{JSON.stringify(option)}</output>
  ),
}));

const drawn = async () =>
  JSON.parse((await screen.findByRole("status", { name: "option" })).textContent ?? "{}") as {
    xAxis?: { type?: string };
    yAxis?: { type?: string; data?: string[] };
    series: { label?: { position?: string }; labelLine?: unknown }[];
  };

const players = TIER_NAMES.flatMap((tier) => [
  listedPlayer(`${tier}-awp`, { tier: { name: tier }, role: "AWPER" }),
  listedPlayer(`${tier}-sup`, { tier: { name: tier }, role: "SUPPORT" }),
]);

describe("role charts on a narrow screen", () => {
  it("label the pie's slices inside the ring and count each role in the legend", async () => {
    const { container } = renderAlone(<RolesTab players={players} />);
    expect((await drawn()).series[0]?.label?.position).toBe("inside");
    const legend = [...container.querySelectorAll("[data-chart-legend] li")].map((li) => li.textContent);
    expect(legend).toEqual(["AWPer: 6", "Entry: 0", "Fragger: 0", "Rifler: 0", "Support: 6"]);
  });

  it("lay the tiers down the side, every one named", async () => {
    renderAlone(<RolesByTierTab players={players} />);
    const option = await drawn();
    expect(option.yAxis?.type).toBe("category");
    expect(option.yAxis?.data).toEqual([...TIER_NAMES]);
    expect(option.xAxis?.type).toBe("value");
  });
});
