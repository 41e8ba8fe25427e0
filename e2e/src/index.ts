export {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  launchChromium,
  launchChromiumServer,
  missingChromium,
} from "./chromium.js";
export { REPO_ROOT } from "./paths.js";
export { E2E_JWT_SECRET, type RunningServer, startServer } from "./server.js";
export { ensureWebBuild } from "./web-build.js";
