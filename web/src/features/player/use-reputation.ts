import { CACHE_TIMES, type ReputationResponse } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.js";

/** A player's +Rep count (API.md §2.7); players without a Discord id cannot be repped. */
export function useReputation(discordId: string | undefined) {
  return useQuery({
    queryKey: ["reputation", discordId],
    queryFn: ({ signal }) => apiGet<ReputationResponse>("/api/fragboard/plusRep", { discordId }, signal),
    staleTime: CACHE_TIMES.reputation,
    enabled: discordId !== undefined,
  });
}
