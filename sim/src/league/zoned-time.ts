/**
 * Wall-clock times in a named time zone turned into instants, with the platform's time zone data
 * (Intl), so daylight saving is the zone's own rather than a fixed offset.
 */

const MINUTE = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (whole minutes). */
function zoneOffset(instant: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of partsFormat(timeZone).formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
  );
  return wall - Math.floor(instant / MINUTE) * MINUTE;
}

/**
 * The instant the wall clock of `timeZone` reads `minutesOfDay` past midnight on the calendar day
 * `day` (its UTC date is the one taken). A time skipped by a clock change lands an hour later.
 */
export function zonedTime(day: Date, minutesOfDay: number, timeZone: string): number {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + minutesOfDay * MINUTE;
  // The offset at a first guess, then at the instant it gives: right on both sides of a change.
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}
