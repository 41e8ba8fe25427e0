/**
 * A minimal iCalendar writer (RFC 5545) for the calendar feeds (docs/api.md#calendar-feeds): only what
 * a published feed of events needs. Lines end with CRLF and are folded at 75 octets; text values
 * escape backslash, semicolon, comma and newlines.
 */

export type IcsEvent = {
  /** Stable per match, so a client updates the event it already has when the match moves. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  categories: string[];
};

const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** 20261127T114400Z: UTC date-times, so no VTIMEZONE is needed. */
export const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** RFC 5545 3.1: lines longer than 75 octets continue on lines starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, "utf8");
    // The first line holds 75 octets; continuations 74 after their leading space.
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * One VCALENDAR. `stamp` is DTSTAMP: the feed is generated from the schedule as it is now, so
 * every event's revision is the time of the answer; with the stable UID, a subscribed client
 * replaces its copy and a rescheduled match moves.
 */
export function icsCalendar(name: string, events: readonly IcsEvent[], stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Fragboard//Match calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsDate(stamp)}`,
      `DTSTART:${icsDate(event.start)}`,
      `DTEND:${icsDate(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      `CATEGORIES:${event.categories.map(escapeText).join(",")}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
