import { useQuery } from "@tanstack/react-query";
import { seasonMetadataQuery } from "../queries/league.js";

/** The current season, its tiers and whether it has started: every page starts from this (docs/api.md#season-metadata). */
export const useSeasonMetadata = () => useQuery(seasonMetadataQuery());
