import {
  errorBodySchema,
  settingsSchema,
  twitchStreamsBodySchema,
  twitchStreamsResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import type { TwitchProvider } from "../../providers/twitch/provider.js";
import { currentSettings } from "../config/settings.js";
import { sendProviderFailure } from "../provider-failure.js";

/** Twitch (docs/api.md#twitch): which league channels are live, through our app credentials. */
export const twitchRoutes: FastifyPluginAsyncZod<{ db: Db; twitch: TwitchProvider }> = async (
  app,
  { db, twitch },
) => {
  app.post(
    "/getTwitchUser",
    {
      // A read with a body (the channel list): it stores nothing.
      config: { cache: "twitch", invalidates: "nothing" },
      schema: {
        summary: "The live streams among these Twitch channels",
        description:
          "Answers { data: [] } when the server has no Twitch credentials (TWITCH_CLIENT_ID/_SECRET).",
        body: twitchStreamsBodySchema,
        response: { 200: twitchStreamsResponseSchema, 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        return { data: await twitch.liveStreams(request.body.twitchUsernames) };
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
    },
  );

  app.get(
    "/channels",
    {
      schema: {
        summary: "The league's Twitch channels (admin settings) and whether Twitch is configured",
        response: {
          200: z.object({ channels: settingsSchema.shape.twitchChannels, configured: z.boolean() }),
        },
      },
    },
    async () => ({ channels: (await currentSettings(db)).twitchChannels, configured: twitch.configured }),
  );
};
