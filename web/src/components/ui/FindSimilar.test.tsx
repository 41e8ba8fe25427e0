import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FindSimilar } from "./FindSimilar.js";

function renderFindSimilar(path: string) {
  const router = createMemoryRouter(
    [{ path: "/", element: <FindSimilar players={[]} picked={[]} addLabel="Add" onAdd={() => {}} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Types one key at the box's end, as a browser does: the new value is what the box holds plus the key. */
const key = (box: HTMLInputElement, char: string) =>
  fireEvent.change(box, { target: { value: box.value + char } });

describe("Find players like…", () => {
  it("keeps every key typed before the page re-renders, in both boxes", async () => {
    const router = renderFindSimilar("/?keep=1");
    const like = screen.getByRole("combobox", { name: "Find players like" }) as HTMLInputElement;
    const mmr = screen.getByPlaceholderText("any") as HTMLInputElement;
    // One act: the keys land before the router's transition commits, as on a busy machine.
    await act(async () => {
      for (const char of "Bee") key(like, char);
      for (const char of "14x5") key(mmr, char);
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("like")).toBe("Bee");
    expect(params.get("likeMmr")).toBe("145");
    expect(params.get("keep")).toBe("1");
    expect(like.value).toBe("Bee");
    expect(mmr.value).toBe("145");
  });

  it("shows the address's text when it changes from elsewhere (Back)", async () => {
    const router = renderFindSimilar("/?like=Ann");
    const like = screen.getByRole("combobox", { name: "Find players like" }) as HTMLInputElement;
    expect(like.value).toBe("Ann");
    await act(async () => {
      await router.navigate("/?like=Zed");
    });
    expect(like.value).toBe("Zed");
  });
});
