import { STREAM_NOTIFICATION_PREFIX, type TwitchStream, type UserNotification } from "@fragboard/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { ProviderError } from "../../providers/http.js";
import { streamNotification } from "../../providers/twitch/notifications.js";
import type { TwitchProvider } from "../../providers/twitch/provider.js";
import { readStreamIds, recordStreamReads } from "../../repositories/community/notifications.js";
import { currentSettings } from "../config/settings.js";

/** Twitch ends a broadcast after 48 hours: a read stream id older than that will not be listed again. */
const STREAM_READ_KEEP_MS = 48 * 60 * 60 * 1000;

/**
 * The league's live streams: the admin's channel list (Our rules 10) asked of Twitch, which the
 * provider answers from memory for 5 minutes. None when Twitch is not configured.
 */
export async function leagueStreams(db: Db, twitch: TwitchProvider): Promise<TwitchStream[]> {
  if (!twitch.configured) return [];
  const { twitchChannels } = await currentSettings(db);
  return twitch.liveStreams(twitchChannels);
}

/** As leagueStreams, but a Twitch outage only leaves the streams out of the menu (logged). */
export async function leagueStreamsOrNone(db: Db, twitch: TwitchProvider, log: FastifyBaseLogger) {
  try {
    return await leagueStreams(db, twitch);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ provider: error.provider, status: error.status }, error.message);
    return [];
  }
}

/** The live streams as menu entries, each read or not by this user. */
export async function streamEntries(
  db: Db,
  discordId: string,
  streams: readonly TwitchStream[],
): Promise<UserNotification[]> {
  if (streams.length === 0) return [];
  const readIds = await readStreamIds(
    db,
    discordId,
    streams.map((s) => s.id),
  );
  return streams.map((s) => ({ ...streamNotification(s), read: readIds.has(s.id) }));
}

/** Splits menu ids into stored notification numbers and Twitch stream ids. */
export function splitIds(ids: readonly string[]) {
  const streamIds = ids
    .filter((id) => id.startsWith(STREAM_NOTIFICATION_PREFIX))
    .map((id) => id.slice(STREAM_NOTIFICATION_PREFIX.length));
  return { streamIds, storedIds: ids.filter((id) => !id.startsWith(STREAM_NOTIFICATION_PREFIX)) };
}

/** Refuses (404, as for a stored one) a stream id that is not live in the league's channels now. */
export function checkLive(streamIds: readonly string[], live: readonly TwitchStream[]) {
  const liveIds = new Set(live.map((s) => s.id));
  const missing = streamIds.find((id) => !liveIds.has(id));
  if (missing !== undefined)
    throw httpError(404, `ids: no notification ${STREAM_NOTIFICATION_PREFIX}${missing} in your menu.`);
}

/** Marks streams read for one user, forgetting his reads of broadcasts that cannot be live any more. */
export async function markStreamsRead(db: Db, discordId: string, streamIds: readonly string[], now: Date) {
  if (streamIds.length === 0) return 0;
  return recordStreamReads(
    db,
    discordId,
    [...new Set(streamIds)],
    now,
    new Date(now.getTime() - STREAM_READ_KEEP_MS),
  );
}
