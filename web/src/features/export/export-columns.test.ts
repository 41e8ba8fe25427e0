import { describe, expect, it } from "vitest";
import { EXPORT_COLUMNS } from "./export-columns.js";

describe("the exporter's columns", () => {
  it("each say in a tooltip what their short header stands for", () => {
    for (const column of EXPORT_COLUMNS) {
      expect(column.tooltip.length, column.header).toBeGreaterThan(column.header.length);
      expect(column.tooltip, column.header).not.toBe(column.header);
    }
    const adr = EXPORT_COLUMNS.find((c) => c.key === "adr");
    expect(adr?.tooltip).toMatch(/damage/i);
  });
});
