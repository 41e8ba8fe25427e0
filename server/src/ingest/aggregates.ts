import { groupExtendedStats, groupSeasonStats, type PlayerMapLine } from "@fragboard/core";
import { and, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import { insertRows } from "../db/bulk.js";
import type { Db } from "../db/client.js";
import { extendedStats, playerMapLines, players, seasonStats } from "../db/schema/index.js";
import { groupBy } from "../util/group-by.js";
import { markStatsUpdated } from "./stats-clock.js";

/**
 * The materialised aggregates (season_stats, extended_stats) are always a function of the stored
 * per-map lines: every update replaces the aggregates of a scope with what the engine computes
 * from the lines of that same scope. A whole season and the ten players of one new map are both
 * just scopes, so the incremental path and the full recompute cannot drift apart.
 */

type Scope = { season: number; tier?: string; matchType?: string; steam64Ids?: readonly string[] };

/** A season_stats key: which aggregates a map's lines feed. */
export type StatsKey = { season: number; tier: string; matchType: string; steam64Id: string };

type ScopedTable = typeof playerMapLines | typeof seasonStats | typeof extendedStats;

function where(table: ScopedTable, scope: Scope): SQL | undefined {
  return and(
    eq(table.season, scope.season),
    scope.tier !== undefined && "tier" in table ? eq(table.tier, scope.tier) : undefined,
    scope.matchType !== undefined ? eq(table.matchType, scope.matchType) : undefined,
    scope.steam64Ids !== undefined ? inArray(table.steam64Id, [...scope.steam64Ids]) : undefined,
  );
}

async function linesIn(db: Db, scope: Scope): Promise<PlayerMapLine[]> {
  const rows = await db
    .select({ line: playerMapLines.line })
    .from(playerMapLines)
    .where(where(playerMapLines, scope));
  return rows.map((r) => r.line);
}

/** Season stats per (season, tier, match type, player) of the scope. */
async function replaceSeasonStats(db: Db, scope: Scope) {
  await db.delete(seasonStats).where(where(seasonStats, scope));
  const rows = groupSeasonStats(await linesIn(db, scope));
  await insertRows(
    db,
    seasonStats,
    rows.map((r) => ({ ...r, name: r.stats.name })),
  );
}

/** Extended stats per (season, match type, player) of the scope, all tiers together. */
async function replaceExtendedStats(db: Db, scope: Omit<Scope, "tier">) {
  await db.delete(extendedStats).where(where(extendedStats, scope));
  const lines = await linesIn(db, scope);
  const codes = await crosshairCodes(db, scope.steam64Ids);
  const rows = groupExtendedStats(lines, (id) => codes.get(id) ?? null);
  await insertRows(
    db,
    extendedStats,
    rows.map((r) => ({ ...r, name: r.stats.name })),
  );
}

async function crosshairCodes(db: Db, steam64Ids?: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ steam64Id: players.steam64Id, code: players.crosshairShareCode })
    .from(players)
    .where(
      and(
        isNotNull(players.crosshairShareCode),
        steam64Ids ? inArray(players.steam64Id, [...steam64Ids]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.steam64Id, r.code as string]));
}

/** Recomputes every aggregate of one season, or of every season that has lines. */
export async function rebuildAggregates(db: Db, { season }: { season?: number } = {}) {
  await db.transaction(async (tx) => {
    const seasons =
      season !== undefined
        ? [season]
        : (await tx.selectDistinct({ season: playerMapLines.season }).from(playerMapLines)).map(
            (r) => r.season,
          );
    if (season === undefined) {
      await tx.delete(seasonStats);
      await tx.delete(extendedStats);
    }
    for (const s of seasons) {
      await replaceSeasonStats(tx, { season: s });
      await replaceExtendedStats(tx, { season: s });
    }
    await markStatsUpdated(tx);
  });
}

/** Recomputes only the aggregates these keys feed: their season rows and their extended stats. */
export async function refreshAggregates(db: Db, keys: readonly StatsKey[]) {
  for (const group of groupBy(keys, (k) => `${k.season}|${k.tier}|${k.matchType}`).values()) {
    const { season, tier, matchType } = group[0] as StatsKey;
    await replaceSeasonStats(db, { season, tier, matchType, steam64Ids: group.map((k) => k.steam64Id) });
  }
  for (const group of groupBy(keys, (k) => `${k.season}|${k.matchType}`).values()) {
    const { season, matchType } = group[0] as StatsKey;
    await replaceExtendedStats(db, {
      season,
      matchType,
      steam64Ids: [...new Set(group.map((k) => k.steam64Id))],
    });
  }
  await markStatsUpdated(db);
}
