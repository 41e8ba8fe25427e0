import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { listedPlayer, statsFor } from "../../test/fixtures.js";
import { playersCsv, playersCsvFileName, statColumnHeader } from "./players-csv.js";

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

  it("rounds every stat to the decimals the tables show", () => {
    const [row] = parse(
      playersCsv([
        listedPlayer(
          "Round",
          { hltvTwoPointO: 1.0449 },
          { rating: 1.2351, adr: 81.449, odaR: 0.12345, kills: 180, fAssists: 2.25 },
        ),
      ]),
    );
    // rating 2 dp, adr 1 dp, openings per round 3 dp, counts whole, flash assists 1 dp.
    expect(row).toMatchObject({
      rating: "1.24",
      adr: "81.4",
      odaR: "0.123",
      kills: "180",
      fAssists: "2.3",
      "HLTV 2.0 approx": "1.04",
    });
  });

  it("puts every percentage in percent, fractions scaled, and says so in the header", () => {
    expect(statColumnHeader("kast")).toBe("kast (%)");
    expect(statColumnHeader("hs")).toBe("hs (%)");
    expect(statColumnHeader("rating")).toBe("rating");
    const [row] = parse(
      playersCsv([listedPlayer("Pct", {}, { kast: 0.71449, hs: 48.26, odr: 0.5, tRatio: 0.2 })]),
    );
    expect(row).toMatchObject({ "kast (%)": "71.4", "hs (%)": "48.3", "odr (%)": "50", "tRatio (%)": "20" });
    expect(row).not.toHaveProperty("kast");
  });

  it("escapes names with commas, quotes and line breaks, and defuses spreadsheet formulae", () => {
    const names = ['Frog, "King"', 'say "hi"', "two\nlines", "=SUM(A1)"];
    const csv = playersCsv(names.map((name) => listedPlayer(name)));
    // A comma or quote makes the cell quoted, with inner quotes doubled.
    expect(csv).toContain('"Frog, ""King"""');
    expect(csv).toContain('"say ""hi"""');
    expect(parse(csv).map((row) => row.Name)).toEqual([...names.slice(0, 3), "'=SUM(A1)"]);
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
