import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { listedPlayer, statsFor } from "../../test/fixtures.js";
import { playersCsv, playersCsvFileName } from "./players-csv.js";

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe("playersCsv", () => {
  it("writes one row per player with identity columns and the shown stat line", () => {
    const rows = parse(
      playersCsv([
        listedPlayer(
          "Frog, King",
          {
            id: "42",
            mmr: 2100,
            type: "SIGNED",
            tier: { name: "Elite" },
            team: { name: "Frog Legs Elite", franchise: { name: "Frog Legs", prefix: "FRG" } },
            role: "AWPER",
          },
          { rating: 1.23, gameCount: 9 },
        ),
      ]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Name: "Frog, King",
      "CSC ID": "42",
      Tier: "Elite",
      Type: "Signed",
      Franchise: "FRG",
      Team: "Frog Legs Elite",
      Role: "AWPER",
      MMR: "2100",
      "Stats tier": "Elite",
      rating: "1.23",
      gameCount: "9",
    });
  });

  it("leaves MMR empty when it is 0 (not released) and names the other tier of out-of-tier stats", () => {
    const sub = listedPlayer("Ringer", { mmr: 0, tier: { name: "Contender" } }, null);
    sub.statsOutOfTier = [{ tier: "Premier", stats: statsFor("Ringer", { rating: 0.9 }) }];
    const [row] = parse(playersCsv([sub]));
    expect(row?.MMR).toBe("");
    expect(row?.["Stats tier"]).toBe("Premier");
    expect(row?.rating).toBe("0.9");
  });

  it("names the file after the season and match type", () => {
    expect(playersCsvFileName(15, "Regulation")).toBe("players-season-15-regulation.csv");
  });
});
