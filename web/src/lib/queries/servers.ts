import { SERVER_LIST_POLL_MS, type ServerDetailsResponse, type ServerListResponse } from "@fragboard/core";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../api-client.js";

const LIST_PATH = "/api/servers";
const DETAILS_PATH = "/api/servers/deets";

/**
 * The running servers and the notice (docs/api.md#servers). One refetch timer, every 3 minutes
 * (API.md "Our rules" 8); requests and stops invalidate it at once.
 */
export const serverListQuery = () =>
  queryOptions({
    queryKey: [LIST_PATH, {}] as const,
    queryFn: ({ signal }) => apiGet<ServerListResponse>(LIST_PATH, {}, signal),
    staleTime: 0,
    refetchInterval: SERVER_LIST_POLL_MS,
  });

export const SERVER_LIST_KEY = serverListQuery().queryKey;

/** A server's own status answer; `ready` holds it back until the row has been shown a moment. */
export const serverDetailsQuery = (port: number, ready: boolean) =>
  queryOptions({
    queryKey: [DETAILS_PATH, { port }] as const,
    queryFn: ({ signal }) =>
      apiRequest<ServerDetailsResponse>(DETAILS_PATH, { method: "POST", body: { port }, signal }),
    enabled: ready,
    staleTime: SERVER_LIST_POLL_MS,
    retry: false,
  });
