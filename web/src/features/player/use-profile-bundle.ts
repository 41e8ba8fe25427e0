import { CACHE_TIMES, type ProfileBundle } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.js";

/**
 * Profile, team history and the rest of the bundle (API.md §2.8, Our rules 2). Unlike the old
 * client it waits for a Discord id instead of asking for `discordId=undefined`.
 */
export function useProfileBundle(discordId: string | undefined) {
  return useQuery({
    queryKey: ["profileBundle", discordId],
    queryFn: ({ signal }) => apiGet<ProfileBundle>("/api/profile", { discordId }, signal),
    staleTime: CACHE_TIMES.profileBundle,
    enabled: discordId !== undefined,
  });
}
