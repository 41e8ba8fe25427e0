import type { TestProject } from "vitest/node";
import { ensureWebBuild, missingChromium, startServer } from "../src/index.js";

const JOURNEY_SEASONS = 3;

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
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
  await ensureWebBuild();
  const server = await startServer({ seasons: JOURNEY_SEASONS });
  project.provide("baseUrl", server.url);
  return server.stop;
}
