import {
  errorBodySchema,
  playerCareerQuerySchema,
  playerCareerResponseSchema,
  playerStatsQuerySchema,
  playerStatsResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { BoundedAnswers } from "../../http/bounded-answers.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { cachedListRoute } from "../../http/read-routes.js";
import { playerCareer } from "./career.js";
import { playerStats } from "./player-stats.js";
import { SeasonLines } from "./season-lines.js";

/** About 5,000 answers of 4 KB: docs/architecture.md#caching. */
const PLAYER_STATS_BYTES = 20 * 1024 * 1024;
/**
 * Lines kept in memory for new filters: about 3 KB of heap each (the bench's heap grew ~10 MB for
 * ~3,600), so ~60 MB at most; a whole completed season of the default league is ~12,000 lines.
 */
const SEASON_LINES = 20_000;

/**
 * A player's depth (docs/api.md#player-depth): his stats over the maps a filter keeps and his
 * career. Both are folds of his stored per-map lines through the core season functions, kept per
 * whole query until an ingest (the filtered ones in a byte-bounded store: there are too many);
 * a filter not asked before folds his season's lines, read once and kept (season-lines.ts).
 */
export const playerDepthRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache }> = async (
  app,
  { db, cache },
) => {
  // Every player under every filter is more answers than memory: a byte budget keeps the recent ones.
  const filtered = new BoundedAnswers(cache, PLAYER_STATS_BYTES);
  const seasonLines = new SeasonLines(db, cache, SEASON_LINES);
  app.get(
    "/player-stats",
    {
      config: { cache: "playerStats" },
      schema: {
        summary: "A player's season figures over the maps a filter keeps, and his per-map table",
        querystring: playerStatsQuerySchema,
        response: { 200: playerStatsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `playerStats:${JSON.stringify(query)}`;
      return sendJson(
        reply,
        await filtered.get(key, playerStatsResponseSchema, () => playerStats(db, seasonLines, query)),
      );
    },
  );

  cachedListRoute(app, cache, "/player-career", {
    data: "playerCareer",
    summary: "A player's seasons, his rating map by map across them and his team history",
    querystring: playerCareerQuerySchema,
    response: playerCareerResponseSchema,
    build: ({ steam64Id }) => playerCareer(db, steam64Id),
  });
};
