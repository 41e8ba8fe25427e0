import { buildWebIfStale } from "./stale-build.js";

/** Run by the root `npm start` before the server. */
const result = await buildWebIfStale((line) => console.log(line));
// The API still starts: it serves the previous build, or a page saying how to build.
if (!result.ok) console.warn(`web app build failed; starting the API anyway\n${result.output}`);
