import type { FastifyInstance } from "fastify";
import mercurius, { type IResolvers, type MercuriusLoaders } from "mercurius";
import type { Db } from "../db/client.js";
import type { JsonCache } from "../http/json-cache.js";
import type { MediaUrl } from "../http/media-url.js";
import { currentSeason } from "../league/seasons.js";
import { GraphqlAnswers, registerAnswerCache } from "./answer-cache.js";
import { type GqlContext, once } from "./batch.js";
import { envelopeSerializerCompiler, envelopeValidatorCompiler, requireParsedDocument } from "./envelope.js";
import { errorFormatter } from "./errors.js";
import { leagueLoaders, leagueResolvers } from "./league/resolvers.js";
import { leagueSchema } from "./league/schema.js";
import { checkCost, limitRules, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS } from "./limits.js";
import { statsLoaders, statsResolvers } from "./stats/resolvers.js";
import { statsSchema } from "./stats/schema.js";

export type GraphqlOptions = {
  db: Db;
  /** The league's "today" (SIM_NOW or the wall clock): which season is current. */
  now: () => Date;
  /** Keeps successful answers until an ingest clears it; unset = every request executes (tests counting SQL). */
  cache?: JsonCache;
  /** Absolute media URLs under PUBLIC_URL; unset = paths. */
  mediaUrl?: MediaUrl;
};

type Endpoint = {
  path: string;
  schema: string;
  // biome-ignore lint/suspicious/noExplicitAny: mercurius types resolver parents as any
  resolvers: IResolvers<any, GqlContext>;
  loaders: MercuriusLoaders<GqlContext>;
};

/**
 * The league's two GraphQL endpoints, `{prefix}/graphql/core` and `{prefix}/graphql/stats`
 * (docs/api.md#graphql). Mercurius decorates the instance it is registered on, so each endpoint lives in its
 * own encapsulated child context.
 */
export async function graphqlRoutes(
  app: FastifyInstance,
  { db, now, cache, mediaUrl = (path) => path }: GraphqlOptions,
) {
  const answers = cache && new GraphqlAnswers(cache);
  const context = () => ({
    db,
    mediaUrl,
    currentSeason: once(async () => (await currentSeason(db, now()))?.number ?? null),
  });
  const endpoints: Endpoint[] = [
    { path: "/graphql/core", schema: leagueSchema, resolvers: leagueResolvers, loaders: leagueLoaders },
    { path: "/graphql/stats", schema: statsSchema, resolvers: statsResolvers, loaders: statsLoaders },
  ];
  for (const endpoint of endpoints) {
    await app.register(async (child) => {
      child.setValidatorCompiler(envelopeValidatorCompiler);
      child.setSerializerCompiler(envelopeSerializerCompiler);
      if (answers) registerAnswerCache(child, endpoint.path, answers);
      await child.register(mercurius, {
        ...endpoint,
        context,
        errorFormatter,
        queryDepth: MAX_QUERY_DEPTH,
        validationRules: limitRules,
        graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
        graphiql: false,
      });
      child.graphql.addHook("preValidation", async (_schema, document) => requireParsedDocument(document));
      child.graphql.addHook("preExecution", async (schema, document, _context, variables) => {
        checkCost(schema, document, variables ?? {});
      });
    });
  }
}
