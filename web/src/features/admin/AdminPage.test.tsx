import { DEFAULT_SETTINGS, type Post } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { stubCommunityApi } from "../../test/community-api-stub.js";
import { renderApp } from "../../test/render.js";

const session = vi.hoisted(() => ({ admin: false, pending: false }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: { discordId: "100000000000000001", discordUsername: "office", id: null, avatar: null },
    player: null,
    isAdmin: session.admin,
    isGm: false,
  }),
  useSessionPending: () => session.pending,
}));

const pending: Post = {
  id: 9,
  discordId: "111111111111111111",
  title: "Waiting piece",
  subtitle: null,
  bannerURL: "https://example.com/b.png",
  tags: [],
  content: "<p>x</p>",
  anonymous: false,
  approvalState: "Pending",
  approvedBy: null,
  metadata: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  deletedAt: null,
};

describe("the admin page", () => {
  it("shows loading, not a refusal, while the session is read", async () => {
    session.admin = false;
    session.pending = true;
    stubCommunityApi(() => undefined);
    renderApp("/admin");
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.queryByText("You are not authorized to view this page")).toBeNull();
    session.pending = false;
  });

  it("is not for members", async () => {
    session.admin = false;
    stubCommunityApi(() => undefined);
    renderApp("/admin");
    expect(await screen.findByText("You are not authorized to view this page")).toBeTruthy();
  });

  it("approves a pending article, posts a notice and saves a list", async () => {
    session.admin = true;
    const user = userEvent.setup();
    let decided = false;
    const calls = stubCommunityApi(({ method, path, body }) => {
      if (path === "/api/fragboard/articles") return decided ? [] : [pending];
      if (method === "PATCH" && path === "/api/fragboard/article/9") {
        decided = true;
        return { ...pending, approvalState: "APPROVED" };
      }
      if (path === "/api/servers/notice")
        return { type: "alert", message: "m", updatedBy: "1", updatedAt: "" };
      if (path === "/api/config") return DEFAULT_SETTINGS;
      if (method === "PUT" && path === "/api/admin/settings")
        return {
          ...DEFAULT_SETTINGS,
          ...{ [(body as { key: string }).key]: (body as { value: unknown }).value },
        };
      return undefined;
    });
    renderApp("/admin");
    // Reject notifies the author and cannot be undone: it asks, and Cancel sends nothing.
    await user.click(await screen.findByRole("button", { name: "Reject Waiting piece" }));
    const ask = await screen.findByRole("alertdialog", { name: "Reject this article?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    await user.click(await screen.findByRole("button", { name: "Approve Waiting piece" }));
    expect(await screen.findByText("No articles are waiting for review.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ approvalState: "APPROVED" });

    await user.type(screen.getByLabelText("Message"), "Maintenance tonight");
    await user.click(screen.getByRole("button", { name: "Post notice" }));
    expect(await screen.findByText("Alert posted.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/servers/notice")?.body).toEqual({
      notice: { type: "alert", message: "Maintenance tonight" },
    });

    const twitch = screen.getByRole("form", { name: "Twitch channels" });
    await user.type(within(twitch).getByRole("textbox"), "league_one\n\n league_two ");
    await user.click(within(twitch).getByRole("button", { name: "Save twitch channels" }));
    // The configuration changes the site for everyone: it asks first.
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    const save = await screen.findByRole("alertdialog", { name: "Save the twitch channels?" });
    await user.click(within(save).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        key: "twitchChannels",
        value: ["league_one", "league_two"],
      }),
    );
    expect(await within(twitch).findByText("Saved.")).toBeTruthy();
  });
});
