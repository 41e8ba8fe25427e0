import type { CoreMatch } from "@fragboard/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAlone } from "../../test/render.js";
import { MatchPick } from "./MatchPick.js";

const team = (id: string) => ({
  id,
  name: `Team ${id}`,
  franchise: { prefix: id.toUpperCase(), name: `Franchise ${id}`, logo: { url: `/api/logos/${id}.svg` } },
});

const match = (completedAt: string | null): CoreMatch => ({
  id: "s15-elite-m1-1",
  scheduledDate: "2026-11-04T01:00:00.000Z",
  completedAt,
  demoUrl: null,
  lobby: { id: "l-1", mapBans: [] },
  matchDay: { number: "M1" },
  home: { ...team("a"), tier: { name: "Elite" } },
  away: team("b"),
  dathostServer: null,
  stats: [],
});

/** A day card's match after its start: the result links to the match page (issue #21 item 4). */
describe("MatchPick", () => {
  const now = Date.parse("2026-11-04T03:00:00.000Z");

  it("links a played match to its match page, in the season on screen", async () => {
    renderAlone(
      <ul>
        <MatchPick
          match={match("2026-11-04T02:00:00.000Z")}
          pick={null}
          winner="a"
          consensus={null}
          now={now}
        />
      </ul>,
      "/pickems?season=15",
    );
    const link = await screen.findByRole("link", { name: "Result" });
    expect(link.getAttribute("href")).toBe("/matches/s15-elite-m1-1?season=15");
  });

  it("has no result link before the match is completed", async () => {
    renderAlone(
      <ul>
        <MatchPick match={match(null)} pick={null} winner={undefined} consensus={null} now={now} />
      </ul>,
    );
    await screen.findByRole("listitem", { name: "Team a vs Team b" });
    expect(screen.queryByRole("link", { name: "Result" })).toBeNull();
  });
});
