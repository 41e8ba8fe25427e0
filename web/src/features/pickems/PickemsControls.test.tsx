import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clickAtOnce } from "../../test/click-at-once.js";
import { PickemsControls } from "./PickemsControls.js";
import { usePickemsParams } from "./use-pickems-params.js";

function Controls() {
  const [params, change] = usePickemsParams();
  return <PickemsControls params={params} tier="Elite" onChange={change} />;
}

describe("pickems controls", () => {
  it("keeps every week toggle and the tier chosen before the page re-renders", async () => {
    const router = createMemoryRouter([{ path: "/pickems", element: <Controls /> }], {
      initialEntries: ["/pickems?season=15"],
    });
    render(<RouterProvider router={router} />);
    const params = () => new URLSearchParams(router.state.location.search);
    // One act: the clicks run against the same drawn weeks, as on a busy machine where the
    // address's transition has not committed between two clicks.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Future weeks" }));
      fireEvent.click(screen.getByRole("button", { name: "Past weeks" }));
      fireEvent.change(screen.getByRole("combobox", { name: "Tier" }), { target: { value: "Premier" } });
    });
    expect(params().get("weeks")).toBe("current,future");
    expect(params().get("tier")).toBe("Premier");
    expect(params().get("season")).toBe("15");

    // A double click is two toggles: back where it was.
    const thisWeek = screen.getByRole("button", { name: "This week" });
    await clickAtOnce(thisWeek, thisWeek);
    expect(params().get("weeks")).toBe("current,future");
  });
});
