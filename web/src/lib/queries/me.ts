import type { LocalMembersResponse, MeResponse } from "@fragboard/core";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../api-client.js";
import { restQuery } from "./query-options.js";

const PATH = "/api/me";

/**
 * Who is signed in (docs/api.md#sign-in). Never cached by the server; kept a minute here and
 * refetched on focus, so a sign-out in another tab shows up. Sign-in and sign-out set it directly.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: [PATH, {}] as const,
    queryFn: ({ signal }) => apiGet<MeResponse>(PATH, {}, signal),
    staleTime: 60_000,
  });

/** The demo sign-in page's member search (only answered in the local mode). */
export const localMembersQuery = (q: string) =>
  restQuery<LocalMembersResponse>("/api/auth/local/members", { q }, 0);
