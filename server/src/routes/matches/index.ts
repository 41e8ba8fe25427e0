import {
  errorBodySchema,
  headToHeadQuerySchema,
  headToHeadResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  matchParamsSchema,
  matchResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { BoundedAnswers } from "../../http/bounded-answers.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { cachedListRoute } from "../../http/read-routes.js";
import type { BoxScores } from "../fragboard/box-scores.js";
import { headToHeadOf } from "./head-to-head.js";
import { seasonMatches } from "./match-list.js";
import { hasMapDetail, mapDetailAnswer, matchPage } from "./match-page.js";

/**
 * Match pages and head-to-heads kept at once, in bytes: a match page is 20 to 120 KB of JSON
 * (three maps with their kill feeds), so 24 MiB holds a few hundred of the most viewed.
 */
const MATCH_ANSWER_BYTES = 24 * 1024 * 1024;
/**
 * Played maps' parts of match pages kept at once, in bytes (20 to 40 KB each): these outlive
 * other maps' ingests, so a page rebuilt after one reads only its header (http/played-maps.ts).
 */
const MAP_DETAIL_BYTES = 16 * 1024 * 1024;

/**
 * The match centre under /api/fragboard (docs/api.md#matches): a season's results and fixtures,
 * one match's page, and a head-to-head. All three are built once and served as the same bytes
 * until an ingest; the list is one entry per filter, the pages share a byte budget (there is one
 * per match ever viewed).
 */
export const matchesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache: JsonCache;
  boxScores: BoxScores;
}> = async (app, { db, cache, boxScores }) => {
  const pages = new BoundedAnswers(cache, MATCH_ANSWER_BYTES);
  const mapDetails = new BoundedAnswers(cache, MAP_DETAIL_BYTES, "played-map");
  // Built ahead with the map's box score: a match page's first read after an ingest reads its header only.
  boxScores.alsoBuild({
    has: (map) => hasMapDetail(mapDetails, map.matchId),
    build: (map) => mapDetailAnswer(db, mapDetails, map.matchId),
  });

  cachedListRoute(app, cache, "/matches", {
    data: "matches",
    summary: "A season's results and fixtures by match day, filtered by tier, franchise and played/upcoming",
    querystring: matchesQuerySchema,
    response: matchesResponseSchema,
    build: (query) => seasonMatches(db, query),
  });

  app.get(
    "/matches/:id",
    {
      config: { cache: "match" },
      schema: {
        summary:
          "One match: header, veto, and each map's scoreboard, rounds with kill feed, highlights, matchup",
        params: matchParamsSchema,
        response: { 200: matchResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendJson(
        reply,
        await pages.get(`match:${id}`, matchResponseSchema, () => matchPage(db, id, mapDetails)),
      );
    },
  );

  app.get(
    "/head-to-head",
    {
      config: { cache: "headToHead" },
      schema: {
        summary: "Every map two teams or franchises played against each other, with their records",
        querystring: headToHeadQuerySchema,
        response: { 200: headToHeadResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { teams } = request.query;
      const key = `h2h:${teams.join(",")}`;
      return sendJson(reply, await pages.get(key, headToHeadResponseSchema, () => headToHeadOf(db, teams)));
    },
  );
};
