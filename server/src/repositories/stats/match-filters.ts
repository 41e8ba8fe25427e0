import type { MatchType, TierName } from "@fragboard/core";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { maps, playerMapLines } from "../../db/schema/index.js";

/**
 * The Prisma-like `where` / `orderBy` subset of the stats endpoint (docs/api.md#graphql), turned
 * into SQL. What GraphQL types cannot say is checked before a filter gets here
 * (graphql/stats/where.ts). A null or absent operator constrains nothing (a variable the client
 * left out).
 */

export type Maybe<T> = T | null | undefined;
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
  return and(
    equalsCondition(playerMapLines.steam64Id, where.steamID),
    ...stringConditions(playerMapLines.name, where.name),
    matchConditions(where.match?.is),
    // The form without `is` carries the same fields directly (`is` itself is ignored there).
    matchConditions(where.match),
  );
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
