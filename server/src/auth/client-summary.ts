/**
 * A User-Agent header shortened to what an admin needs to tell a member's sessions apart
 * ("Firefox 128 on Linux", "curl 8"), and all that is stored of it (docs/auth.md#sessions).
 */

const MAX_LENGTH = 64;

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\bOPR\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:Chrome|CriOS)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["Android", /\bAndroid\b/],
  ["iOS", /\b(?:iPhone|iPad|iPod)\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

export function clientSummary(userAgent: string | undefined): string | null {
  const header = userAgent?.trim();
  if (!header) return null;
  const system = SYSTEMS.find(([, pattern]) => pattern.test(header))?.[0];
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(header)?.[1];
    if (version) return `${name} ${version}${system ? ` on ${system}` : ""}`;
  }
  // A tool (curl/8.5.0, python-requests/2.31): its name and major version.
  const tool = /^([A-Za-z][\w.-]{0,40})\/(\d+)/.exec(header);
  if (tool) return `${tool[1]} ${tool[2]}`;
  const shown = header.replace(/[^\x20-\x7e]/g, "?");
  return shown.length > MAX_LENGTH ? `${shown.slice(0, MAX_LENGTH - 1)}…` : shown;
}
