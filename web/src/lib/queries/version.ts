import { CACHE_TIMES, type VersionResponse } from "@fragboard/core";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../api-client.js";

const PATH = "/api/version";

/**
 * The build the server runs (docs/api.md#system), polled to offer a reload after a deploy. `onAnswer`
 * sees every answer as it arrives, before any render (a render can be skipped between two).
 */
export const versionQuery = (onAnswer: (version: VersionResponse) => void = () => {}) =>
  queryOptions({
    queryKey: [PATH, {}] as const,
    queryFn: async ({ signal }) => {
      const version = await apiGet<VersionResponse>(PATH, {}, signal);
      onAnswer(version);
      return version;
    },
    staleTime: CACHE_TIMES.version,
    // A background check: its failure is not the user's business (web/src/lib/failed-queries.ts).
    meta: { background: true },
  });
