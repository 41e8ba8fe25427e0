import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listedPlayer } from "../../test/fixtures.js";
import { renderAlone } from "../../test/render.js";
import { chartLines } from "./chart-data.js";
import { DistributionTab, MmrRatingTab } from "./MmrTabs.js";

// A player with stats whose MMR is not released (0).
const withoutMmr = chartLines([listedPlayer("nommr", { tier: { name: "Premier" }, mmr: 0 })], []);

describe("MMR tabs with nothing to draw", () => {
  it("say the filters match nobody when no line is left", async () => {
    renderAlone(<MmrRatingTab lines={[]} />);
    expect(await screen.findByText("No player matches these filters.")).toBeTruthy();
    expect(screen.queryByText(/released MMR/)).toBeNull();
  });

  it("say no MMR is released when the players left have none", async () => {
    renderAlone(<MmrRatingTab lines={withoutMmr} />);
    expect(await screen.findByText("No player in this selection has a released MMR yet.")).toBeTruthy();
  });

  it("say the same on the MMR distribution curves", async () => {
    const { unmount } = renderAlone(<DistributionTab lines={[]} />, "/charts?curve=mmr");
    expect(await screen.findByText("No player matches these filters.")).toBeTruthy();
    unmount();
    renderAlone(<DistributionTab lines={withoutMmr} />, "/charts?curve=mmr");
    expect(await screen.findByText("No player in this selection has a released MMR yet.")).toBeTruthy();
  });
});
