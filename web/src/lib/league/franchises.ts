import type { GqlFranchise } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { franchisesQuery } from "../queries/franchises.js";
import { useSelection } from "./selection.js";

/** The franchises answer (API.md §4.1.4): the franchise list, franchise pages and team pages read it. */
export type Franchise = GqlFranchise;

/** The franchises of the selected season (pending until the selection knows its season). */
export function useFranchises() {
  const { season } = useSelection();
  const query = useQuery({ ...franchisesQuery(season), select: (data) => data.franchises });
  return { ...query, season };
}

/** Address of a franchise page: by prefix. */
export const franchisePath = (prefix: string) => `/franchises/${encodeURIComponent(prefix)}`;

/** Address of a team page: the franchise's, then the team name. */
export const teamPath = (prefix: string, teamName: string) =>
  `${franchisePath(prefix)}/${encodeURIComponent(teamName)}`;

/** The assistant GMs: the `agm` field and the `agms` list, each person once. */
export function assistantGms(franchise: Franchise): { id: string; name: string }[] {
  const all = [franchise.agm, ...(franchise.agms ?? [])].flatMap((p) => (p ? [p] : []));
  return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i);
}
