import {
  groupBy,
  groupExtendedStats,
  groupSeasonStats,
  type MatchType,
  type PlayerMapLine,
  type TierName,
} from "@fragboard/core";
import { eq, type SQL, sql } from "drizzle-orm";
import { insertStatement, insertTogether } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import { rawRows } from "../db/raw.js";
import { extendedStats, playerMapLines, players, seasonStats } from "../db/schema/index.js";
import { markStatsUpdated, markStatsUpdatedWith } from "./stats-clock.js";

/**
 * The materialised aggregates (season_stats, extended_stats) are always a function of the stored
 * per-map lines: every update deletes the aggregates of a scope and inserts what the engine
 * computes from the lines of that same scope. A whole season and the ten players of one new map
 * go through the same code, so the incremental path and the full recompute cannot drift apart.
 */

/** A season_stats key: which aggregates a map's lines feed. */
export type StatsKey = { season: number; tier: TierName; matchType: MatchType; steam64Id: string };

type Target = {
  seasonStats: SQL | undefined;
  extendedStats: SQL | undefined;
  /** Limits season stats to these `${tier}|${steam64Id}` (extended stats span every tier). */
  seasonKeys?: ReadonlySet<string>;
};

/** The lines of a scope and their players' crosshair codes: what the aggregates are computed from. */
export type Scope = { lines: PlayerMapLine[]; codes: Map<string, string> };

/** What the engine computes from a scope's lines: its season rows (only `seasonKeys`' when given) and extended rows. */
function aggregateRows({ lines, codes }: Scope, seasonKeys?: ReadonlySet<string>) {
  const seasonLines = seasonKeys ? lines.filter((l) => seasonKeys.has(`${l.tier}|${l.steam64Id}`)) : lines;
  return {
    season: groupSeasonStats(seasonLines).map((r) => ({ ...r, name: r.stats.name })),
    extended: groupExtendedStats(lines, (id) => codes.get(id) ?? null).map((r) => ({
      ...r,
      name: r.stats.name,
    })),
  };
}

/**
 * Deletes a scope's aggregates and inserts what the engine computes from its lines: two
 * statements (both deletes and the stats clock, then both inserts: bulk.ts insertTogether).
 */
async function replaceAggregates(db: Db, scope: Scope, target: Target) {
  await db.execute(
    sql`with deleted_season as (delete from ${seasonStats} where ${target.seasonStats}), ${markStatsUpdatedWith("stamped")} delete from ${extendedStats} where ${target.extendedStats}`,
  );
  const rows = aggregateRows(scope, target.seasonKeys);
  await insertTogether(db, [
    [seasonStats, rows.season],
    [extendedStats, rows.extended],
  ]);
}

/**
 * Rows per scope read: a scope's lines come back as about this many JSON arrays (grouped by a hash
 * of the player), each parsed on its own. One array for a whole season (~20 MB) cost PGlite twice
 * the CPU of 64: the single value is copied several times as it grows, then again through the
 * protocol parser's buffer; a row per line pays the row protocol 30,000 times instead.
 */
const SCOPE_BUCKETS = 64;

/** Chronological (ISO strings compare as instants), the match id settling a tie. */
const byPlayedAt = (a: PlayerMapLine, b: PlayerMapLine) =>
  a.playedAt < b.playedAt
    ? -1
    : a.playedAt > b.playedAt
      ? 1
      : a.matchId < b.matchId
        ? -1
        : a.matchId > b.matchId
          ? 1
          : 0;

/**
 * The lines `where` selects and the crosshair codes of their players, in one statement: the lines
 * as a few JSON arrays (SCOPE_BUCKETS), the codes as one (kind 'c'). Each player's lines come in
 * the order played: sums are exact whatever the order, but a record's key order (weaponKills) is
 * the order of first use, so a full season and one player's refresh must read alike.
 */
async function scopeWhere(db: Db, where: SQL | undefined): Promise<Scope> {
  const rows = await rawRows<{ kind: "l" | "c"; doc: string | null }>(
    db,
    sql`select 'l' as kind, json_agg(${playerMapLines.line})::text as doc from ${playerMapLines} where ${where}
        group by hashtext(${playerMapLines.steam64Id}) & ${sql.raw(String(SCOPE_BUCKETS - 1))}
      union all
      select 'c', (select json_agg(json_build_array(p.steam64_id, p.crosshair_share_code)) from ${players} p
        where p.crosshair_share_code is not null
          and p.steam64_id in (select ${playerMapLines.steam64Id} from ${playerMapLines} where ${where}))::text`,
  );
  const lines: PlayerMapLine[] = [];
  let codes: [string, string][] = [];
  for (const row of rows) {
    if (!row.doc) continue;
    if (row.kind === "c") codes = JSON.parse(row.doc);
    else for (const line of JSON.parse(row.doc) as PlayerMapLine[]) lines.push(line);
  }
  // Sorted here, not by the aggregate (`json_agg(… order by …)` sorted ~20 MB inside PGlite).
  lines.sort(byPlayedAt);
  return { lines, codes: new Map(codes) };
}

/** Recomputes every aggregate of one season, or of every season that has lines. */
export async function rebuildAggregates(db: Db, { season }: { season?: number } = {}) {
  await db.transaction(async (tx) => {
    if (season === undefined) {
      // Seasons whose lines are gone lose their aggregates too.
      await tx.delete(seasonStats);
      await tx.delete(extendedStats);
    }
    const seasons =
      season !== undefined
        ? [season]
        : (await tx.selectDistinct({ season: playerMapLines.season }).from(playerMapLines)).map(
            (r) => r.season,
          );
    for (const s of seasons) {
      await replaceAggregates(tx, await scopeWhere(tx, eq(playerMapLines.season, s)), {
        seasonStats: eq(seasonStats.season, s),
        extendedStats: eq(extendedStats.season, s),
      });
    }
    if (seasons.length === 0) await markStatsUpdated(tx); // else replaceAggregates marked it
  });
}

/**
 * The scope a refresh of these keys reads (`refreshAggregates`), as two columns of a statement
 * that may write the lines too (ingest/one-map.ts): `lines`, every line of the keys' players in
 * their season and match type (all tiers: extended stats span them) but those of `exceptMatchId`,
 * and `codes`, their players' crosshair codes. `moreKeys`: a query of further (season,
 * match_type, steam64_id), such as the lines a replaced version's delete returns.
 */
export function refreshScopeColumns(keys: readonly StatsKey[], exceptMatchId: string, moreKeys?: SQL): SQL {
  const listed = sql`select k.season, k."matchType", k."steam64Id"
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(season integer, "matchType" text, "steam64Id" text)`;
  const scope = moreKeys ? sql`${listed} union ${moreKeys}` : listed;
  return sql`(select json_agg(l.line) from player_map_lines l
      where l.match_id <> ${exceptMatchId} and (l.season, l.match_type, l.steam64_id) in (${scope}))::text as lines,
    (select json_agg(json_build_array(p.steam64_id, p.crosshair_share_code)) from players p
      where p.crosshair_share_code is not null
        and p.steam64_id in (select s."steam64Id" from (${scope}) s))::text as codes`;
}

/** Parses `refreshScopeColumns`' answer, adding `more` lines (those the statement wrote). */
export function refreshScope(
  row: { lines: string | null; codes: string | null } | undefined,
  more: readonly PlayerMapLine[],
): Scope {
  const lines: PlayerMapLine[] = row?.lines ? JSON.parse(row.lines) : [];
  const codes: [string, string][] = row?.codes ? JSON.parse(row.codes) : [];
  return { lines: [...lines, ...more], codes: new Map(codes) };
}

/**
 * Recomputes only the aggregates these keys feed, their season rows and their extended stats,
 * from `scope` (`refreshScope`: the lines of the keys' players in their seasons and match types),
 * in ONE statement: the deletes, the stats clock and the inserts.
 */
export async function refreshAggregates(db: Db, keys: readonly StatsKey[], scope: Scope) {
  if (keys.length === 0) {
    await markStatsUpdated(db);
    return;
  }
  const season: ReturnType<typeof aggregateRows>["season"] = [];
  const extended: ReturnType<typeof aggregateRows>["extended"] = [];
  for (const group of groupBy(keys, (k) => `${k.season}|${k.matchType}`).values()) {
    const [{ season: s, matchType }] = group;
    const lines = scope.lines.filter((l) => l.season === s && l.matchType === matchType).sort(byPlayedAt);
    const rows = aggregateRows(
      { lines, codes: scope.codes },
      new Set(group.map((k) => `${k.tier}|${k.steam64Id}`)),
    );
    season.push(...rows.season);
    extended.push(...rows.extended);
  }
  const listed = sql`json_to_recordset(${JSON.stringify(keys)}::json)
    as k(season integer, "matchType" text, tier text, "steam64Id" text)`;
  // As in ingest/write.ts replaceMapStatement: the inserts read the deletes' counts, so run after them.
  const after = sql`(select n from gone) >= 0`;
  const inserts = [
    insertStatement(seasonStats, season, after),
    insertStatement(extendedStats, extended, after),
  ];
  await db.execute(sql`with deleted_season as (delete from season_stats s
      where (s.season, s.match_type, s.tier, s.steam64_id) in (select k.season, k."matchType", k.tier, k."steam64Id" from ${listed})
      returning 1),
    deleted_extended as (delete from extended_stats e
      where (e.season, e.match_type, e.steam64_id) in (select k.season, k."matchType", k."steam64Id" from ${listed})
      returning 1),
    gone as (select (select count(*) from deleted_season) + (select count(*) from deleted_extended) as n),
    ${markStatsUpdatedWith("stamped")}
    ${sql.join(
      inserts.flatMap((insert, i) => (insert ? [sql`, ${sql.raw(`w${i}`)} as (${insert})`] : [])),
      sql``,
    )}
    select (select n from gone)`);
}
