import { REDACTED_PASSWORD, type ServerListResponse, type ServerNotice } from "@fragboard/core";
import { and, asc, desc, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { serverNotices, servers } from "../../db/schema/index.js";

/**
 * docs/api.md#servers: the notice in force (the latest one, unless it says the servers are healthy) and
 * the servers still running at `now`. Private passwords are always redacted: only the owner may
 * see one, and owners are recognised once sessions exist.
 */
export async function serverList(db: Db, now: Date): Promise<ServerListResponse> {
  const [latest] = await db
    .select({ type: serverNotices.type, message: serverNotices.message })
    .from(serverNotices)
    .orderBy(desc(serverNotices.createdAt), desc(serverNotices.id))
    .limit(1);
  const running = await db
    .select()
    .from(servers)
    .where(and(isNull(servers.stoppedAt), gt(servers.expiresAt, now)))
    .orderBy(asc(servers.expiresAt), asc(servers.id));
  return {
    notice:
      latest && latest.type !== ""
        ? { type: latest.type as ServerNotice["type"], message: latest.message }
        : null,
    servers: running.map((s) => ({
      screenid: s.id,
      owner: s.ownerDiscordId,
      port: s.port,
      type: s.type,
      password: s.isPrivate ? REDACTED_PASSWORD : s.password,
      isPrivate: s.isPrivate,
      datetime: s.expiresAt.getTime(),
    })),
  };
}
