import { queryOptions, skipToken } from "@tanstack/react-query";
import { apiGet, type QueryParams } from "../api-client.js";
import { type GraphqlEndpoint, graphqlRequest } from "../graphql.js";

/**
 * The two shapes every query of the app takes. The key is built from exactly what the request
 * sends (path and parameters; endpoint, operation and variables), so two requests that differ in
 * any parameter can never share a cache entry and a changed selection always refetches.
 * `ready: false` (a season not loaded yet) keeps the query idle instead of sending a half request.
 */

export function restQuery<T>(path: string, params: QueryParams, staleTime: number, ready = true) {
  return queryOptions({
    queryKey: [path, params] as const,
    queryFn: ready ? ({ signal }) => apiGet<T>(path, params, signal) : skipToken,
    staleTime,
  });
}

export function graphqlQuery<T>(
  endpoint: GraphqlEndpoint,
  operation: { operationName: string; query: string; variables: Record<string, unknown> },
  staleTime: number,
  ready = true,
) {
  const { operationName, variables } = operation;
  return queryOptions({
    queryKey: ["graphql", endpoint, operationName, variables] as const,
    queryFn: ready ? ({ signal }) => graphqlRequest<T>(endpoint, operation, signal) : skipToken,
    staleTime,
  });
}
