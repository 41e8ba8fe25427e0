import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { cachedPlayersQuery } from "../queries/league.js";
import { useSeasonMetadata } from "./season-metadata.js";

/**
 * Discord id -> league player name of the current season, for bylines (articles: "author = player
 * with matching discordId, else Anonymous"). Empty until the roster has loaded.
 */
export function useAuthorNames(): ReadonlyMap<string, string> {
  const season = useSeasonMetadata().data?.number ?? null;
  const players = useQuery(cachedPlayersQuery(season)).data?.data;
  return useMemo(
    () => new Map((players ?? []).flatMap((p) => (p.discordId ? [[p.discordId, p.name] as const] : []))),
    [players],
  );
}

export const ANONYMOUS_AUTHOR = "Anonymous";

/** The byline of a post: its author's player name, else Anonymous. */
export const authorName = (names: ReadonlyMap<string, string>, discordId: string | null) =>
  (discordId && names.get(discordId)) || ANONYMOUS_AUTHOR;
