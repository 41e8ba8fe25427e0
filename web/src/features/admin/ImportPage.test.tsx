import type { ImportRun } from "@fragboard/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
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

const RUN_ID = `${"a".repeat(24)}-dry`;

/** A dry run of two maps: the first would be stored, the second is refused for two reasons. */
function dryRun(done: number): ImportRun {
  const outcomes: ImportRun["outcomes"] = [
    { source: "h.ndjson:1", matchId: "m1", season: 15, status: "stored", problems: [] },
    {
      source: "h.ndjson:2",
      matchId: "m2",
      season: 15,
      status: "refused",
      problems: [
        { path: ["rounds"], rule: "final-score", round: null, player: null, message: "the map ends 12-10" },
        {
          path: ["rounds", 0, "mvp"],
          rule: "mvp",
          round: 1,
          player: "76561198000000003",
          message: "is the MVP but plays T, the side that lost",
        },
      ],
    },
  ].slice(0, done) as ImportRun["outcomes"];
  return {
    id: RUN_ID,
    fileName: "h.ndjson",
    dryRun: true,
    replaceChanged: false,
    state: done === 2 ? "done" : "running",
    total: 2,
    done,
    summary: { stored: Math.min(done, 1), replaced: 0, skipped: 0, changed: 0, refused: done === 2 ? 1 : 0 },
    outcomes,
    startedAt: "2026-11-22T18:00:00.000Z",
    finishedAt: done === 2 ? "2026-11-22T18:00:01.000Z" : null,
  };
}

describe("the import page", () => {
  it("is not for members", async () => {
    session.admin = false;
    stubCommunityApi(() => undefined);
    renderApp("/admin/import");
    expect(await screen.findByText("You are not authorized to view this page")).toBeTruthy();
    session.admin = true;
  });

  it("dry-runs a chosen file, follows its progress, and lists every problem of a refused map", async () => {
    let polls = 0;
    const calls = stubCommunityApi(({ method, path }) => {
      if (method === "POST" && path === "/api/admin/imports") return { status: 202, body: dryRun(0) };
      if (path === `/api/admin/imports/${RUN_ID}`) return dryRun(polls++ === 0 ? 1 : 2);
      return undefined;
    });
    renderApp("/admin/import");
    const user = userEvent.setup();
    const file = new File(['{"matchId":"m1"}\n{"matchId":"m2"}\n'], "h.ndjson", {
      type: "application/x-ndjson",
    });
    await user.upload(await screen.findByLabelText("Match file"), file);
    await user.click(screen.getByRole("button", { name: "Dry run" }));

    const post = calls.find((c) => c.method === "POST") as { body: { contentBase64: string } };
    expect(post.body).toMatchObject({ fileName: "h.ndjson", dryRun: true, replaceChanged: false });
    expect(atob(post.body.contentBase64)).toBe('{"matchId":"m1"}\n{"matchId":"m2"}\n');

    expect(await screen.findByText("Dry run of h.ndjson: done", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Maps checked" }).getAttribute("value")).toBe("2");
    expect(screen.getByText("final-score: the map ends 12-10")).toBeTruthy();
    expect(
      screen.getByText("mvp: round 1, player 76561198000000003: is the MVP but plays T, the side that lost"),
    ).toBeTruthy();
  });
});
