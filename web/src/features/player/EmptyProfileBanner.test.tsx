import type { MeResponse } from "@fragboard/core";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ADA_SIGNED_IN, leaguePlayer, statsFor } from "../../test/fixtures.js";
import { stubPlayerApi } from "../../test/player-api-stub.js";
import { profileBundle } from "../../test/player-fixtures.js";
import { renderApp } from "../../test/render.js";

vi.mock("../../components/ui/charts/EChart.js", () => ({ default: () => null }));

const TITLE = "It Looks like your profile is empty.";
const ada = leaguePlayer("Ada", { discordId: ADA_SIGNED_IN.user?.discordId });
const bo = leaguePlayer("Bo");

/** The player page's stub, with /api/me answering `me` and Ada's profile `empty` or filled in. */
function stub(me: MeResponse, { empty }: { empty: boolean }) {
  const bundle = profileBundle();
  stubPlayerApi({
    players: [ada, bo],
    stats: { Contender: [statsFor("Ada"), statsFor("Bo")] },
    profiles: {
      [ada.discordId ?? ""]: empty ? { ...bundle, profile: {} } : bundle,
      [bo.discordId ?? ""]: { ...bundle, profile: {} },
    },
  });
  const page = vi.mocked(fetch);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) =>
      url.split("?")[0] === "/api/me"
        ? new Response(JSON.stringify(me), { headers: { "content-type": "application/json" } })
        : page(url, init),
    ),
  );
}

const heading = () => screen.findByRole("heading", { level: 1 });

describe("the empty-profile notice (spec 000 §6)", () => {
  it("tells a member on his own empty player page, in the page and the notifications menu", async () => {
    stub(ADA_SIGNED_IN, { empty: true });
    renderApp("/players/Ada");
    await heading();
    const link = await screen.findByRole(
      "link",
      { name: `${TITLE} Click here to go to your profile.` },
      { timeout: 5000 },
    );
    expect(link.getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("button", { name: "Notifications (1 unread)" })).toBeTruthy();
  });

  it.each([
    ["his profile is filled in", ADA_SIGNED_IN, "/players/Ada", false],
    ["it is someone else's empty page", ADA_SIGNED_IN, "/players/Bo", true],
    ["nobody is signed in", { ...ADA_SIGNED_IN, user: null, player: null }, "/players/Ada", true],
  ] as const)("says nothing when %s", async (_, me, path, empty) => {
    stub(me, { empty });
    renderApp(path);
    await heading();
    // The profile is what decides: wait until the page has it (the Profile/History buttons settle).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "History" })).toHaveProperty("disabled", false),
    );
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.getByRole("button", { name: "Notifications (0 unread)" })).toBeTruthy();
  });
});
