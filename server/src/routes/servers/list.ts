import type { ServerListResponse } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { latestServerNotice } from "../../repositories/servers/notices.js";
import type { GameServers } from "./game-servers.js";

/**
 * docs/api.md#servers: the notice in force (the latest one, unless it says the servers are healthy) and
 * the servers still running at `now`. A private server's password is shown to its owner only.
 */
export async function serverList(
  db: Db,
  gameServers: GameServers,
  now: Date,
  viewer: string | null,
): Promise<ServerListResponse> {
  const latest = await latestServerNotice(db);
  const running = await gameServers.running(now);
  return {
    notice: latest && latest.type !== "" ? { type: latest.type, message: latest.message } : null,
    servers: running.map((row) => gameServers.listed(row, viewer)),
  };
}
