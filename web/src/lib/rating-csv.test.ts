import { GM_RTL_CSV_MESSAGES } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { parseRatingCsv, parseRatingCsvText } from "./rating-csv.js";

const file = (text: string, type = "text/csv", name = "rtl.csv") => new File([text], name, { type });

describe("the rating CSV", () => {
  it("reads CSC ID and MMR of every row, in any column order, with extra columns and blank lines", () => {
    const result = parseRatingCsvText("Name,MMR,CSC ID\r\nAda, 1450 ,p1\r\n\r\nBob,990,p2\r\n");
    expect(result).toEqual({
      ok: true,
      rows: [
        { playerId: "p1", mmr: 1450 },
        { playerId: "p2", mmr: 990 },
      ],
    });
  });

  it("says the exact message for missing columns", () => {
    expect(parseRatingCsvText("CSC ID,Rating\np1,1.2\n")).toEqual({
      ok: false,
      message: "CSV is missing required columns: MMR and CSC ID. Are you sure this is a GM RTL CSV?",
    });
  });

  it("refuses text that is not comma-separated lines, and an empty file", () => {
    for (const text of [
      "just some words\nmore words",
      "",
      "MMR;CSC ID\n1;p1",
      'MMR,CSC ID\n"1,p1\n',
      "MMR,CSC ID\n",
    ]) {
      expect(parseRatingCsvText(text)).toEqual({ ok: false, message: GM_RTL_CSV_MESSAGES.invalidCsv });
    }
  });

  it("names the line of an MMR that is not a whole number", () => {
    expect(parseRatingCsvText("CSC ID,MMR\np1,1200\np2,twelve\n")).toEqual({
      ok: false,
      message: "Line 3: MMR must be a whole number",
    });
    expect(parseRatingCsvText("CSC ID,MMR\np1,\n")).toMatchObject({ ok: false, message: /^Line 2: / });
  });

  it("names the wrong file type, and accepts Excel's CSV type and a typeless .csv", async () => {
    expect(await parseRatingCsv(file("MMR,CSC ID\n1,p1", "application/pdf", "rtl.pdf"))).toEqual({
      ok: false,
      message: "Invalid file type: application/pdf. Please upload a valid GM RTL CSV file.",
    });
    expect(await parseRatingCsv(file("MMR,CSC ID\n1,p1", "", "notes"))).toMatchObject({
      message: GM_RTL_CSV_MESSAGES.wrongType(""),
    });
    expect(await parseRatingCsv(file("MMR,CSC ID\n1,p1", "application/vnd.ms-excel"))).toMatchObject({
      ok: true,
    });
    expect(await parseRatingCsv(file("MMR,CSC ID\n1,p1", ""))).toMatchObject({ ok: true });
  });
});
