import { DEFAULT_SETTINGS, type MePlayer } from "@fragboard/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../lib/session.js";
import { STORAGE_KEYS } from "../lib/storage.js";
import { stubCommunityApi } from "../test/community-api-stub.js";
import { renderAlone } from "../test/render.js";
import { offeredServerRequest, RequestServerBanner } from "./RequestServerBanner.js";

const player = (prefix: string | null, steam64Id = "76561198000000001"): MePlayer => ({
  id: "p1",
  name: "Someone",
  steam64Id,
  avatarUrl: "",
  tier: "Contender",
  type: "SIGNED",
  team: prefix ? { id: "t1", name: "Team", franchise: { name: "Franchise", prefix } } : null,
});

const session = vi.hoisted(() => ({ player: null as MePlayer | null }));
vi.mock("../lib/session.js", async (original) => ({
  ...(await original<typeof import("../lib/session.js")>()),
  useSession: (): Session => ({
    user: session.player
      ? { discordId: "100000000000000001", discordUsername: "me", id: "p1", avatar: null }
      : null,
    player: session.player,
    isAdmin: false,
    isGm: false,
  }),
}));

const offer = { franchisePrefixes: ["FRG"], steamIds: ["76561198000000009"] };

describe("the retake-server banner", () => {
  beforeEach(() => {
    window.localStorage.clear();
    stubCommunityApi(({ path }) =>
      path === "/api/config" ? { ...DEFAULT_SETTINGS, serverRequestBanner: offer } : undefined,
    );
  });
  afterEach(() => {
    session.player = null;
  });

  it("is offered by franchise prefix or steam id, to nobody else", () => {
    expect(offeredServerRequest(player("FRG"), offer)).toBe(true);
    expect(offeredServerRequest(player(null, "76561198000000009"), offer)).toBe(true);
    expect(offeredServerRequest(player("WET"), offer)).toBe(false);
    expect(offeredServerRequest(null, offer)).toBe(false);
  });

  it("shows for a configured franchise, links to the servers page and stays dismissed", async () => {
    session.player = player("FRG");
    const user = userEvent.setup();
    const view = renderAlone(<RequestServerBanner />);
    const banner = await screen.findByRole("region", { name: "Retake servers" });
    expect(banner.querySelector("a")?.getAttribute("href")).toBe("/servers");
    await user.click(screen.getByRole("button", { name: "Dismiss the retake servers banner" }));
    expect(screen.queryByRole("region", { name: "Retake servers" })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.closeNotificationBannerRequestAServer)).toBe("true");

    view.unmount();
    renderAlone(<RequestServerBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Retake servers" })).toBeNull();
  });

  it("is not shown to a player of another franchise", async () => {
    session.player = player("WET");
    renderAlone(<RequestServerBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Retake servers" })).toBeNull();
  });
});
