import type { TeamMapLine } from "@fragboard/core";
import { groupBy, matchTypeSchema, steam64IdSchema, tierNameSchema } from "@fragboard/core";
import type { IResolvers, MercuriusLoaders } from "mercurius";
import type { Db } from "../../db/client.js";
import { countLinesWhere } from "../../repositories/stats/map-lines.js";
import { countMapsWhere } from "../../repositories/stats/maps.js";
import type {
  MatchOrderBy,
  MatchWhereInput,
  PlayerMatchStatsOrderBy,
  PlayerMatchStatsWhereInput,
} from "../../repositories/stats/match-filters.js";
import { type Batch, byKey, type GqlContext } from "../batch.js";
import { argument, userError } from "../errors.js";
import { BigIntScalar } from "./big-int.js";
import {
  findLines,
  findMatches,
  type LineNode,
  linesOfMatches,
  type MatchNode,
  playerSeasonSummary,
  playersSeasonStats,
  type RoundNode,
  roundsOf,
  teamStatsOf,
  tierSeasonStats,
} from "./queries.js";
import { MAX_PLAYERS_PER_STATS_QUERY } from "./schema.js";
import {
  requireBoundedMatches,
  requireOnePlayer,
  requireWholeMapLinesOf,
  requireWholeMapSides,
} from "./where.js";

// biome-ignore lint/suspicious/noExplicitAny: mercurius types resolver parents as any
export const statsResolvers: IResolvers<any, GqlContext> = {
  BigInt: BigIntScalar,
  Query: {
    tierSeasonStats: (
      _: unknown,
      args: { tier: string; season: number; matchType: string },
      { db }: GqlContext,
    ) =>
      tierSeasonStats(db, {
        season: args.season,
        tier: argument(tierNameSchema, "tier", args.tier),
        matchType: argument(matchTypeSchema, "matchType", args.matchType),
      }),
    playersSeasonStats: (
      _: unknown,
      args: { steamIds: string[]; season: number; matchType: string },
      { db }: GqlContext,
    ) => {
      if (args.steamIds.length > MAX_PLAYERS_PER_STATS_QUERY)
        throw userError(`steamIds: at most ${MAX_PLAYERS_PER_STATS_QUERY} players per request.`);
      return playersSeasonStats(db, {
        steam64Ids: args.steamIds.map((id) => argument(steam64IdSchema, "steamIds", id)),
        season: args.season,
        matchType: argument(matchTypeSchema, "matchType", args.matchType),
      });
    },
    playerSummary: (_: unknown, args: { steamId: string; season: number }, { db }: GqlContext) =>
      playerSeasonSummary(db, argument(steam64IdSchema, "steamId", args.steamId), args.season),
    findManyPlayerMatchStats: (
      _: unknown,
      args: { where: PlayerMatchStatsWhereInput; orderBy?: PlayerMatchStatsOrderBy[] | null },
      { db }: GqlContext,
    ) => {
      requireOnePlayer(args.where);
      requireWholeMapSides(args.where);
      return findLines(db, args.where, args.orderBy);
    },
    findManyMatch: (
      _: unknown,
      args: { where: MatchWhereInput; orderBy?: MatchOrderBy[] | null },
      { db }: GqlContext,
    ) => {
      requireBoundedMatches(args.where);
      requireWholeMapLinesOf(args.where);
      return findMatches(db, args.where, args.orderBy);
    },
  },
};

/**
 * The rows findManyMatch and findManyPlayerMatchStats will answer, counted with their own filter
 * (graphql/limits.ts prices a request with them); a filter they would refuse is refused here.
 */
export const statsListCounter =
  (db: Db) =>
  async (field: string, args: Record<string, unknown>): Promise<number> => {
    if (field === "Query.findManyMatch") {
      const where = args.where as MatchWhereInput;
      requireBoundedMatches(where);
      requireWholeMapLinesOf(where);
      return countMapsWhere(db, where);
    }
    const where = args.where as PlayerMatchStatsWhereInput;
    requireOnePlayer(where);
    requireWholeMapSides(where);
    return countLinesWhere(db, where);
  };

type MatchStatsParams = { where?: PlayerMatchStatsWhereInput | null };

/** A played map's nested lists, each one query for every map of the answer. */
export const statsLoaders: MercuriusLoaders<GqlContext> = {
  Match: {
    teamStats: (batch: Batch<MatchNode>, { db }: GqlContext) =>
      byKey(
        batch,
        (m) => m.matchId,
        (ids) => teamStatsOf(db, ids),
        [] as TeamMapLine[],
      ),
    rounds: (batch: Batch<MatchNode>, { db }: GqlContext) => {
      const matches = batch.map((q) => q.obj);
      return byKey(
        batch,
        (m) => m.matchId,
        () => roundsOf(db, matches),
        [] as RoundNode[],
      );
    },
    // One query per distinct `where` (aliases may ask for several), not per map.
    matchStats: async (batch: Batch<MatchNode, MatchStatsParams>, { db }: GqlContext) => {
      const whereKey = (params: MatchStatsParams) => JSON.stringify(params.where ?? null);
      const answers = new Map<string, Map<string, LineNode[]>>();
      for (const [key, group] of groupBy(batch, (q) => whereKey(q.params))) {
        const matches = group.map((q) => q.obj);
        requireWholeMapSides(group[0]?.params.where);
        answers.set(key, await linesOfMatches(db, matches, group[0]?.params.where));
      }
      return batch.map((q) => answers.get(whereKey(q.params))?.get(q.obj.matchId) ?? []);
    },
  },
};
