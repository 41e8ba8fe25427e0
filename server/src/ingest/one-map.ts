import {
  type MapEvents,
  type MapProblem,
  mapEventProblems,
  mapEventsShapeSchema,
  mapProblem,
} from "@fragboard/core";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rawRows } from "../db/raw.js";
import { recordMapEvents } from "../outward/events.js";
import { refreshAggregates, type StatsKey } from "./aggregates.js";
import { InvalidMapError } from "./invalid-map.js";
import { leagueProblems } from "./league-rules.js";
import { type PreparedMap, prepareMap } from "./prepare.js";
import { deleteMapsStatement, writeMapsTogether } from "./write.js";

export type IngestMapResult = {
  matchId: string;
  replaced: boolean;
  playersUpdated: number;
  /**
   * The played maps whose answers this changed (http/played-maps.ts): this one, and those of its
   * season, tier and match type played after it (or after its previous version), whose match-ups
   * rate players by the maps before them. Usually only this one: maps arrive in the order played.
   */
  changedMaps: string[];
};

export type CheckedMap = { map: MapEvents; problems: [] } | { map: MapEvents | null; problems: MapProblem[] };

/**
 * Every problem of one map, not only the first: its shape (rule `shape`), the rules of real play
 * (core map-rules.ts) and the league's records (league-rules.ts). Nothing is written; the bulk
 * import's dry run and `ingestMap` both start here.
 */
export async function checkMap(db: Db, input: unknown, now: Date): Promise<CheckedMap> {
  const parsed = mapEventsShapeSchema.safeParse(input);
  if (!parsed.success) return { map: null, problems: parsed.error.issues.map(shapeProblem) };
  const map = parsed.data;
  const problems = [...mapEventProblems(map), ...(await leagueProblems(db, map, now))];
  return problems.length === 0 ? { map, problems: [] } : { map, problems };
}

/**
 * Stores ONE played map and updates only the aggregates it touches, in one transaction. The map
 * is checked first (`checkMap`); an impossible map throws InvalidMapError (a 400 listing every
 * problem) and nothing is written. Posting the same matchId again replaces the map: the players
 * of its previous version are refreshed too, so a corrected roster leaves no stale rows behind.
 */
export async function ingestMap(
  db: Db,
  events: MapEvents,
  { now = new Date() }: { now?: Date } = {},
): Promise<IngestMapResult> {
  return db.transaction(async (tx) => {
    const checked = await checkMap(tx, events, now);
    if (checked.problems.length > 0 || checked.map === null) throw new InvalidMapError(checked.problems);
    const prepared = prepareMap(checked.map);
    const stored = await storePreparedMap(tx, prepared);
    // The outbox, in this transaction (docs/operations.md#events), told what was just written.
    await recordMapEvents(tx, prepared);
    return stored;
  });
}

type StoreOptions = { refresh?: boolean };

/** Writes a map that passed `checkMap` over any previous version, and refreshes its aggregates. */
export function storeCheckedMap(
  tx: Db,
  map: MapEvents,
  options: StoreOptions = {},
): Promise<IngestMapResult> {
  return storePreparedMap(tx, prepareMap(map), options);
}

async function storePreparedMap(
  tx: Db,
  prepared: PreparedMap,
  { refresh = true }: StoreOptions = {},
): Promise<IngestMapResult> {
  const { map } = prepared;
  const { previous, later } = await replacedMap(tx, prepared);
  await writeMapsTogether(tx, [prepared]);
  const keys = uniqueKeys([...previous, ...prepared.lines]);
  if (refresh) await refreshAggregates(tx, keys);
  return {
    matchId: map.matchId,
    replaced: previous.length > 0,
    playersUpdated: keys.length,
    changedMaps: [...new Set([map.matchId, ...later])],
  };
}

/**
 * Deletes the map's previous version, in one statement with what the ingest needs to know of it:
 * the aggregates its lines fed (`previous`), and the maps of the new or the old version's season,
 * tier and match type played after it (`later`), whose match-ups change (IngestMapResult).
 */
async function replacedMap(tx: Db, prepared: PreparedMap) {
  const { matchId, season, tier, matchType, playedAt } = prepared.map;
  const at = new Date(playedAt).toISOString();
  // `later` joins the maps to the (at most two) versions by the maps_season_tier_type index. As a
  // filter of every map with a subquery per map, PostgreSQL estimated it at ~400,000, above
  // jit_above_cost, and spent 130 ms compiling a 1 ms query on every ingest.
  const [row] = await rawRows<{ previous: string | null; later: string | null }>(
    tx,
    deleteMapsStatement(
      [matchId],
      sql`select
        (select json_agg(d) from deleted_lines d)::text as previous,
        (select json_agg(distinct m.match_id) from maps m
          join (select ${season}::integer as season, ${tier}::text as tier, ${matchType}::text as match_type,
                       ${at}::timestamptz as played_at
                union all select season, tier, match_type, played_at from deleted_maps) v
            on m.season = v.season and m.tier = v.tier and m.match_type = v.match_type
           and m.played_at > v.played_at)::text as later`,
    ),
  );
  type Deleted = {
    season: number;
    tier: StatsKey["tier"];
    match_type: StatsKey["matchType"];
    steam64_id: string;
  };
  const deleted: Deleted[] = row?.previous ? JSON.parse(row.previous) : [];
  const previous: StatsKey[] = deleted.map((d) => ({
    season: d.season,
    tier: d.tier,
    matchType: d.match_type,
    steam64Id: d.steam64_id,
  }));
  const later: string[] = row?.later ? JSON.parse(row.later) : [];
  return { previous, later };
}

const shapeProblem = (issue: { path: PropertyKey[]; message: string }): MapProblem =>
  mapProblem(
    "shape",
    issue.path.map((p) => (typeof p === "number" ? p : String(p))),
    issue.message,
  );

/** Each key once, stripped to its four fields (line rows carry more). */
function uniqueKeys(rows: readonly StatsKey[]): StatsKey[] {
  const keys = rows.map(({ season, tier, matchType, steam64Id }) => ({ season, tier, matchType, steam64Id }));
  return [...new Map(keys.map((k) => [`${k.season}|${k.tier}|${k.matchType}|${k.steam64Id}`, k])).values()];
}
