import { findFranchise, franchiseLookupSchema, type PlayerType } from "@fragboard/core";
import type { IResolvers, MercuriusLoaders } from "mercurius";
import { franchisesWhere } from "../../repositories/league/franchises.js";
import { playersOfType } from "../../repositories/league/players.js";
import { scheduledMatchesOf } from "../../repositories/league/schedule.js";
import { type Batch, byKey, type GqlContext } from "../batch.js";
import { argument } from "../errors.js";
import {
  type FranchiseNode,
  franchisesByIds,
  leagueTiersOf,
  type MapBanNode,
  type MapStatNode,
  mapStatsOf,
  type PlayerNode,
  playersByIds,
  rostersOf,
  type ScheduledMatchNode,
  type StandingNode,
  seasonByNumber,
  seasonKey,
  seasonTiersOf,
  standingsOf,
  type TeamNode,
  teamsByIds,
  teamsOfFranchises,
  vetoesOf,
} from "./queries.js";

type SeasonNode = { number: number };
/** A franchise as asked about for one season: its teams are that season's. */
type SeasonFranchise = FranchiseNode & { season: number | null };
type LeagueNode = { season: number };
type LobbyNode = { id: string; matchId: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Logos are served as SVG by prefix (core's Franchise.logoSvg). */
const franchiseLogo = (prefix: string, { mediaUrl }: GqlContext) => ({
  name: `${prefix}.svg`,
  url: mediaUrl(`/api/logos/${encodeURIComponent(prefix)}.svg`),
});

// biome-ignore lint/suspicious/noExplicitAny: mercurius types resolver parents as any
export const leagueResolvers: IResolvers<any, GqlContext> = {
  Query: {
    latestActiveSeason: async (_: unknown, __: unknown, ctx: GqlContext): Promise<SeasonNode | null> => {
      const number = await ctx.currentSeason();
      return number === null ? null : { number };
    },
    season: (_: unknown, args: { number: number }, { db }: GqlContext) => seasonByNumber(db, args.number),
    players: (_: unknown, args: { type?: PlayerType | null }, { db }: GqlContext) =>
      playersOfType(db, args.type ?? null),
    franchises: async (
      _: unknown,
      args: { active?: boolean | null; season?: number | null },
      ctx: GqlContext,
    ): Promise<SeasonFranchise[]> => {
      const season = args.season ?? (await ctx.currentSeason());
      const rows = await franchisesWhere(ctx.db, args.active ?? null);
      return rows.map((franchise) => ({ ...franchise, season }));
    },
    franchise: async (
      _: unknown,
      args: { nameOrPrefix: string; season?: number | null },
      ctx: GqlContext,
    ): Promise<SeasonFranchise | null> => {
      // The active franchises are a few dozen rows: matched as the web app's addresses are.
      const wanted = argument(franchiseLookupSchema, "nameOrPrefix", args.nameOrPrefix);
      const found = findFranchise(await franchisesWhere(ctx.db, true), wanted);
      return found ? { ...found, season: args.season ?? (await ctx.currentSeason()) } : null;
    },
    matches: async (
      _: unknown,
      args: { teamId?: string | null; season?: number | null },
      ctx: GqlContext,
    ) => {
      const season = args.season ?? (await ctx.currentSeason());
      return season === null ? [] : scheduledMatchesOf(ctx.db, season, args.teamId ?? null);
    },
  },
  Season: {
    league: (season: SeasonNode): LeagueNode => ({ season: season.number }),
  },
  Player: {
    tier: (player: PlayerNode) => ({ name: player.tier }),
    avatarUrl: (player: PlayerNode, _: unknown, ctx: GqlContext) => ctx.mediaUrl(player.avatarUrl),
  },
  Franchise: {
    logo: (franchise: FranchiseNode, _: unknown, ctx: GqlContext) => franchiseLogo(franchise.prefix, ctx),
  },
  Match: {
    scheduledDate: (match: ScheduledMatchNode) => iso(match.scheduledDate),
    completedAt: (match: ScheduledMatchNode) => iso(match.completedAt),
    lobby: (match: ScheduledMatchNode): LobbyNode => ({ id: match.lobbyId, matchId: match.id }),
    matchDay: (match: ScheduledMatchNode) => ({ number: match.matchDay }),
    dathostServer: (match: ScheduledMatchNode) => match.server,
  },
};

/** Players by id for one field of a batch (gm, agm, captain...). */
const playerBy =
  <O>(idOf: (obj: O) => string | null) =>
  (batch: Batch<O>, { db }: GqlContext) =>
    byKey(batch, idOf, (ids) => playersByIds(db, ids), null);

/** Teams by id for one field of a batch (home, away, a ban's team, a player's team...). */
const teamBy =
  <O>(idOf: (obj: O) => string | null) =>
  (batch: Batch<O>, { db }: GqlContext) =>
    byKey(batch, idOf, (ids) => teamsByIds(db, ids), null);

/**
 * Every nested field is a loader: a list of N parents costs one query per field, not N. A
 * franchises request is thus a fixed number of queries however many franchises there are.
 */
export const leagueLoaders: MercuriusLoaders<GqlContext> = {
  Season: {
    standings: (batch: Batch<SeasonNode>, { db }: GqlContext) =>
      byKey(
        batch,
        (s) => String(s.number),
        (keys) => standingsOf(db, keys),
        [] as StandingNode[],
      ),
  },
  League: {
    leagueTiers: async (batch: Batch<LeagueNode>, { db }: GqlContext) => {
      const tiers = await byKey(
        batch,
        (l) => String(l.season),
        (keys) => leagueTiersOf(db, keys),
        [],
      );
      return tiers.map((list) => list.map((tier) => ({ tier })));
    },
  },
  TierStanding: {
    tier: (batch: Batch<StandingNode>, { db }: GqlContext) =>
      byKey(
        batch,
        (s) => seasonKey(s.season, s.tier),
        (keys) => seasonTiersOf(db, keys),
        null,
      ),
  },
  Franchise: {
    gm: playerBy((f: FranchiseNode) => f.gmPlayerId),
    agm: playerBy((f: FranchiseNode) => f.agmPlayerId),
    agms: async (batch: Batch<FranchiseNode>, { db }: GqlContext) => {
      const found = await playersByIds(db, [...new Set(batch.flatMap((q) => q.obj.agmPlayerIds))]);
      return batch.map((q) => q.obj.agmPlayerIds.flatMap((id) => found.get(id) ?? []));
    },
    // Keyed by season too: aliased roots may ask for teams of different seasons in one request.
    teams: (batch: Batch<SeasonFranchise>, { db }: GqlContext) =>
      byKey(
        batch,
        (f) => (f.season === null ? null : seasonKey(f.season, f.id)),
        (keys) => teamsOfFranchises(db, keys),
        [] as TeamNode[],
      ),
  },
  Team: {
    tier: (batch: Batch<TeamNode>, { db }: GqlContext) =>
      byKey(
        batch,
        (t) => seasonKey(t.season, t.tier),
        (keys) => seasonTiersOf(db, keys),
        null,
      ),
    // The team's season goes with its franchise, whose teams are then that season's (a nested
    // franchises { teams { franchise { teams } } } asked for teams of season "undefined": a 500).
    franchise: async (batch: Batch<TeamNode>, { db }: GqlContext): Promise<(SeasonFranchise | null)[]> => {
      const found = await byKey(
        batch,
        (t) => t.franchiseId,
        (ids) => franchisesByIds(db, ids),
        null,
      );
      return found.map((franchise, i) => franchise && { ...franchise, season: batch[i]?.obj.season ?? null });
    },
    captain: playerBy((t: TeamNode) => t.captainPlayerId),
    players: async (batch: Batch<TeamNode>, ctx: GqlContext) => {
      const season = await ctx.currentSeason();
      const teams = batch.map((q) => q.obj);
      return byKey(
        batch,
        (t) => t.id,
        () => rostersOf(ctx.db, teams, season),
        [] as PlayerNode[],
      );
    },
  },
  Player: {
    team: teamBy((p: PlayerNode) => p.teamId),
  },
  Lobby: {
    mapBans: (batch: Batch<LobbyNode>, { db }: GqlContext) =>
      byKey(
        batch,
        (l) => l.matchId,
        (ids) => vetoesOf(db, ids),
        [] as MapBanNode[],
      ),
  },
  MapBan: {
    team: teamBy((b: MapBanNode) => b.teamId),
  },
  Match: {
    home: teamBy((m: ScheduledMatchNode) => m.homeTeamId),
    away: teamBy((m: ScheduledMatchNode) => m.awayTeamId),
    stats: (batch: Batch<ScheduledMatchNode>, { db }: GqlContext) => {
      const matches = batch.map((q) => q.obj);
      return byKey(
        batch,
        (m) => m.id,
        () => mapStatsOf(db, matches),
        [] as MapStatNode[],
      );
    },
  },
  MatchMapStats: {
    winner: teamBy((s: MapStatNode) => s.winnerTeamId),
  },
};
