import type { TestProject } from "vitest/node";
import { ensureWebBuild, launchChromiumServer, missingChromium, startServer } from "../src/index.js";

const JOURNEY_SEASONS = 3;

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The run's Chromium, for `chromium.connect` (e2e/test/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Once per run: a current web build and one production server for every journey, on a league of
 * three seasons (not the default's many: seeded in well under a minute): the current season with
 * its played matches is what most pages show, the previous season's playoffs give the match
 * centre its best-of-three series, and the career tab needs three seasons.
 */
export default async function setup(project: TestProject) {
  // No browser: say so in one line and how to get one, rather than a stack trace per test file.
  const missing = missingChromium();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  // One browser for the whole run, started while the server starts: a launch per test file cost
  // seconds each on a loaded machine. Each file connects to it and closes only its own contexts.
  const [launched, started] = await Promise.allSettled([
    launchChromiumServer(),
    ensureWebBuild().then(() => startServer({ seasons: JOURNEY_SEASONS })),
  ]);
  if (launched.status === "rejected" || started.status === "rejected") {
    if (launched.status === "fulfilled") await launched.value.close();
    if (started.status === "fulfilled") await started.value.stop();
    throw launched.status === "rejected" ? launched.reason : (started as PromiseRejectedResult).reason;
  }
  const [browser, server] = [launched.value, started.value];
  project.provide("baseUrl", server.url);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await Promise.all([server.stop(), browser.close()]);
  };
}
