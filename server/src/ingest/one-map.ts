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
import type { MapEventSources } from "../repositories/outward/event-sources.js";
import { refreshAggregates, refreshScope, refreshScopeColumns, type StatsKey } from "./aggregates.js";
import { InvalidMapError } from "./invalid-map.js";
import { leagueCheck } from "./league-rules.js";
import { type PreparedMap, prepareMap } from "./prepare.js";
import { replaceMapStatement } from "./write.js";

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

export type CheckedMap = (
  | { map: MapEvents; problems: [] }
  | { map: MapEvents | null; problems: MapProblem[] }
) & { eventSources: MapEventSources | null };

/**
 * Every problem of one map, not only the first: its shape (rule `shape`), the rules of real play
 * (core map-rules.ts) and the league's records (league-rules.ts). Nothing is written; the bulk
 * import's dry run and `ingestMap` both start here. With `eventSources`, the league's read also
 * reads what the map's outgoing events need (none when the shape is wrong).
 */
export async function checkMap(
  db: Db,
  input: unknown,
  now: Date,
  options: { eventSources?: boolean } = {},
): Promise<CheckedMap> {
  const parsed = mapEventsShapeSchema.safeParse(input);
  if (!parsed.success)
    return { map: null, problems: parsed.error.issues.map(shapeProblem), eventSources: null };
  const map = parsed.data;
  const league = await leagueCheck(db, map, now, options);
  const problems = [...mapEventProblems(map), ...league.problems];
  return problems.length === 0
    ? { map, problems: [], eventSources: league.eventSources }
    : { map, problems, eventSources: league.eventSources };
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
  { now = new Date(), onPhase }: { now?: Date; onPhase?: OnPhase } = {},
): Promise<IngestMapResult> {
  return db.transaction(async (tx) => {
    onPhase?.("check");
    const checked = await checkMap(tx, events, now, { eventSources: true });
    if (checked.problems.length > 0 || checked.map === null) throw new InvalidMapError(checked.problems);
    const { eventSources } = checked;
    if (!eventSources) throw new Error("the league read answered no event sources");
    onPhase?.("write");
    const prepared = prepareMap(checked.map);
    const stored = await storePreparedMap(tx, prepared, { onPhase });
    onPhase?.("events");
    // The outbox, in this transaction (docs/operations.md#events), told what was just written
    // and what the check read for it.
    await recordMapEvents(tx, prepared, eventSources);
    onPhase?.("commit");
    return stored;
  });
}

/**
 * Called as each part of an ingest starts (the engine bench's per-phase CPU, bench/src/engine-ops.ts);
 * `write` includes preparing the map's rows, `commit` is the transaction's end.
 */
export type IngestPhase = "check" | "write" | "refresh" | "events" | "commit";
type OnPhase = (phase: IngestPhase) => void;

type StoreOptions = { refresh?: boolean; onPhase?: OnPhase };

/** Writes a map that passed `checkMap` over any previous version, and refreshes its aggregates. */
export function storeCheckedMap(
  tx: Db,
  map: MapEvents,
  options: StoreOptions = {},
): Promise<IngestMapResult> {
  return storePreparedMap(tx, prepareMap(map), options);
}

/**
 * Two statements: the map written over its previous version, reading with it what the refresh
 * needs (replacedMap), then the aggregates it touches (aggregates.ts refreshAggregates).
 */
async function storePreparedMap(
  tx: Db,
  prepared: PreparedMap,
  { refresh = true, onPhase }: StoreOptions = {},
): Promise<IngestMapResult> {
  const { map } = prepared;
  const { previous, later, scope } = await replacedMap(tx, prepared, refresh);
  const keys = uniqueKeys([...previous, ...prepared.lines]);
  onPhase?.("refresh");
  if (scope) await refreshAggregates(tx, keys, scope);
  return {
    matchId: map.matchId,
    replaced: previous.length > 0,
    playersUpdated: keys.length,
    changedMaps: [...new Set([map.matchId, ...later])],
  };
}

type Deleted = {
  season: number;
  tier: StatsKey["tier"];
  match_type: StatsKey["matchType"];
  steam64_id: string;
};

/**
 * Writes the map over its previous version (write.ts replaceMapStatement) and reads, in the same
 * statement, what the ingest needs to know of it: the aggregates the old version's lines fed
 * (`previous`), the maps of the new or the old version's season, tier and match type played after
 * it (`later`), whose match-ups change (IngestMapResult), and with `refresh` the lines the
 * refresh computes from: the statement sees the tables as they were, so the stored lines of the
 * keys' players but this map's, to which the lines just written are added.
 */
async function replacedMap(tx: Db, prepared: PreparedMap, refresh: boolean) {
  const { matchId, season, tier, matchType, playedAt } = prepared.map;
  const at = new Date(playedAt).toISOString();
  const scopeColumns = refresh
    ? sql`, ${refreshScopeColumns(
        uniqueKeys(prepared.lines),
        matchId,
        sql`select season, match_type, steam64_id from deleted_lines`,
      )}`
    : sql``;
  // `later` joins the maps to the (at most two) versions by the maps_season_tier_type index. As a
  // filter of every map with a subquery per map, PostgreSQL estimated it at ~400,000, above
  // jit_above_cost, and spent 130 ms compiling a 1 ms query on every ingest.
  const [row] = await rawRows<{
    previous: string | null;
    later: string | null;
    lines: string | null;
    codes: string | null;
  }>(
    tx,
    replaceMapStatement(
      prepared,
      sql`select
        (select json_agg(d) from deleted_lines d)::text as previous,
        (select json_agg(distinct m.match_id) from maps m
          join (select ${season}::integer as season, ${tier}::text as tier, ${matchType}::text as match_type,
                       ${at}::timestamptz as played_at
                union all select season, tier, match_type, played_at from deleted_maps) v
            on m.season = v.season and m.tier = v.tier and m.match_type = v.match_type
           and m.played_at > v.played_at)::text as later${scopeColumns}`,
    ),
  );
  const deleted: Deleted[] = row?.previous ? JSON.parse(row.previous) : [];
  const previous: StatsKey[] = deleted.map((d) => ({
    season: d.season,
    tier: d.tier,
    matchType: d.match_type,
    steam64Id: d.steam64_id,
  }));
  const later: string[] = row?.later ? JSON.parse(row.later) : [];
  // The lines as they read back: stored as `json` text, parsed (what a full recompute sees).
  const scope = refresh
    ? refreshScope(
        row,
        prepared.lines.map((l) => JSON.parse(JSON.stringify(l.line))),
      )
    : null;
  return { previous, later, scope };
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
