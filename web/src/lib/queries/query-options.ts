import type { QueryParams } from "@fragboard/core";
import { type QueryClient, queryOptions, skipToken } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../api-client.js";
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

/**
 * After the user's own write, reads a restQuery again past the browser's HTTP cache: the answer
 * replaces the query's data and also the copy the browser keeps for the route's max-age, so a
 * page reload shows the new one too (a plain refetch would be answered from that copy).
 */
export function refetchAfterWrite<T>(queryClient: QueryClient, path: string, params: QueryParams) {
  return queryClient.fetchQuery({
    queryKey: [path, params] as const,
    queryFn: ({ signal }) => apiRequest<T>(path, { query: params, signal, cache: "reload" }),
    staleTime: 0,
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
