import {
  buildSearchIndex,
  type SearchIndex,
  search,
  searchQuerySchema,
  searchResponseSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { BoundedAnswers } from "../../http/bounded-answers.js";
import { type JsonCache, sendJson } from "../../http/json-cache.js";
import { searchRecords } from "../../repositories/players/search-records.js";
import { KeptIndex } from "./kept-index.js";

/** Every player, the latest season's teams and the active franchises, as search results. */
async function loadIndex(db: Db): Promise<SearchIndex> {
  const records = await searchRecords(db);
  return buildSearchIndex([
    ...records.players.map((p) => ({
      kind: "player" as const,
      name: p.name,
      id: p.id,
      tier: p.tier,
      team: p.team,
      franchise: p.franchise,
    })),
    ...records.teams.map((t) => ({
      kind: "team" as const,
      name: t.name,
      id: t.id,
      tier: t.tier,
      team: t.franchiseName,
      franchise: t.franchise,
    })),
    ...records.franchises.map((f) => ({
      kind: "franchise" as const,
      name: f.name,
      id: f.prefix,
      tier: null,
      team: null,
      franchise: f.prefix,
      aliases: [f.prefix],
    })),
  ]);
}

/** About 20,000 answers of 1 KB: what people type is mostly the same few letters. */
const SEARCH_ANSWER_BYTES = 20 * 1024 * 1024;
/** Ingests come in bursts (an import, a match's maps): the index is built again once they pause. */
const REBUILD_AFTER_MS = 500;

/**
 * `GET /api/fragboard/search?q=` (docs/api.md#search): answered from an in-memory index, built by
 * the first search and again in the background after every ingest (kept-index.ts), so a keystroke costs a scan of a few
 * thousand short strings and no database round trip. The answers are kept too, as bytes
 * (ETag, compressed once) within a byte budget: the first letters of names are typed over and
 * over, and a kept answer skips the scan, the response's validation and its compression, most of
 * a search's time (bench/README.md, player-depth).
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache }> = async (
  app,
  { db, cache },
) => {
  const index = new KeptIndex(
    () => loadIndex(db),
    cache,
    REBUILD_AFTER_MS,
    (error) => app.log.warn({ err: error }, "building the search index failed; the next search tries again"),
  );
  app.addHook("onClose", () => index.close());
  const answers = new BoundedAnswers(cache, SEARCH_ANSWER_BYTES);
  app.get(
    "/search",
    {
      config: { cache: "search" },
      schema: {
        summary: "Players (by any part of the name or CSC id), teams and franchises matching a text",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      const answer = await answers.get(
        `search:${JSON.stringify([q, limit])}`,
        searchResponseSchema,
        async () => ({
          q,
          results: search(await index.get(), q, limit),
        }),
      );
      return sendJson(reply, answer);
    },
  );
};
