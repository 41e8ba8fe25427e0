import type { GqlFranchise, GqlFranchiseCard } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { franchiseListQuery, franchiseQuery } from "../queries/franchises.js";
import { useSelection } from "./selection.js";

/** A franchise with its teams and rosters (API.md §4.1.4): the franchise and team pages read it. */
export type Franchise = GqlFranchise;
/** A franchise of the list: what its card shows, without rosters. */
export type ListedFranchise = GqlFranchiseCard;

/** The franchise list of the selected season (pending until the selection knows its season). */
export function useFranchiseList() {
  const { season } = useSelection();
  const query = useQuery({ ...franchiseListQuery(season), select: (data) => data.franchises });
  return { ...query, season };
}

/** The franchise an address segment names, in the selected season; `data` is null when none is. */
export function useFranchise(nameOrPrefix: string) {
  const { season } = useSelection();
  const query = useQuery({ ...franchiseQuery(nameOrPrefix, season), select: (data) => data.franchise });
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
