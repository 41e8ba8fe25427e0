import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useLatestSearchParams } from "./use-latest-search-params.js";

describe("useLatestSearchParams", () => {
  it("keeps both of two changes made before the page re-renders", async () => {
    let set: ReturnType<typeof useLatestSearchParams>[1] = () => {};
    function Page() {
      [, set] = useLatestSearchParams();
      return null;
    }
    const router = createMemoryRouter([{ path: "/", element: <Page /> }], { initialEntries: ["/?keep=1"] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      set((current) => new URLSearchParams([...current, ["a", "1"]]));
      await new Promise((resolve) => setTimeout(resolve, 0));
      set((current) => new URLSearchParams([...current, ["b", "2"]]));
    });
    expect(router.state.location.search).toBe("?keep=1&a=1&b=2");
  });
});
