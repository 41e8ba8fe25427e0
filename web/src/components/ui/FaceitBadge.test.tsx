import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FaceitBadge } from "./FaceitBadge.js";

const STEAM = "76561198000000001";

function renderBadge(answer: Response) {
  const fetch = vi.fn(async () => answer.clone());
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <FaceitBadge steam64Id={STEAM} name="Ada Lovelace" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe("FaceitBadge", () => {
  it("shows level and ELO, the highest level when different, and links the FACEIT profile", async () => {
    const fetch = renderBadge(
      Response.json({
        id: 1,
        faceitIdentifier: "f-1",
        updatedAt: "2026-11-01T00:00:00.000Z",
        rank: 8,
        highestRank: 10,
        faceitName: "ada_l",
        elo: 1987,
      }),
    );
    const link = await screen.findByRole("link", {
      name: "FACEIT level 8, 1987 ELO, highest level 10 (ada_l on FACEIT)",
    });
    expect(link.getAttribute("href")).toBe("https://www.faceit.com/en/players/ada_l");
    expect(link.textContent).toBe("81987 ELO");
    expect(fetch).toHaveBeenCalledWith(
      `/api/faceit/playerlookup?steamId=${STEAM}&cscPlayerName=Ada%20Lovelace`,
      expect.anything(),
    );
  });

  it("shows nothing for a player without FACEIT figures, and asks once", async () => {
    const fetch = renderBadge(Response.json(null));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
