import { errorBodySchema, seasonQuerySchema, standingsResponseSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { seasonStandings } from "./season-standings.js";

/**
 * `GET /api/fragboard/standings?season=` (docs/api.md#standings): computed on the
 * server by the core rules and pre-serialised like the other lists, so the page downloads a few
 * kilobytes of table instead of every map of the tier.
 */
export const standingsRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/standings",
    {
      config: { cache: "standings" },
      schema: {
        summary: "Every tier's standings of a season, with Elo, SoS and the tie-breakers used (§7.15)",
        querystring: seasonQuerySchema,
        response: { 200: standingsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { season } = request.query;
      const json = await cache.get(`standings:${season}`, standingsResponseSchema, () =>
        seasonStandings(db, season),
      );
      return sendJson(reply, json);
    },
  );
};
