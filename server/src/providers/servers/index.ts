import type { Config } from "../../config.js";
import { dathostProvider } from "./dathost.js";
import type { GameServerProvider } from "./provider.js";
import { sandboxProvider } from "./sandbox.js";

/** The provider SERVER_PROVIDER names (docs/operations.md#game-servers). */
export function gameServerProvider(settings: Config["serverProvider"]): GameServerProvider {
  return settings.kind === "dathost"
    ? dathostProvider({ ...settings, apiUrl: settings.apiUrl ?? undefined })
    : sandboxProvider(settings.host);
}
