import { CACHE_TIMES, type SeasonMetadataResponse } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api-client.js";

/** The current season, its tiers and whether it has started: every page starts from this (API.md §2.1). */
export function useSeasonMetadata() {
  return useQuery({
    queryKey: ["seasonMetadata"],
    queryFn: ({ signal }) =>
      apiGet<SeasonMetadataResponse>("/api/csc/cached-season-metadata", undefined, signal),
    staleTime: CACHE_TIMES.seasonMetadata,
  });
}
