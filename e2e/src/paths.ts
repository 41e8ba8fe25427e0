import { fileURLToPath } from "node:url";

/** The repository root: commands run from here (`npm -w web`, `node --import tsx server/...`). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
