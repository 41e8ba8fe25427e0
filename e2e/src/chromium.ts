import { existsSync } from "node:fs";
import { Launcher } from "chrome-launcher";
import { type Browser, type BrowserServer, chromium } from "playwright-core";

/**
 * The Chrome or Chromium the browser tests and benches drive (never a downloaded one): CHROME_PATH
 * when set, else the first installation chrome-launcher's detector finds on Linux, macOS or Windows.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? Launcher.getFirstInstallation() ?? "";

/** Why no browser can run, in one line; undefined when one can. */
export function missingChromium(): string | undefined {
  if (CHROMIUM_PATH === "")
    return "No Chrome or Chromium found: install one (Debian/Ubuntu: apt install chromium) or set CHROME_PATH to its executable.";
  if (!existsSync(CHROMIUM_PATH))
    return `CHROME_PATH is ${CHROMIUM_PATH}, which does not exist: point it at a Chrome or Chromium executable.`;
  return undefined;
}

/** Headless and quiet: no GPU, sandbox, first-run UI or background traffic to Google. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  const missing = missingChromium();
  if (missing) throw new Error(missing);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** The same browser as a server that several processes connect to (`chromium.connect`). */
export function launchChromiumServer(): Promise<BrowserServer> {
  const missing = missingChromium();
  if (missing) throw new Error(missing);
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
