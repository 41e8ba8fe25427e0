import type { MatchType } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { type HistoryMap, matchHistoryQuery } from "../../../lib/queries/player.js";

const newestFirst = (data: { findManyMatch: HistoryMap[] }) =>
  [...data.findManyMatch].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The player's maps of the selected season and match type, newest first. */
export const useMatchHistory = (playerName: string, season: number | null, matchType: MatchType) =>
  useQuery({ ...matchHistoryQuery(playerName, season, matchType), select: newestFirst });
