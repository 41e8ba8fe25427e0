import { groupBy, groupExtendedStats, groupSeasonStats, type PlayerMapLine } from "@fragboard/core";
import { and, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import { insertRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import { extendedStats, playerMapLines, players, seasonStats } from "../db/schema/index.js";
import { markStatsUpdated } from "./stats-clock.js";

/**
 * The materialised aggregates (season_stats, extended_stats) are always a function of the stored
 * per-map lines: every update deletes the aggregates of a scope and inserts what the engine
 * computes from the lines of that same scope. A whole season and the ten players of one new map
 * go through the same code, so the incremental path and the full recompute cannot drift apart.
 */

/** A season_stats key: which aggregates a map's lines feed. */
export type StatsKey = { season: number; tier: string; matchType: string; steam64Id: string };

type Target = {
  seasonStats: SQL | undefined;
  extendedStats: SQL | undefined;
  /** Limits season stats to these `${tier}|${steam64Id}` (extended stats span every tier). */
  seasonKeys?: ReadonlySet<string>;
};

async function replaceAggregates(db: Db, lines: readonly PlayerMapLine[], target: Target) {
  await db.delete(seasonStats).where(target.seasonStats);
  await db.delete(extendedStats).where(target.extendedStats);
  const { seasonKeys } = target;
  const seasonLines = seasonKeys ? lines.filter((l) => seasonKeys.has(`${l.tier}|${l.steam64Id}`)) : lines;
  await insertRows(
    db,
    seasonStats,
    groupSeasonStats(seasonLines).map((r) => ({ ...r, name: r.stats.name })),
  );
  const codes = await crosshairCodes(db, [...new Set(lines.map((l) => l.steam64Id))]);
  await insertRows(
    db,
    extendedStats,
    groupExtendedStats(lines, (id) => codes.get(id) ?? null).map((r) => ({ ...r, name: r.stats.name })),
  );
}

async function linesWhere(db: Db, where: SQL | undefined): Promise<PlayerMapLine[]> {
  const rows = await db.select({ line: playerMapLines.line }).from(playerMapLines).where(where);
  return rows.map((r) => r.line);
}

async function crosshairCodes(db: Db, steam64Ids: readonly string[]): Promise<Map<string, string>> {
  if (steam64Ids.length === 0) return new Map();
  const rows = await db
    .select({ steam64Id: players.steam64Id, code: players.crosshairShareCode })
    .from(players)
    .where(and(isNotNull(players.crosshairShareCode), inArray(players.steam64Id, [...steam64Ids])));
  return new Map(rows.flatMap((r) => (r.code === null ? [] : [[r.steam64Id, r.code] as const])));
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
      await replaceAggregates(tx, await linesWhere(tx, eq(playerMapLines.season, s)), {
        seasonStats: eq(seasonStats.season, s),
        extendedStats: eq(extendedStats.season, s),
      });
    }
    await markStatsUpdated(tx);
  });
}

/** Recomputes only the aggregates these keys feed: their season rows and their extended stats. */
export async function refreshAggregates(db: Db, keys: readonly StatsKey[]) {
  for (const group of groupBy(keys, (k) => `${k.season}|${k.matchType}`).values()) {
    const { season, matchType } = group[0];
    const steam64Ids = [...new Set(group.map((k) => k.steam64Id))];
    const lines = await linesWhere(
      db,
      and(
        eq(playerMapLines.season, season),
        eq(playerMapLines.matchType, matchType),
        inArray(playerMapLines.steam64Id, steam64Ids),
      ),
    );
    await replaceAggregates(db, lines, {
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
  await markStatsUpdated(db);
}
