import type { SearchResult } from "@fragboard/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { renderApp } from "../../test/render.js";

const RESULTS: SearchResult[] = [
  { kind: "player", name: "Frog King", id: "1001", tier: "Elite", team: "Frog Legs", franchise: "FRG" },
  { kind: "team", name: "Frog Legs", id: "t1", tier: "Elite", team: "Amphibians", franchise: "FRG" },
  { kind: "franchise", name: "Amphibians", id: "FRG", tier: null, team: null, franchise: "FRG" },
];

/** The shell's calls, and a search answering RESULTS after `failures` failed answers. */
function stubSearch(options: { failures?: number } = {}) {
  stubApi();
  const inner = globalThis.fetch;
  const asked: string[] = [];
  let failures = options.failures ?? 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.startsWith("/api/fragboard/search")) return inner(url, init);
      asked.push(new URLSearchParams(url.split("?")[1]).get("q") ?? "");
      if (failures > 0) {
        failures -= 1;
        return new Response(JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "down" } }), {
          status: 500,
        });
      }
      return new Response(JSON.stringify({ q: "", results: RESULTS }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return asked;
}

const box = () => screen.getByRole("combobox", { name: "Search players, teams and franchises" });

describe("global search", () => {
  it("/ focuses it; arrows move the active option and Enter opens it", async () => {
    const user = userEvent.setup();
    const asked = stubSearch();
    const { router } = renderApp("/about");
    await screen.findByRole("heading", { name: "Fragboard" });
    await user.keyboard("/");
    expect(document.activeElement).toBe(box());
    await user.keyboard("frog");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining("Frog King"),
      expect.stringContaining("Frog Legs"),
      expect.stringContaining("Amphibians"),
    ]);
    expect(asked.at(-1)).toBe("frog");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/franchises/FRG/Frog%20Legs"));
  });

  it("Ctrl+K focuses it from anywhere; Escape closes the list, then clears the text", async () => {
    const user = userEvent.setup();
    stubSearch();
    renderApp("/about");
    await screen.findByRole("heading", { name: "Fragboard" });
    await user.keyboard("{Control>}k{/Control}");
    expect(document.activeElement).toBe(box());
    await user.keyboard("amph");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Escape}");
    expect((box() as HTMLInputElement).value).toBe("");
  });

  it("says when the search failed, and Retry asks again", async () => {
    const user = userEvent.setup();
    // The first try and the query client's one retry fail.
    const asked = stubSearch({ failures: 2 });
    renderApp("/about");
    await screen.findByRole("heading", { name: "Fragboard" });
    await user.click(box());
    await user.keyboard("frog");
    await screen.findByRole("button", { name: "Retry" }, { timeout: 5000 });
    // The failure re-renders the shell once more (what it shows is registered): click the button on screen then.
    await waitFor(() => expect(asked).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByRole("option")).toHaveLength(3);
    expect(asked).toHaveLength(3);
  });
});
