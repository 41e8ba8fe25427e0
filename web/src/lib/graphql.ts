import { ApiError, apiRequest } from "./api-client.js";
import { requestName } from "./request-names.js";

/** The league's two GraphQL endpoints, both ours (docs/api.md#graphql). */
const GRAPHQL_ENDPOINTS = { core: "/api/graphql/core", stats: "/api/graphql/stats" } as const;
export type GraphqlEndpoint = keyof typeof GRAPHQL_ENDPOINTS;

type GraphqlBody<T> = { data?: T | null; errors?: { message: string }[] };

/**
 * Runs one operation (docs/api.md#graphql) through the shared client, so it gets the same timeout and
 * error handling as REST. GraphQL answers errors with status 200, so they are turned into an
 * ApiError here instead of reaching the page as missing data.
 */
export async function graphqlRequest<T>(
  endpoint: GraphqlEndpoint,
  operation: { operationName: string; query: string; variables: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<T> {
  const body = await apiRequest<GraphqlBody<T>>(GRAPHQL_ENDPOINTS[endpoint], {
    method: "POST",
    body: operation,
    signal,
  });
  const [first] = body.errors ?? [];
  if (first || !body.data) {
    const error = new ApiError(first?.message ?? "The GraphQL answer had no data", 200, "GRAPHQL_ERROR");
    error.what = requestName(GRAPHQL_ENDPOINTS[endpoint], operation.operationName);
    throw error;
  }
  return body.data;
}
