import {
  cachedPlayersResponseSchema,
  cachedStatsResponseSchema,
  type MapEvents,
  mapEventsSchema,
  mapProblem,
  seasonMetadataResponseSchema,
  TIER_NAMES,
} from "@fragboard/core";
import type { SimulatedLeague } from "@fragboard/sim";
import { and, asc, count, eq, inArray, isNull, notExists } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database, Db } from "../../src/db/client.js";
import {
  extendedStats,
  kills,
  maps,
  outboxEvents,
  playerRounds,
  rounds,
  scheduledMatches,
  seasonStats,
  webhookDeliveries,
  webhookDestinations,
} from "../../src/db/schema/index.js";
import { rebuildAggregates } from "../../src/ingest/aggregates.js";
import { InvalidMapError } from "../../src/ingest/invalid-map.js";
import { leagueCheck } from "../../src/ingest/league-rules.js";
import { ingestMap } from "../../src/ingest/one-map.js";
import { recomputeSeasonFromStoredEvents } from "../../src/ingest/recompute.js";
import { ENGINES } from "../helpers/databases.js";
import { TEST_NOW } from "../helpers/league.js";
import { openIngestedLeague } from "./ingested-league.js";

/** Every aggregate of a season, in a stable order. */
async function aggregates(db: Db, season: number) {
  return {
    seasonStats: await db
      .select()
      .from(seasonStats)
      .where(eq(seasonStats.season, season))
      .orderBy(asc(seasonStats.matchType), asc(seasonStats.tier), asc(seasonStats.steam64Id)),
    extendedStats: await db
      .select()
      .from(extendedStats)
      .where(eq(extendedStats.season, season))
      .orderBy(asc(extendedStats.matchType), asc(extendedStats.steam64Id)),
  };
}

/**
 * Runs `work` and reports its wall and CPU time as a figure of the test (`meta.figures`), which
 * `npm test` prints at its end (scripts/suite-figures.ts): CI shows the engine's figures. A
 * figure, never asserted: a shared machine's timings are not a test result.
 */
async function measured<T>(task: { meta: object }, name: string, work: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  const meta = task.meta as { figures?: { name: string; ms: number; cpuMs: number }[] };
  meta.figures = [...(meta.figures ?? []), { name, ms, cpuMs: (user + system) / 1000 }];
  return result;
}

async function storedRowCounts(db: Db, matchId: string) {
  const countOf = async (table: typeof maps | typeof rounds | typeof kills | typeof playerRounds) =>
    (await db.select({ n: count() }).from(table).where(eq(table.matchId, matchId)))[0]?.n;
  return {
    maps: await countOf(maps),
    rounds: await countOf(rounds),
    kills: await countOf(kills),
    playerRounds: await countOf(playerRounds),
  };
}

describe.each(ENGINES)("ingest on %s", (kind) => {
  let league: SimulatedLeague;
  let database: Database;
  let app: FastifyInstance;
  /** The season's last Regulation map, kept back to arrive "live" through ingestMap. */
  let live: MapEvents;
  let season: number;
  /** Every simulated map, generated once (simulating them is seconds of the file's time). */
  let all: MapEvents[];

  beforeAll(async () => {
    ({ league, all, live, database } = await openIngestedLeague(kind));
    season = league.currentSeason;
    app = await buildApp({ database, config: loadConfig({ SIM_NOW: TEST_NOW }) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("serves season metadata for the current season, started, with the six tiers in order", async () => {
    const body = seasonMetadataResponseSchema.parse(await get("/api/csc/cached-season-metadata"));
    expect(body.number).toBe(season);
    expect(body.hasSeasonStarted).toBe(true);
    expect(body.league.leagueTiers.map((t) => t.tier.name)).toEqual([...TIER_NAMES]);
    expect(body.league.leagueTiers[0]?.tier).toMatchObject({ name: "Recruit", color: "red", mmrCap: 6500 });
  });

  it("serves the current roster with teams and franchises", async () => {
    const body = cachedPlayersResponseSchema.parse(await get(`/api/csc/cached-players?season=${season}`));
    expect(body.data).toHaveLength(league.league.players.length);
    const rostered = body.data.filter((p) => p.team);
    expect(rostered).toHaveLength(league.league.players.filter((p) => p.teamId !== null).length);
    const sample = league.league.players.find((p) => p.teamId !== null);
    const served = body.data.find((p) => p.id === sample?.id);
    const team = league.league.teams.find((t) => t.id === sample?.teamId);
    const franchise = league.league.franchises.find((f) => f.id === team?.franchiseId);
    expect(served).toMatchObject({
      steam64Id: sample?.steam64Id,
      name: sample?.name,
      tier: { name: sample?.tier },
      team: { name: team?.name, franchise: { name: franchise?.name, prefix: franchise?.prefix } },
    });
  });

  it("answers a season with no roster rows with an empty list", async () => {
    const body = cachedPlayersResponseSchema.parse(await get(`/api/csc/cached-players?season=${season - 1}`));
    expect(body.data).toEqual([]);
  });

  it.each(["Regulation", "Combine"])("serves %s stats with every tier populated", async (matchType) => {
    const body = cachedStatsResponseSchema.parse(
      await get(`/api/csc/cached-stats?season=${season}&matchType=${matchType}`),
    );
    for (const tier of TIER_NAMES) expect(body.data[tier].length, tier).toBeGreaterThan(0);
    expect(Date.parse(body.lastUpdate)).toBeGreaterThan(Date.parse(TEST_NOW));
  });

  it("ingests one live map: only its ten players change, and the result equals a full recompute", async ({
    task,
  }) => {
    expect(mapEventsSchema.safeParse(live).success).toBe(true);
    const before = await aggregates(database.db, season);
    const result = await measured(task, `one-map ingest, first (${kind})`, () =>
      ingestMap(database.db, live),
    );
    expect(result).toEqual({
      matchId: live.matchId,
      replaced: false,
      playersUpdated: 10,
      // Maps arrive in the order played: only this one's answers change (http/played-maps.ts).
      changedMaps: [live.matchId],
    });

    const incremental = await aggregates(database.db, season);
    const players = new Set(live.teams.flatMap((t) => t.players.map((p) => p.steam64Id)));
    const key = (r: { matchType: string; tier?: string; steam64Id: string }) =>
      `${r.matchType}|${r.tier ?? ""}|${r.steam64Id}`;
    const beforeByKey = new Map(before.seasonStats.map((r) => [key(r), r]));
    for (const row of incremental.seasonStats) {
      const old = beforeByKey.get(key(row));
      const touched =
        players.has(row.steam64Id) && row.matchType === live.matchType && row.tier === live.tier;
      if (touched) expect(row.stats.gameCount).toBe((old?.stats.gameCount ?? 0) + 1);
      else expect(row).toEqual(old);
    }

    await recomputeSeasonFromStoredEvents(database.db, season);
    expect(await aggregates(database.db, season)).toEqual(incremental);
  });

  it("finds every simulated map consistent with the league's records", async () => {
    const refused: string[] = [];
    expect(all).toHaveLength(league.mapCount);
    for (const map of all) {
      const { problems } = await leagueCheck(database.db, map, new Date(TEST_NOW));
      if (problems.length > 0) refused.push(`${map.matchId}: ${JSON.stringify(problems[0])}`);
    }
    expect(refused.slice(0, 5)).toEqual([]);
  });

  it("refuses an impossible map before writing anything", async () => {
    const impossible = structuredClone(live);
    impossible.matchId = "impossible";
    impossible.season = season + 50;
    await expect(ingestMap(database.db, impossible)).rejects.toThrow(
      new InvalidMapError([mapProblem("season", ["season"], `season ${season + 50} does not exist`)]),
    );
    const twice = structuredClone(impossible);
    twice.season = season;
    const kills = twice.rounds[0]?.kills ?? [];
    twice.rounds[0]?.kills.push(...kills, ...kills);
    await expect(ingestMap(database.db, twice)).rejects.toBeInstanceOf(InvalidMapError);
    expect(await storedRowCounts(database.db, "impossible")).toEqual({
      maps: 0,
      rounds: 0,
      kills: 0,
      playerRounds: 0,
    });
  });

  it("treats posting the same map again as a replacement, not an addition", async ({ task }) => {
    const stored = await storedRowCounts(database.db, live.matchId);
    const snapshot = await aggregates(database.db, season);
    // The first ingest above is this file's first: its figure includes planning the statements.
    const result = await measured(task, `one-map re-ingest, warm (${kind})`, () =>
      ingestMap(database.db, live),
    );
    expect(result.replaced).toBe(true);
    expect(await storedRowCounts(database.db, live.matchId)).toEqual(stored);
    expect(await aggregates(database.db, season)).toEqual(snapshot);
  });

  it("records a map's events once, in order, each delivered where its destination chose it", async () => {
    const { db } = database;
    // Written again from nothing (the first ingest above recorded them), with destinations now.
    await db.delete(outboxEvents);
    const destination = (name: string, events: string[], more: object = {}) => ({
      name,
      kind: "discord" as const,
      url: `http://127.0.0.1:9/${name}`,
      events,
      tiers: [],
      ...more,
    });
    const destinations = await db
      .insert(webhookDestinations)
      .values([
        destination("every", ["map.stored", "matchday.complete", "playoffs.line"]),
        destination("other-tier", ["map.stored", "matchday.complete"], {
          tiers: [TIER_NAMES.find((t) => t !== live.tier)],
        }),
        destination("paused", ["map.stored"], { active: false }),
        destination("member", ["matchday.complete"], { ownerDiscordId: "900000000000000002" }),
      ])
      .returning({ id: webhookDestinations.id, name: webhookDestinations.name });
    const idOf = (name: string) => destinations.find((d) => d.name === name)?.id;

    // The day of the live map: every other match of it has a result, so the map completes it.
    const day = await db
      .select()
      .from(scheduledMatches)
      .where(
        and(
          eq(scheduledMatches.season, live.season),
          eq(scheduledMatches.tier, live.tier),
          eq(scheduledMatches.matchType, live.matchType),
          eq(scheduledMatches.matchDay, live.matchDay),
        ),
      )
      .orderBy(asc(scheduledMatches.scheduledDate), asc(scheduledMatches.id));
    const stored = await db
      .select()
      .from(maps)
      .where(
        inArray(
          maps.scheduledMatchId,
          day.map((m) => m.id),
        ),
      );
    const dayComplete = day.every((m) => m.completedAt || stored.some((p) => p.scheduledMatchId === m.id));
    expect(dayComplete).toBe(true);
    // Every other Regulation match of the tier counted as played: the map ends the regular season
    // too, so the playoff line is its third event.
    const marked = await db
      .update(scheduledMatches)
      .set({ completedAt: new Date(TEST_NOW) })
      .where(
        and(
          eq(scheduledMatches.season, live.season),
          eq(scheduledMatches.tier, live.tier),
          eq(scheduledMatches.matchType, "Regulation"),
          isNull(scheduledMatches.completedAt),
          notExists(db.select().from(maps).where(eq(maps.scheduledMatchId, scheduledMatches.id))),
        ),
      )
      .returning({ id: scheduledMatches.id });
    expect(marked.length).toBeGreaterThan(0);

    await ingestMap(db, live);
    const events = await db.select().from(outboxEvents).orderBy(asc(outboxEvents.id));
    expect(events.map((e) => e.type)).toEqual(["map.stored", "matchday.complete", "playoffs.line"]);
    expect(events.map((e) => e.key)).toEqual([
      `map.stored:${live.matchId}`,
      `matchday.complete:${live.season}:${live.tier}:${live.matchType}:${live.matchDay}`,
      `playoffs.line:${live.season}:${live.tier}`,
    ]);
    const [, complete] = events;
    const data = (complete?.payload as { data?: { results: { id: string }[] } } | undefined)?.data;
    // The day's facts (docs/operations.md#events), not the row of the map that completed it.
    expect(data).toMatchObject({
      season: live.season,
      tier: live.tier,
      matchType: live.matchType,
      matchDay: live.matchDay,
    });
    expect(Object.keys(data ?? {}).sort()).toEqual(["matchDay", "matchType", "results", "season", "tier"]);
    const results = data?.results ?? [];
    expect(results.map((r) => r.id)).toEqual(day.map((m) => m.id));
    const own = day.find((m) => m.id === live.scheduledMatchId);
    const [row] = await db.select().from(maps).where(eq(maps.matchId, live.matchId));
    const homeFirst = row?.team0Id === own?.homeTeamId;
    expect(results.find((r) => r.id === live.scheduledMatchId)).toMatchObject({
      homeScore: homeFirst ? row?.team0Score : row?.team1Score,
      awayScore: homeFirst ? row?.team1Score : row?.team0Score,
    });

    // Deliveries: each event to each active destination that chose it (the member's league-wide
    // events pass: they have no recipient), in the events' order.
    const deliveries = await db
      .select({ eventId: webhookDeliveries.eventId, destinationId: webhookDeliveries.destinationId })
      .from(webhookDeliveries)
      .orderBy(asc(webhookDeliveries.id));
    const ids = events.map((e) => e.id);
    expect(deliveries).toEqual([
      { eventId: ids[0], destinationId: idOf("every") },
      { eventId: ids[1], destinationId: idOf("every") },
      { eventId: ids[1], destinationId: idOf("member") },
      { eventId: ids[2], destinationId: idOf("every") },
    ]);

    // Stored again: nothing new.
    await ingestMap(db, live);
    expect(await db.select().from(outboxEvents).orderBy(asc(outboxEvents.id))).toEqual(events);
    expect(await db.select({ n: count() }).from(webhookDeliveries)).toEqual([{ n: deliveries.length }]);
    await db.delete(webhookDestinations);
    await db
      .update(scheduledMatches)
      .set({ completedAt: null })
      .where(
        inArray(
          scheduledMatches.id,
          marked.map((m) => m.id),
        ),
      );
  });

  it("moves the stats when a corrected map names a different player", async ({ task }) => {
    const [leaver] = live.teams[0].players;
    const stand_in = "76561197999999999";
    const corrected = JSON.parse(JSON.stringify(live).replaceAll(leaver?.steam64Id as string, stand_in));
    corrected.teams[0].players[0].name = "Stand-in";
    corrected.teams[0].players[0].playerId = null;
    await ingestMap(database.db, mapEventsSchema.parse(corrected));

    const rows = (await aggregates(database.db, season)).seasonStats.filter(
      (r) => r.matchType === live.matchType && r.tier === live.tier,
    );
    expect(rows.find((r) => r.steam64Id === stand_in)?.stats).toMatchObject({
      name: "Stand-in",
      gameCount: 1,
    });
    const afterCorrection = await aggregates(database.db, season);
    await measured(task, `season recompute, test league (${kind})`, () =>
      rebuildAggregates(database.db, { season }),
    );
    expect(await aggregates(database.db, season)).toEqual(afterCorrection);
  });
});
