import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { errorBodySchema } from "@fragboard/core";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * OpenAPI 3.1 for the REST routes at `{prefix}/docs/json`, with Swagger UI at `{prefix}/docs`,
 * generated from the zod schemas that validate the requests. Routes bring their summary; the
 * error answers every route shares are added here, so no route repeats them.
 */

const isZod = (value: unknown) => value instanceof z.ZodType;

/** The failures any REST route can answer: bad input when it takes any, throttling, our own fault. */
function addSharedErrors(route: RouteOptions) {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const inputs = [schema.querystring, schema.params, schema.body].filter(Boolean);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  // Mercurius declares its routes in JSON Schema; they answer errors in the GraphQL envelope.
  if (![...inputs, ...Object.values(response)].some(isZod)) return;
  schema.response = {
    ...(inputs.length > 0 ? { 400: errorBodySchema } : {}),
    429: errorBodySchema,
    500: errorBodySchema,
    ...response,
  };
}

/** `/api/graphql/core` -> `core`. */
const GRAPHQL_PATH = /\/graphql\/(\w+)$/;

/**
 * The zod routes go through fastify-type-provider-zod; the GraphQL endpoints are documented as
 * the POST they are (GET is the same operation in a query string) with mercurius' own schemas.
 */
const documentRoute: SwaggerTransform = (document) => {
  const { schema, url, route } = document;
  const graphql = GRAPHQL_PATH.exec(url)?.[1];
  if (graphql) {
    if (route.method !== "POST") return { schema: { hide: true }, url };
    const summary = `GraphQL ${graphql} endpoint (docs/api.md#graphql): { query, operationName?, variables? }`;
    return { schema: { ...schema, summary, tags: ["graphql"] }, url };
  }
  const transformed = jsonSchemaTransform(document);
  // Routes are grouped by their first segment below the API prefix: csc, fragboard, profile...
  const tags = schema?.tags ?? [url.split("/")[2] ?? "api"];
  return { ...transformed, schema: { ...transformed.schema, tags } };
};

export async function registerOpenApi(api: FastifyInstance, { version }: { version: string }) {
  api.addHook("onRoute", addSharedErrors);
  await api.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Fragboard API",
        version,
        description:
          "League data, stats and community endpoints of Fragboard. Errors are `{ error: { code, message } }`.",
      },
      components: {
        securitySchemes: {
          session: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          sessionCookie: { type: "apiKey", in: "cookie", name: "jwt" },
        },
      },
    },
    transform: documentRoute,
  });
  // The UI's asset links are absolute: they need the /api prefix this plugin is mounted under.
  await api.register(swaggerUi, { routePrefix: "/docs", indexPrefix: "/api" });
}
