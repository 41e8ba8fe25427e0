import {
  errorBodySchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
  userNotificationSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import type { TwitchProvider } from "../../providers/twitch/provider.js";
import { sendProviderFailure } from "../provider-failure.js";
import { markRead, notificationsOf } from "./list.js";
import {
  checkLive,
  leagueStreams,
  leagueStreamsOrNone,
  markStreamsRead,
  splitIds,
  streamEntries,
} from "./streams.js";

/**
 * The notifications menu of the signed-in user (docs/api.md#notifications): never anyone else's,
 * so the session names the user and nothing in the request does. Live league streams come first
 * (when Twitch is configured), then the stored notifications, newest first.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sessions: Sessions;
  twitch: TwitchProvider;
  limits: RateLimits;
}> = async (app, { db, sessions, twitch, limits }) => {
  app.get(
    "/notifications",
    {
      onRequest: requireSession(sessions),
      schema: {
        summary: "The signed-in user's notifications (live league streams, then stored ones) and read state",
        response: { 200: userNotificationSchema.array(), 401: errorBodySchema },
      },
    },
    async (request) => {
      const discordId = sessionOf(request).sub;
      const [live, stored] = await Promise.all([
        leagueStreamsOrNone(db, twitch, request.log),
        notificationsOf(db, discordId),
      ]);
      return [...(await streamEntries(db, discordId, live)), ...stored];
    },
  );

  app.post(
    "/notifications/read",
    {
      onRequest: requireSession(sessions),
      config: { rateLimit: writeLimit(limits), invalidates: "nothing" },
      schema: {
        summary: "Marks some (ids) or all of the signed-in user's notifications read",
        body: notificationsReadBodySchema,
        response: {
          200: notificationsReadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const discordId = sessionOf(request).sub;
      const now = new Date();
      if (!request.body.ids) {
        const live = await leagueStreamsOrNone(db, twitch, request.log);
        const marked = await markRead(db, discordId, "all");
        return {
          marked:
            marked +
            (await markStreamsRead(
              db,
              discordId,
              live.map((s) => s.id),
              now,
            )),
        };
      }
      const { streamIds, storedIds } = splitIds(request.body.ids);
      if (streamIds.length > 0) {
        let live: Awaited<ReturnType<typeof leagueStreams>>;
        try {
          live = await leagueStreams(db, twitch);
        } catch (error) {
          return sendProviderFailure(reply, error);
        }
        // Streams are checked before anything is stored, and markRead checks the rest before its
        // insert: a refusal changes nothing.
        checkLive(streamIds, live);
      }
      const marked = await markRead(db, discordId, storedIds);
      return { marked: marked + (await markStreamsRead(db, discordId, streamIds, now)) };
    },
  );
};
