import type { TestProject } from "vitest/node";
import { ensureWebBuild, missingChromium, startServer } from "../src/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

/**
 * Once per run: a current web build and one production server on a one-season league (seeded in
 * ~15 s instead of a minute; the current season with its played matches is all the pages show).
 */
export default async function setup(project: TestProject) {
  // No browser: say so in one line and how to get one, rather than a stack trace per test file.
  const missing = missingChromium();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  await ensureWebBuild();
  const server = await startServer({ seasons: 1 });
  project.provide("baseUrl", server.url);
  return server.stop;
}
