import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { launchChromium } from "../src/index.js";

export const baseUrl = inject("baseUrl");

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/**
 * One Chromium for the test file; every page gets its own context (empty local storage, so the
 * list starts from its defaults), closed after each test.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error("the browser starts in beforeAll");
      const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, ...options });
      contexts.push(context);
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
