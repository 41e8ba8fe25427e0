import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, formatDayTime, formatLongDate, formatTime, formatWeekday } from "./format.js";

// A viewer in New York: the machine and CI run in UTC, where a date and its zone name could not be
// told apart from a formatter that ignores the viewer's zone. format.ts builds its formatters on
// first use, after this has set the zone.
const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});

describe("dates in the viewer's zone (America/New_York)", () => {
  // 8 PM in New York on Nov 6 is already Nov 7 in UTC.
  const evening = "2026-11-07T01:00:00.000Z";
  const summer = "2026-07-01T23:30:00.000Z";

  it("runs in New York", () => {
    expect(new Date(evening).getTimezoneOffset()).toBe(300);
  });

  it("gives the viewer's calendar day and names the zone, in winter and in summer", () => {
    expect(formatDate(evening)).toBe("Nov 6, 2026 (EST)");
    expect(formatLongDate(evening)).toBe("November 6, 2026 (EST)");
    expect(formatDate(summer)).toBe("Jul 1, 2026 (EDT)");
    expect(formatLongDate(summer)).toBe("July 1, 2026 (EDT)");
  });

  it("names the zone on a time of day the same way", () => {
    expect(formatDayTime(evening)).toMatch(/^Nov 6, 8:00\sPM EST$/);
    expect(formatTime(summer)).toMatch(/^7:30\sPM EDT$/);
  });

  it("titles a pickems day with its weekday and zone", () => {
    expect(formatWeekday("2026-11-06")).toBe("Friday, Nov 6 (EST)");
    expect(formatWeekday("2026-07-01")).toBe("Wednesday, Jul 1 (EDT)");
  });
});

describe("one formatting module", () => {
  // Under jsdom import.meta.url is not a file URL: web/src from where vitest was started.
  const src = [join(process.cwd(), "src/lib/format.ts"), join(process.cwd(), "web/src/lib/format.ts")]
    .filter((file) => existsSync(file))
    .map((file) => join(file, "../.."))[0] as string;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );

  it("formats every date shown in web/src through lib/format.ts", () => {
    const adHoc = files(src)
      .filter((file) => relative(src, file) !== join("lib", "format.ts"))
      .filter((file) =>
        /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|toUTCString\(|toDateString\(/.test(
          readFileSync(file, "utf8"),
        ),
      )
      .map((file) => relative(src, file));
    expect(adHoc).toEqual([]);
  });
});
