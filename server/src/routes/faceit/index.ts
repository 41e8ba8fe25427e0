import {
  errorBodySchema,
  faceitLookupQuerySchema,
  faceitLookupResponseSchema,
  faplStatsResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FaceitProvider } from "../../providers/faceit/provider.js";
import { sendProviderFailure } from "../provider-failure.js";

/** FACEIT figures (docs/api.md#faceit) from the FACEIT provider: stored, or FACEIT's Data API. */
export const faceitRoutes: FastifyPluginAsyncZod<{ faceit: FaceitProvider }> = async (app, { faceit }) => {
  app.get(
    "/playerlookup",
    {
      config: { cache: "faceitLookup" },
      schema: {
        summary: "A player's FACEIT level, highest level and Elo, by steam id",
        description:
          "null when we know of no FACEIT account for him (an answer like any other, cached, so a browser logs no failed request); 503 with Retry-After when FACEIT rate-limits us and nothing is stored.",
        querystring: faceitLookupQuerySchema,
        response: { 200: faceitLookupResponseSchema.nullable(), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { steamId } = request.query;
      try {
        return (await faceit.lookup(steamId)) ?? null;
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
    },
  );

  app.get(
    "/fapl/stats",
    {
      config: { cache: "faplStats" },
      schema: {
        summary: "Player stats of the league's two FACEIT hubs, Upper and Lower",
        response: { 200: faplStatsResponseSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        return await faceit.faplStats();
      } catch (error) {
        return sendProviderFailure(reply, error);
      }
    },
  );
};
