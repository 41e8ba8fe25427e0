import type { WebhookDestination } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { clickAtOnce } from "../../test/click-at-once.js";
import { stubCommunityApi } from "../../test/community-api-stub.js";
import { renderApp } from "../../test/render.js";

const session = vi.hoisted(() => ({ admin: true }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: { discordId: "100000000000000001", discordUsername: "office", id: null, avatar: null },
    player: null,
    isAdmin: session.admin,
    isGm: false,
  }),
  useSessionPending: () => false,
}));

const destination: WebhookDestination = {
  id: 3,
  name: "Results channel",
  kind: "discord",
  urlHint: "https://discord.com/…abcd",
  events: ["map.stored"],
  tiers: ["Premier"],
  active: true,
  holdUntil: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  counts: { delivered: 4, failed: 1, pending: 0 },
  deliveries: [
    {
      id: 11,
      eventId: 7,
      type: "map.stored",
      title: "Frogs 13–9 Sharks on mirage",
      state: "failed",
      attempts: 8,
      lastStatus: 500,
      lastError: "HTTP 500: oops",
      createdAt: "2026-11-01T00:00:00.000Z",
      nextAttemptAt: "2026-11-01T00:00:00.000Z",
      deliveredAt: null,
    },
  ],
};

describe("the webhooks pages", () => {
  it("an admin sees each destination's failures, opens its deliveries (in the address), tests and adds one", async () => {
    session.admin = true;
    const user = userEvent.setup();
    const calls = stubCommunityApi(({ method, path }) => {
      if (path === "/api/admin/webhooks" && method === "GET") return [destination];
      if (path === "/api/admin/webhooks/3/test") return { status: 202, body: { deliveryId: 12 } };
      if (path === "/api/admin/webhooks" && method === "POST")
        return {
          status: 201,
          body: { ...destination, id: 4, name: "Bot", kind: "generic", signingSecret: "whsec_abc" },
        };
      return undefined;
    });
    const { router } = renderApp("/admin/webhooks");
    const card = await screen.findByRole("article", { name: "Results channel" });
    expect(within(card).getByText("1 failed")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: /Latest deliveries/ }));
    expect(within(card).getByText("HTTP 500")).toBeTruthy();
    expect(router.state.location.search).toBe("?open=3");
    await user.click(within(card).getByRole("button", { name: "Send test" }));
    expect(await within(card).findByText("Test event sent: see below.")).toBeTruthy();

    await user.type(screen.getByLabelText("Name"), "Bot");
    await user.click(screen.getByLabelText("Generic JSON, signed"));
    await user.type(screen.getByLabelText("Address"), "https://bot.example/hook");
    await user.click(screen.getByRole("button", { name: "Add destination" }));
    expect(await screen.findByText("whsec_abc")).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.path === "/api/admin/webhooks")?.body).toEqual({
        name: "Bot",
        kind: "generic",
        url: "https://bot.example/hook",
        events: ["map.stored"],
        tiers: [],
      }),
    );
  });

  it("counts both clicks on a destination's deliveries made before the page re-renders", async () => {
    session.admin = true;
    stubCommunityApi(({ method, path }) =>
      path === "/api/admin/webhooks" && method === "GET" ? [destination] : undefined,
    );
    const { router } = renderApp("/admin/webhooks");
    const card = await screen.findByRole("article", { name: "Results channel" });
    const deliveries = within(card).getByRole("button", { name: /Latest deliveries/ });
    // One act: both clicks run against the same drawn page (a double click on a busy machine).
    await clickAtOnce(deliveries, deliveries);
    expect(router.state.location.search).toBe("");
  });

  it("a failed list says so and retries", async () => {
    session.admin = true;
    let fail = true;
    stubCommunityApi(({ path }) =>
      path === "/api/admin/webhooks"
        ? fail
          ? { status: 503, body: { error: { code: "X", message: "down" } } }
          : []
        : undefined,
    );
    renderApp("/admin/webhooks");
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(/No destination yet/)).toBeTruthy();
  });

  it("a member links his Discord webhook with the events he wants", async () => {
    session.admin = false;
    const user = userEvent.setup();
    let linked: WebhookDestination | null = null;
    const calls = stubCommunityApi(({ method, path, body }) => {
      if (path !== "/api/profile/webhook") return undefined;
      if (method === "PUT") {
        linked = {
          ...destination,
          name: "My Discord",
          events: (body as { events: string[] }).events,
          tiers: [],
        };
        return { destination: linked };
      }
      return { destination: linked };
    });
    renderApp("/profile/webhook");
    await user.type(await screen.findByLabelText("Webhook URL"), "https://discord.com/api/webhooks/1/x");
    await user.click(screen.getByLabelText("Pickems reminder, an hour before lock"));
    await user.click(screen.getByRole("button", { name: "Link webhook" }));
    expect(await screen.findByRole("article", { name: "My Discord" })).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      url: "https://discord.com/api/webhooks/1/x",
      events: ["server.ready", "article.decided"],
    });
  });
});
