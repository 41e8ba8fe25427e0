import type { MatchType, TierName } from "@fragboard/core";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { maps, playerMapLines } from "../../db/schema/index.js";
import { userError } from "../errors.js";

/**
 * The Prisma-like `where` / `orderBy` subset of the stats endpoint, turned into SQL. The input
 * types (schema.ts) only declare what the web app's operations use (docs/api.md#graphql), so any
 * other operator is refused by GraphQL validation itself; what types cannot say is checked here.
 * A null or absent operator constrains nothing (a variable the client left out).
 */

type Maybe<T> = T | null | undefined;
export type StringFilter = { equals?: Maybe<string>; in?: Maybe<string[]>; startsWith?: Maybe<string> };
export type EqualsFilter<T> = { equals?: Maybe<T> };
export type SortOrder = "asc" | "desc";

export type MatchWhereInput = {
  matchId?: Maybe<StringFilter>;
  season?: Maybe<EqualsFilter<number>>;
  tier?: Maybe<EqualsFilter<TierName>>;
  matchType?: Maybe<EqualsFilter<MatchType>>;
  matchStats?: Maybe<{ some?: Maybe<PlayerMatchStatsWhereInput> }>;
};

export type PlayerMatchStatsWhereInput = {
  steamID?: Maybe<EqualsFilter<string>>;
  name?: Maybe<StringFilter>;
  side?: Maybe<EqualsFilter<number>>;
  /** Prisma accepts a to-one filter with or without `is`; both forms may even be combined. */
  match?: Maybe<MatchWhereInput & { is?: Maybe<MatchWhereInput> }>;
};

export type MatchOrderBy = { matchId?: Maybe<SortOrder>; createdAt?: Maybe<SortOrder> };
export type PlayerMatchStatsOrderBy = { matchId?: Maybe<SortOrder> };

/** The stats API's side code of whole-map lines; the only lines we store (2 = T, 3 = CT). */
export const WHOLE_MAP_SIDE = 4;

function stringConditions(column: PgColumn, filter: Maybe<StringFilter>): (SQL | undefined)[] {
  if (!filter) return [];
  return [
    filter.equals == null ? undefined : eq(column, filter.equals),
    filter.in == null ? undefined : filter.in.length === 0 ? sql`false` : inArray(column, filter.in),
    filter.startsWith == null ? undefined : sql`starts_with(${column}, ${filter.startsWith})`,
  ];
}

const equalsCondition = <T>(column: PgColumn, filter: Maybe<EqualsFilter<T>>) =>
  filter?.equals == null ? undefined : eq(column, filter.equals);

/** Conditions on `maps`; usable wherever the maps table is in scope. */
export function matchConditions(where: Maybe<MatchWhereInput>): SQL | undefined {
  if (!where) return undefined;
  const some = where.matchStats?.some;
  return and(
    ...stringConditions(maps.matchId, where.matchId),
    equalsCondition(maps.season, where.season),
    equalsCondition(maps.tier, where.tier),
    equalsCondition(maps.matchType, where.matchType),
    some
      ? sql`exists (select 1 from ${playerMapLines} where ${playerMapLines.matchId} = ${maps.matchId} and ${
          lineConditions(some) ?? sql`true`
        })`
      : undefined,
  );
}

/**
 * Conditions on `player_map_lines`; `match.is` constrains the line's map, so the lines must be
 * joined to (or correlated with) their row of `maps`.
 */
export function lineConditions(where: Maybe<PlayerMatchStatsWhereInput>): SQL | undefined {
  if (!where) return undefined;
  const side = where.side?.equals;
  if (side != null && side !== WHOLE_MAP_SIDE) {
    throw userError(`side ${side} is not served: only whole-map lines exist (side ${WHOLE_MAP_SIDE}).`);
  }
  return and(
    equalsCondition(playerMapLines.steam64Id, where.steamID),
    ...stringConditions(playerMapLines.name, where.name),
    matchConditions(where.match?.is),
    // The form without `is` carries the same fields directly (`is` itself is ignored there).
    matchConditions(where.match),
  );
}

/** findManyMatch must be narrowed to a season or to match ids: the whole league is too much to answer. */
export function requireBoundedMatches(where: MatchWhereInput) {
  const id = where.matchId;
  const byId = id?.equals != null || id?.in != null || (id?.startsWith ?? "") !== "";
  if (!byId && where.season?.equals == null) {
    throw userError(
      "findManyMatch needs where.season.equals or a where.matchId filter (equals, in or startsWith).",
    );
  }
}

/** findManyPlayerMatchStats must name its player. */
export function requireOnePlayer(where: PlayerMatchStatsWhereInput) {
  if (where.steamID?.equals == null && where.name?.equals == null) {
    throw userError("findManyPlayerMatchStats needs where.steamID.equals or where.name.equals.");
  }
}

/**
 * ORDER BY terms, matchId ascending when none is given. Match ids sort byte-wise (collation "C"), so
 * PGlite and a PostgreSQL server with any locale agree.
 */
export function orderTerms(orderBy: Maybe<readonly (MatchOrderBy | PlayerMatchStatsOrderBy)[]>): SQL[] {
  const columns = {
    matchId: sql`${maps.matchId} collate "C"`,
    createdAt: sql`${maps.playedAt}`,
  } as const;
  const terms = (orderBy ?? []).flatMap((entry) =>
    Object.entries(entry)
      .filter((e): e is [keyof typeof columns, SortOrder] => e[1] != null)
      .map(([key, order]) => (order === "desc" ? desc(columns[key]) : asc(columns[key]))),
  );
  // matchId last keeps the order total when sorting by time.
  return [...terms, asc(columns.matchId)];
}
