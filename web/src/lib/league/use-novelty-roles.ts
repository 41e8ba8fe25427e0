import { CACHE_TIMES, type Settings } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api-client.js";

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Joke role labels by steam id, admin-edited configuration (`GET /api/config`, API.md "Our rules"
 * 10). They only decorate the role, so while they load or if they fail the computed role shows.
 */
export function useNoveltyRoles(): ReadonlyMap<string, string> {
  const query = useQuery({
    queryKey: ["config"],
    queryFn: ({ signal }) => apiGet<Pick<Settings, "noveltyRoles">>("/api/config", undefined, signal),
    select: (config) => new Map(Object.entries(config.noveltyRoles)),
    staleTime: CACHE_TIMES.cachedPlayers,
    retry: false,
  });
  return query.data ?? NONE;
}
