import type { FastifyInstance } from "fastify";
import mercurius, { type IResolvers, type MercuriusLoaders } from "mercurius";
import type { Db } from "../db/client.js";
import type { JsonCache } from "../http/json-cache.js";
import { currentSeason } from "../league/seasons.js";
import { GraphqlAnswers, registerAnswerCache } from "./answer-cache.js";
import { type GqlContext, once } from "./batch.js";
import { coreLoaders, coreResolvers } from "./core/resolvers.js";
import { coreSchema } from "./core/schema.js";
import { envelopeSerializerCompiler, envelopeValidatorCompiler } from "./envelope.js";
import { errorFormatter } from "./errors.js";
import { statsLoaders, statsResolvers } from "./stats/resolvers.js";
import { statsSchema } from "./stats/schema.js";

export type GraphqlOptions = {
  db: Db;
  /** The league's "today" (SIM_NOW or the wall clock): which season is current. */
  now: () => Date;
  /** Keeps successful answers until an ingest clears it; unset = every request executes (tests counting SQL). */
  cache?: JsonCache;
};

/** Deep enough for every operation of API.md §4 (matches -> home -> franchise -> logo -> url). */
const QUERY_DEPTH = 8;

type Endpoint = {
  path: string;
  schema: string;
  // biome-ignore lint/suspicious/noExplicitAny: mercurius types resolver parents as any
  resolvers: IResolvers<any, GqlContext>;
  loaders: MercuriusLoaders<GqlContext>;
};

/**
 * The league's two GraphQL endpoints, `{prefix}/graphql/core` and `{prefix}/graphql/stats`
 * (API.md §4). Mercurius decorates the instance it is registered on, so each endpoint lives in its
 * own encapsulated child context.
 */
export async function graphqlRoutes(app: FastifyInstance, { db, now, cache }: GraphqlOptions) {
  const answers = cache && new GraphqlAnswers(cache);
  const context = () => ({
    db,
    currentSeason: once(async () => (await currentSeason(db, now()))?.number ?? null),
  });
  const endpoints: Endpoint[] = [
    { path: "/graphql/core", schema: coreSchema, resolvers: coreResolvers, loaders: coreLoaders },
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
        queryDepth: QUERY_DEPTH,
        graphiql: false,
      });
    });
  }
}
