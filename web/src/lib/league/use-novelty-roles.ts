import type { Settings } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { configQuery } from "../queries/league.js";

const NONE: ReadonlyMap<string, string> = new Map();

const byPlayer = (config: Pick<Settings, "noveltyRoles">): ReadonlyMap<string, string> =>
  new Map(Object.entries(config.noveltyRoles));

/**
 * Joke role labels by steam id, admin-edited configuration (`GET /api/config`,
 * docs/api.md#config). They only decorate the role, so while they load or if they fail the
 * computed role shows.
 */
export function useNoveltyRoles(): ReadonlyMap<string, string> {
  const query = useQuery({ ...configQuery(), select: byPlayer, retry: false });
  return query.data ?? NONE;
}
