import { type AccoladeRecord, CACHE_TIMES } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.js";

/** Badges GMs gave the player (championships, all-star, MVP...), newest season first. */
export function useAccolades(playerId: string) {
  return useQuery({
    queryKey: ["accolades", playerId],
    queryFn: ({ signal }) => apiGet<AccoladeRecord[]>("/api/fragboard/accolades", { playerId }, signal),
    // Awarded by hand a few times a season: as fresh as the rest of his profile.
    staleTime: CACHE_TIMES.profileBundle,
  });
}
