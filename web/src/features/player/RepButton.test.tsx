import type { ReputationResponse } from "@fragboard/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { renderAlone } from "../../test/render.js";
import { REP_LOGIN_MESSAGE, REP_SELF_MESSAGE, RepButton } from "./RepButton.js";

const ME = "100000000000000001";
const HIM = "100000000000000002";

const session = vi.hoisted(() => ({ discordId: null as string | null }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: session.discordId
      ? { discordId: session.discordId, discordUsername: "me", id: null, avatar: null }
      : null,
    player: null,
    isAdmin: false,
    isGm: false,
  }),
}));

/** A server keeping one player's +rep: GET answers it, POST changes it for the signed-in giver. */
function stubReputation(start: Record<string, string>) {
  const givers = { ...start };
  const calls: { method: string; body: unknown; cache: RequestCache | undefined }[] = [];
  const answer = (): ReputationResponse => ({ repped: Object.keys(givers).length, plusRep: { ...givers } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? "GET", body, cache: init?.cache });
      if (init?.method === "POST" && session.discordId) {
        if (body.action === "add") givers[session.discordId] = "2026-11-20T10:00:00.000Z";
        else delete givers[session.discordId];
      }
      return new Response(JSON.stringify(answer()), { headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

const renderButton = (discordId: string) =>
  renderAlone(<RepButton discordId={discordId} />, "/players/Someone?season=3");

afterEach(() => {
  session.discordId = null;
  vi.unstubAllGlobals();
});

describe("the +Rep button", () => {
  it("sends a visitor to sign in and back to this page", async () => {
    stubReputation({ [ME]: "2026-11-01T00:00:00.000Z" });
    renderButton(HIM);
    const link = await screen.findByRole("link", { name: `+Rep 1: ${REP_LOGIN_MESSAGE}` });
    expect(link.getAttribute("href")).toBe(
      `/api/auth/login?returnTo=${encodeURIComponent("/players/Someone?season=3")}`,
    );
  });

  it("gives and takes back the member's +rep, refetching past the browser cache", async () => {
    session.discordId = ME;
    const user = userEvent.setup();
    const calls = stubReputation({ "100000000000000003": "2026-11-01T00:00:00.000Z" });
    renderButton(HIM);
    // The tooltip's code loads once the page is idle and its button takes the plain one's place:
    // pointed at and clicked once it is there (a hover or click on the replaced one would be lost;
    // DeferredTooltip.test.tsx covers the swap itself).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "+Rep 1" }).getAttribute("data-state")).not.toBeNull(),
    );
    await user.hover(screen.getByRole("button", { name: "+Rep 1" }));
    await screen.findByRole("tooltip");
    const button = screen.getByRole("button", { name: "+Rep 1" });
    expect(button.getAttribute("aria-pressed")).toBe("false");

    await user.click(button);
    const given = await screen.findByRole("button", { name: "+Rep 2" });
    await waitFor(() => {
      expect(given.getAttribute("aria-pressed")).toBe("true");
      // The count can show before the write's own state settles; until then the button is disabled.
      expect(given.getAttribute("aria-busy")).toBe("false");
    });
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "add", discordId: HIM });
    expect(calls.at(-1)).toMatchObject({ method: "GET", cache: "reload" });

    await user.click(given);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "+Rep 1" }).getAttribute("aria-pressed")).toBe("false"),
    );
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      action: "remove",
      discordId: HIM,
    });
  });

  it("cannot be used on the member's own page, and says why", async () => {
    session.discordId = ME;
    const calls = stubReputation({});
    renderButton(ME);
    const button = await screen.findByRole("button", { name: `+Rep 0: ${REP_SELF_MESSAGE}` });
    await userEvent.setup().click(button);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("a failed +Rep", () => {
  it("says why next to the button (issue #26)", async () => {
    session.discordId = ME;
    stubReputation({});
    const reputation = globalThis.fetch;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many requests" } }), {
              status: 429,
            })
          : reputation(url, init),
      ),
    );
    renderButton(HIM);
    await userEvent.click(await screen.findByRole("button", { name: "+Rep 0" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your +Rep was not saved: Too many requests");
  });
});
