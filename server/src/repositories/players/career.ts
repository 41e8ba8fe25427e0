import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { players, seasonStats, seasons } from "../../db/schema/index.js";

/** The league's record of a player by steam64 id, or undefined. */
export async function playerBySteamId(db: Db, steam64Id: string) {
  const [row] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.steam64Id, steam64Id));
  return row;
}

/** His materialised season stats of every season, tier and match type, newest season first. */
export const seasonStatsOfPlayer = (db: Db, steam64Id: string) =>
  db
    .select({
      season: seasonStats.season,
      tier: seasonStats.tier,
      matchType: seasonStats.matchType,
      stats: seasonStats.stats,
    })
    .from(seasonStats)
    .where(eq(seasonStats.steam64Id, steam64Id))
    .orderBy(desc(seasonStats.season), asc(seasonStats.matchType), asc(seasonStats.tier));

export async function seasonDates(db: Db, numbers: number[]) {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ number: seasons.number, startDate: seasons.startDate, endDate: seasons.endDate })
    .from(seasons)
    .where(inArray(seasons.number, numbers))
    .orderBy(asc(seasons.number));
  return rows.map((r) => ({
    number: r.number,
    startDate: r.startDate.toISOString(),
    endDate: r.endDate.toISOString(),
  }));
}
