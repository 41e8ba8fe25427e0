import type { TierName } from "@fragboard/core";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { maps, scheduledMatches, seasonTiers, teams } from "../../db/schema/index.js";

/** What the outgoing events tell, read in the transaction that writes them (server/src/outward/events.ts). */

/**
 * What a stored map's events need of the league (outward/events.ts recordMapEvents): its tier's
 * colour, its match day's scheduled matches and the maps stored for them. Read as one column of
 * the ingest's league read (ingest/league-rules.ts), before the map is written: the events add
 * the map just written to what was stored, so an ingest reads nothing more for them.
 */
export type MapEventSources = {
  color: string | null;
  /** Every scheduled match of the map's match day (season, tier, match type), in schedule order. */
  matches: {
    id: string;
    completed: boolean;
    homeId: string;
    homeName: string;
    awayName: string;
  }[];
  /** The maps stored for those matches, this map's previous version among them when it had one. */
  stored: {
    matchId: string;
    scheduledMatchId: string;
    team0Id: string | null;
    team0Score: number;
    team1Score: number;
  }[];
};

/** `MapEventSources` as a JSON expression, for a select list. */
export function mapEventSourcesJson(day: {
  season: number;
  tier: TierName;
  matchType: string;
  matchDay: string;
}): SQL {
  const ofDay = sql`s.season = ${day.season} and s.tier = ${day.tier}
    and s.match_type = ${day.matchType} and s.match_day = ${day.matchDay}`;
  return sql`json_build_object(
    'color', (select st.color from ${seasonTiers} st where st.season = ${day.season} and st.tier = ${day.tier}),
    'matches', coalesce((select json_agg(json_build_object('id', s.id, 'completed', s.completed_at is not null,
        'homeId', h.id, 'homeName', h.name, 'awayName', a.name) order by s.scheduled_date, s.id)
      from ${scheduledMatches} s
      join ${teams} h on h.id = s.home_team_id
      join ${teams} a on a.id = s.away_team_id
      where ${ofDay}), '[]'::json),
    'stored', coalesce((select json_agg(json_build_object('matchId', m.match_id, 'scheduledMatchId', m.scheduled_match_id,
        'team0Id', m.team0_id, 'team0Score', m.team0_score, 'team1Score', m.team1_score))
      from ${maps} m join ${scheduledMatches} s on s.id = m.scheduled_match_id
      where ${ofDay}), '[]'::json))`;
}

/** Match days whose first match's picks lock between `from` and `to`: the pickems reminders. */
export async function firstLocksBetween(db: Db, fromStart: Date, toStart: Date) {
  return db
    .select({
      season: scheduledMatches.season,
      matchDay: scheduledMatches.matchDay,
      first: sql<Date>`min(${scheduledMatches.scheduledDate})`.mapWith((v) => new Date(v)),
      matches: sql<number>`count(*)`.mapWith(Number),
    })
    .from(scheduledMatches)
    .groupBy(scheduledMatches.season, scheduledMatches.matchDay)
    .having(
      and(
        sql`min(${scheduledMatches.scheduledDate}) > ${fromStart.toISOString()}::timestamptz`,
        sql`min(${scheduledMatches.scheduledDate}) <= ${toStart.toISOString()}::timestamptz`,
      ),
    );
}

/** Regular-season (Regulation) matches of a tier's season with neither a stored map nor a completion. */
export async function unplayedRegulationMatches(db: Db, season: number, tier: TierName): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(scheduledMatches)
    .where(
      and(
        eq(scheduledMatches.season, season),
        eq(scheduledMatches.tier, tier),
        eq(scheduledMatches.matchType, "Regulation"),
        sql`${scheduledMatches.completedAt} is null`,
        sql`not exists (select 1 from ${maps} where ${maps.scheduledMatchId} = ${scheduledMatches.id})`,
      ),
    );
  return row?.count ?? 0;
}
