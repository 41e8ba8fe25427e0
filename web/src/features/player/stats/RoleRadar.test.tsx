import { ROLE_RADAR_AXES, roleRadar } from "@fragboard/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDecimal } from "../../../lib/format.js";
import { statsFor } from "../../../test/fixtures.js";
import { RoleRadar } from "./RoleRadar.js";

describe("RoleRadar", () => {
  it("draws the role shares as an SVG polygon, the AWPer axis pointing up, with the numbers for screen readers", () => {
    // An AWP kill every round is far past the axis: the point sits on the outer ring.
    const stats = statsFor("Frog", { awpR: 5 });
    const role = "AWPer";
    const { container } = render(<RoleRadar stats={stats} role={role} />);
    const figure = screen.getByRole("figure", { name: "Role radar: plays as AWPer" });
    const radar = roleRadar(stats);
    const items = within(figure)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toHaveLength(5);
    expect(items[0]).toBe(`AWPer: ${formatDecimal(radar.AWPER)} of ${ROLE_RADAR_AXES.AWPER.axisMax}`);

    const shape = container.querySelector("polygon.stroke-accent");
    const [top] = shape?.getAttribute("points")?.split(" ") ?? [];
    expect(top).toBe("0.0,-100.0");
    // No chart library: the drawing is plain SVG.
    expect(container.querySelector("canvas")).toBeNull();
  });
});
