import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { statsFor } from "../../../test/fixtures.js";
import { StatsTable } from "./StatsTable.js";

const consistencyCell = () => {
  const row = screen.getByRole("rowheader", { name: "Consistency" }).closest("tr") as HTMLElement;
  return within(row).getByRole("cell");
};

describe("StatsTable", () => {
  it("shows the consistency (rating spread) from two maps on", () => {
    render(<StatsTable stats={statsFor("Frog", { gameCount: 2, consistency: 0.31 })} note={undefined} />);
    expect(consistencyCell().textContent).toBe("0.31");
  });

  it("shows consistency as '–' with one map, whose spread is no measure", () => {
    render(<StatsTable stats={statsFor("Frog", { gameCount: 1, consistency: 0 })} note={undefined} />);
    expect(consistencyCell().textContent).toBe("–");
    expect(within(consistencyCell()).getByTitle("Consistency needs at least 2 maps")).toBeTruthy();
  });
});
