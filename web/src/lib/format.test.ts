import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatDate,
  formatDayTime,
  formatDecimal,
  formatFraction,
  formatInteger,
  formatLongDate,
  formatMmr,
  formatPercent,
  formatTime,
  formatWeekday,
} from "./format.js";

describe("formatMmr", () => {
  it("shows 0 as ??? because 0 means the MMR is not released", () => {
    expect(formatMmr(0)).toBe("???");
  });
  it("shows a known MMR as a whole number", () => {
    expect(formatMmr(1850)).toBe("1850");
    expect(formatMmr(1849.6)).toBe("1850");
  });
  it("shows a dash when there is no MMR at all", () => {
    expect(formatMmr(undefined)).toBe("-");
    expect(formatMmr(null)).toBe("-");
  });
});

describe("formatDecimal", () => {
  it("rounds to two decimals by default and to the asked number otherwise", () => {
    expect(formatDecimal(1.0549)).toBe("1.05");
    expect(formatDecimal(1)).toBe("1.00");
    expect(formatDecimal(87.26, 1)).toBe("87.3");
  });
  it("shows a dash for missing or non-finite values", () => {
    expect(formatDecimal(undefined)).toBe("-");
    expect(formatDecimal(Number.NaN)).toBe("-");
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe("-");
  });
});

describe("percents", () => {
  it("turns a 0..1 fraction into a percent", () => {
    expect(formatFraction(0.714)).toBe("71.4%");
    expect(formatFraction(1)).toBe("100.0%");
    expect(formatFraction(0.5, 0)).toBe("50%");
  });
  it("leaves a value already in percent as it is", () => {
    expect(formatPercent(48.26)).toBe("48.3%");
    expect(formatPercent(0)).toBe("0.0%");
  });
  it("shows a dash when missing", () => {
    expect(formatFraction(undefined)).toBe("-");
    expect(formatPercent(undefined)).toBe("-");
  });
});

describe("formatInteger", () => {
  it("rounds and groups thousands", () => {
    expect(formatInteger(12345.4)).toBe("12,345");
    expect(formatInteger(999)).toBe("999");
    expect(formatInteger(1000)).toBe("1,000");
    expect(formatInteger(-1234567.6)).toBe("-1,234,568");
    expect(formatInteger(0)).toBe("0");
    expect(formatInteger(undefined)).toBe("-");
  });
});

describe("dates and times (in the viewer's time zone)", () => {
  const iso = "2026-11-06T20:30:05Z";
  const at = new Date(iso);
  it("reads as the locale methods would, from formatters built once", () => {
    expect(formatDate(iso)).toMatch(
      `${at.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })} (`,
    );
    expect(formatLongDate(iso)).toMatch(
      `${at.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" })} (`,
    );
    expect(formatDayTime(iso)).toBe(
      at.toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
    );
    expect(formatTime(iso)).toBe(
      at.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
    );
    expect(formatClockTime(at.getTime())).toBe(at.toLocaleTimeString("en-US", { timeZoneName: "short" }));
  });
  it("has the documented shapes, a time naming its zone", () => {
    const zone = new Intl.DateTimeFormat("en-US", { timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    expect(zone).toBeTruthy();
    expect(formatDate(iso)).toMatch(new RegExp(`^Nov \\d{1,2}, 2026 \\(${zone}\\)$`));
    expect(formatLongDate(iso)).toMatch(new RegExp(`^November \\d{1,2}, 2026 \\(${zone}\\)$`));
    expect(formatWeekday("2026-11-06")).toBe(`Friday, Nov 6 (${zone})`);
    expect(formatDayTime(iso)).toMatch(new RegExp(`^Nov \\d{1,2}, \\d{1,2}:30\\s[AP]M ${zone}$`));
    expect(formatTime(iso)).toMatch(new RegExp(`^\\d{1,2}:30\\s[AP]M ${zone}$`));
    expect(formatClockTime(at.getTime())).toMatch(new RegExp(`^\\d{1,2}:30:05\\s[AP]M ${zone}$`));
  });
  it("shows a dash for a missing or invalid date", () => {
    expect(formatDate(undefined)).toBe("-");
    expect(formatLongDate("not a date")).toBe("-");
    expect(formatDayTime("")).toBe("-");
    expect(formatWeekday("Friday")).toBe("-");
  });
});
