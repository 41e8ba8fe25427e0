import {
  groupBy,
  groupExtendedStats,
  groupSeasonStats,
  type MatchType,
  type PlayerMapLine,
  type TierName,
} from "@fragboard/core";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { insertTogether } from "../db/bulk.js";
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
type Scope = { lines: PlayerMapLine[]; codes: Map<string, string> };

/**
 * Deletes a scope's aggregates and inserts what the engine computes from its lines: two
 * statements (both deletes and the stats clock, then both inserts: bulk.ts insertTogether).
 */
async function replaceAggregates(db: Db, { lines, codes }: Scope, target: Target) {
  await db.execute(
    sql`with deleted_season as (delete from ${seasonStats} where ${target.seasonStats}), ${markStatsUpdatedWith("stamped")} delete from ${extendedStats} where ${target.extendedStats}`,
  );
  const { seasonKeys } = target;
  const seasonLines = seasonKeys ? lines.filter((l) => seasonKeys.has(`${l.tier}|${l.steam64Id}`)) : lines;
  await insertTogether(db, [
    [seasonStats, groupSeasonStats(seasonLines).map((r) => ({ ...r, name: r.stats.name }))],
    [
      extendedStats,
      groupExtendedStats(lines, (id) => codes.get(id) ?? null).map((r) => ({ ...r, name: r.stats.name })),
    ],
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

/** Recomputes only the aggregates these keys feed: their season rows and their extended stats. */
export async function refreshAggregates(db: Db, keys: readonly StatsKey[]) {
  if (keys.length === 0) await markStatsUpdated(db); // else replaceAggregates marks it
  for (const group of groupBy(keys, (k) => `${k.season}|${k.matchType}`).values()) {
    const { season, matchType } = group[0];
    const steam64Ids = [...new Set(group.map((k) => k.steam64Id))];
    const scope = await scopeWhere(
      db,
      and(
        eq(playerMapLines.season, season),
        eq(playerMapLines.matchType, matchType),
        inArray(playerMapLines.steam64Id, steam64Ids),
      ),
    );
    await replaceAggregates(db, scope, {
      seasonStats: and(
        eq(seasonStats.season, season),
        eq(seasonStats.matchType, matchType),
        or(...group.map((k) => and(eq(seasonStats.tier, k.tier), eq(seasonStats.steam64Id, k.steam64Id)))),
      ),
      extendedStats: and(
        eq(extendedStats.season, season),
        eq(extendedStats.matchType, matchType),
        inArray(extendedStats.steam64Id, steam64Ids),
      ),
      seasonKeys: new Set(group.map((k) => `${k.tier}|${k.steam64Id}`)),
    });
  }
}
