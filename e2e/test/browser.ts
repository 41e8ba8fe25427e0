import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";

export const baseUrl = inject("baseUrl");

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/**
 * The run's Chromium (launched once by global-setup.ts), connected to for the test file; every
 * page gets its own context (empty local storage, so the list starts from its defaults), closed
 * after each test, or with `{ keep: true }` at the file's end (a page several tests load afresh).
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    // Disconnects (closing whatever contexts are left); the browser stays for the next file.
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}, { keep = false } = {}): Promise<Page> {
      if (!browser) throw new Error("the browser is connected in beforeAll");
      const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, ...options });
      (keep ? kept : contexts).push(context);
      return context.newPage();
    },
  };
}

/** Clicks `trigger` and returns the file it makes the page download. */
export async function download(page: Page, trigger: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger()]);
  return file;
}

/** The downloaded file's bytes. */
export async function downloadedBytes(file: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What started each request the page makes, listed under the name `nameOf` gives its path (none:
 * not listed): "parser" is the HTML (a preload, a script tag), "script" the app's code. A preload
 * the app's own request did not match shows as a second, script-initiated request.
 */
export async function requestInitiators(page: Page, nameOf: (pathname: string) => string | undefined) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const initiators: Record<string, string[]> = {};
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    const name = nameOf(new URL(request.url).pathname);
    if (name) initiators[name] = [...(initiators[name] ?? []), initiator.type];
  });
  return { initiators, cdp };
}
