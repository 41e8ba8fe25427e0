import type { ManagedFranchise, MeResponse, RatingUploadResult } from "@fragboard/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type CommunityRoute, refusal, stubCommunityApi } from "../../test/community-api-stub.js";
import { ADA_SIGNED_IN } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";

const franchise: ManagedFranchise = {
  id: "f1",
  name: "Frog Legs",
  prefix: "FRG",
  role: "GM",
  players: [
    { id: "p1", name: "Ada", mmr: 1400, tier: "Elite" },
    { id: "p2", name: "Bob", mmr: 1200, tier: "Challenger" },
  ],
};
const gm: MeResponse = {
  ...ADA_SIGNED_IN,
  franchiseRoles: [{ role: "GM", franchise: { name: "Frog Legs", prefix: "FRG" }, team: null }],
};
/** The routes a test names, for a session whose roles say GM. */
const asGm =
  (routes: CommunityRoute): CommunityRoute =>
  (call) =>
    call.path === "/api/me" ? gm : routes(call);
const csv = (text: string, type = "text/csv") => new File([text], "rtl.csv", { type });

describe("the GM panel", () => {
  it.each([401, 403])("is refused when the server says %i", async (status) => {
    stubCommunityApi(asGm(({ path }) => (path === "/api/gm/franchises" ? refusal(status, "no") : undefined)));
    renderApp("/gm");
    expect(await screen.findByText("You are not authorized to view this page")).toBeTruthy();
  });

  it("refuses a session without a GM role without asking the server", async () => {
    const calls = stubCommunityApi(({ path }) =>
      path === "/api/me" ? ADA_SIGNED_IN : path === "/api/gm/franchises" ? [franchise] : undefined,
    );
    renderApp("/gm");
    expect(await screen.findByText("You are not authorized to view this page")).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain("/api/gm/franchises");
  });

  it("previews an RTL CSV, then applies it; says the spec's messages for bad files", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const preview: RatingUploadResult = {
      season: 15,
      applied: false,
      changes: [{ playerId: "p1", name: "Ada", before: 1400, after: 1450 }],
      unchanged: 0,
      unknown: [],
      refused: [{ playerId: "x9", name: "Zed" }],
    };
    const calls = stubCommunityApi(
      asGm(({ path }) => {
        if (path === "/api/gm/franchises") return [franchise];
        if (path === "/api/gm/ratings/preview") return preview;
        if (path === "/api/gm/ratings") return { ...preview, applied: true };
        return undefined;
      }),
    );
    renderApp("/gm");
    const input = await screen.findByLabelText("CSV file with the columns 'CSC ID' and 'MMR'");
    await user.upload(input, csv("MMR,CSC ID\n1,p1", "application/pdf"));
    expect(
      await screen.findByText("Invalid file type: application/pdf. Please upload a valid GM RTL CSV file."),
    ).toBeTruthy();
    await user.upload(screen.getByLabelText(/CSV file/), csv("CSC ID,Rating\np1,1\n"));
    expect(
      await screen.findByText(
        "CSV is missing required columns: MMR and CSC ID. Are you sure this is a GM RTL CSV?",
      ),
    ).toBeTruthy();
    await user.upload(screen.getByLabelText(/CSV file/), csv("CSC ID,MMR\np1,1450\nx9,1000\n"));
    expect(await screen.findByRole("cell", { name: "Ada" })).toBeTruthy();
    expect(screen.getByText("Not in your franchise (ignored): Zed")).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      franchiseId: "f1",
      rows: [
        { playerId: "p1", mmr: 1450 },
        { playerId: "x9", mmr: 1000 },
      ],
    });
    await user.click(screen.getByRole("button", { name: "Apply 1 change" }));
    expect(await screen.findByText("Applied 1 MMR change for season 15.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/gm/ratings")).toBe(true);
  });

  it("validates the accolade form and says 'Failed to submit.' when the server refuses", async () => {
    const user = userEvent.setup();
    let fail = false;
    const calls = stubCommunityApi(
      asGm(({ path }) => {
        if (path === "/api/gm/franchises") return [franchise];
        if (path === "/api/fragboard/playerBadge")
          return fail
            ? refusal(403, "no")
            : {
                status: 201,
                body: { id: 1, playerId: "p2", season: 15, badgeType: "mvp", badgeText: "MVP" },
              };
        return undefined;
      }),
    );
    renderApp("/gm");
    const season = await screen.findByLabelText("Season");
    await user.clear(season);
    await user.type(season, "abc");
    await user.type(screen.getByLabelText("Image URL (optional)"), "not a url");
    await user.type(screen.getByLabelText("Metadata JSON (optional)"), "{{oops");
    await user.click(screen.getByRole("button", { name: "Submit accolade" }));
    for (const text of [
      "Choose a player",
      "Season must be a number",
      "Badge type is required",
      "Badge text is required",
      "Image URL must be a URL",
      "Metadata must be valid JSON",
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(calls.filter((c) => c.path === "/api/fragboard/playerBadge")).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("Player"), "p2");
    // A season still to come is refused before anything is sent (issue #26).
    await user.clear(season);
    await user.type(season, "99");
    expect(await screen.findByText(/Season must be at most \d+, the current season/)).toBeTruthy();
    await user.clear(season);
    await user.type(season, "15");
    await user.selectOptions(screen.getByLabelText("Badge type"), "mvp");
    await user.type(screen.getByLabelText("Badge text"), "MVP");
    await user.clear(screen.getByLabelText("Image URL (optional)"));
    await user.clear(screen.getByLabelText("Metadata JSON (optional)"));
    await user.type(screen.getByLabelText("Metadata JSON (optional)"), '{{"week": 3}');
    await user.click(screen.getByRole("button", { name: "Submit accolade" }));
    expect(await screen.findByText('Accolade "MVP" awarded to Bob.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      player: "p2",
      season: 15,
      badgeType: "mvp",
      badgeText: "MVP",
      badgeImageUrl: null,
      metadata: { week: 3 },
    });
    await waitFor(() => expect((screen.getByLabelText("Badge text") as HTMLInputElement).value).toBe(""));

    fail = true;
    await user.selectOptions(screen.getByLabelText("Player"), "p1");
    await user.selectOptions(screen.getByLabelText("Badge type"), "other");
    await user.type(screen.getByLabelText("Badge text"), "Clutch king");
    await user.click(screen.getByRole("button", { name: "Submit accolade" }));
    expect(await screen.findByText(/^Failed to submit\. no$/)).toBeTruthy();
  });
});
