import type { FastifyInstance } from "fastify";
import mercurius, { type IResolvers, type MercuriusLoaders } from "mercurius";
import type { Db } from "../db/client.js";
import { BoundedAnswers } from "../http/bounded-answers.js";
import type { JsonCache } from "../http/json-cache.js";
import type { MediaUrl } from "../http/media-url.js";
import { currentSeason } from "../repositories/league/seasons.js";
import { MAX_GRAPHQL_ANSWER_BYTES, registerAnswerCache } from "./answer-cache.js";
import { type GqlContext, once } from "./batch.js";
import {
  envelopeSerializerCompiler,
  envelopeValidatorCompiler,
  requireParsedDocument,
  requireStorableText,
} from "./envelope.js";
import { errorFormatter } from "./errors.js";
import { leagueLoaders, leagueResolvers } from "./league/resolvers.js";
import { leagueSchema } from "./league/schema.js";
import {
  checkCost,
  type ListCounter,
  limitRules,
  MAX_QUERY_DEPTH,
  MAX_QUERY_TOKENS,
  noIntrospection,
} from "./limits.js";
import { statsListCounter, statsLoaders, statsResolvers } from "./stats/resolvers.js";
import { statsSchema } from "./stats/schema.js";

export type GraphqlOptions = {
  db: Db;
  /** The league's "today" (SIM_NOW or the wall clock): which season is current. */
  now: () => Date;
  /** Keeps successful answers until an ingest clears it; unset = every request executes (tests counting SQL). */
  cache?: JsonCache;
  /** Absolute media URLs under PUBLIC_URL; unset = paths. */
  mediaUrl?: MediaUrl;
  /** __schema / __type answered (GRAPHQL_INTROSPECTION=on); refused by default. */
  introspection?: boolean;
};

type Endpoint = {
  path: string;
  schema: string;
  // biome-ignore lint/suspicious/noExplicitAny: mercurius types resolver parents as any
  resolvers: IResolvers<any, GqlContext>;
  loaders: MercuriusLoaders<GqlContext>;
  /** Sizes of its root lists, counted in the data (graphql/limits.ts). */
  counter?: ListCounter;
};

/**
 * The league's two GraphQL endpoints, `{prefix}/graphql/core` and `{prefix}/graphql/stats`
 * (docs/api.md#graphql). Mercurius decorates the instance it is registered on, so each endpoint lives in its
 * own encapsulated child context.
 */
export async function graphqlRoutes(
  app: FastifyInstance,
  { db, now, cache, mediaUrl = (path) => path, introspection = false }: GraphqlOptions,
) {
  const answers = cache && new BoundedAnswers(cache, MAX_GRAPHQL_ANSWER_BYTES);
  const context = () => ({
    db,
    mediaUrl,
    currentSeason: once(async () => (await currentSeason(db, now()))?.number ?? null),
  });
  const endpoints: Endpoint[] = [
    { path: "/graphql/core", schema: leagueSchema, resolvers: leagueResolvers, loaders: leagueLoaders },
    {
      path: "/graphql/stats",
      schema: statsSchema,
      resolvers: statsResolvers,
      loaders: statsLoaders,
      counter: statsListCounter(db),
    },
  ];
  for (const { counter, ...endpoint } of endpoints) {
    await app.register(async (child) => {
      child.setValidatorCompiler(envelopeValidatorCompiler);
      child.setSerializerCompiler(envelopeSerializerCompiler);
      // Both schemas are read-only: a POST asks a query, it writes nothing (http/invalidation.ts).
      child.addHook("onRoute", (route) => {
        route.config = { ...route.config, invalidates: "nothing" };
      });
      if (answers) registerAnswerCache(child, endpoint.path, answers);
      await child.register(mercurius, {
        ...endpoint,
        context,
        errorFormatter,
        queryDepth: MAX_QUERY_DEPTH,
        validationRules: introspection ? limitRules : [...limitRules, noIntrospection],
        graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
        graphiql: false,
      });
      child.graphql.addHook("preValidation", async (_schema, document) => requireParsedDocument(document));
      child.graphql.addHook("preExecution", async (schema, document, _context, variables) => {
        requireStorableText(document, variables ?? {});
        await checkCost(schema, document, variables ?? {}, counter);
      });
    });
  }
}
