import { buildWebIfStale } from "@fragboard/server";

/** Builds web/dist unless it is newer than every source, so the server hosts the code under test. */
export async function ensureWebBuild(): Promise<void> {
  const result = await buildWebIfStale();
  if (!result.ok) throw new Error(`web build failed:\n${result.output}`);
}
