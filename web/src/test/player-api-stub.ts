import type {
  AccoladeRecord,
  ExtendedMatchStatsResponse,
  ExtendedStats,
  ProfileBundle,
  ReputationResponse,
  TrendRow,
} from "@fragboard/core";
import { DEFAULT_SETTINGS } from "@fragboard/core";
import { vi } from "vitest";
import type { HistoryMap } from "../lib/queries/player.js";
import { type StubLeague, stubApi } from "./api-stub.js";

export type PlayerStubLeague = StubLeague & {
  extended?: ExtendedStats[];
  /** By discord id. */
  reputation?: Record<string, ReputationResponse>;
  /** By discord id. */
  profiles?: Record<string, ProfileBundle>;
  /** Every map; the stub answers with those a player's name appears in. */
  history?: HistoryMap[];
  /** By steam64 id. */
  trends?: Record<string, TrendRow[]>;
  /** By league player id. */
  accolades?: Record<string, AccoladeRecord[]>;
  /** By extended match id (no "combines-" prefix); a missing id answers `{}`. */
  extendedMatches?: Record<string, ExtendedMatchStatsResponse>;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type GraphqlCall = { operationName: string; variables: Record<string, unknown> };

/**
 * `stubApi` plus the calls of the player page and card (extended stats, reputation, profile,
 * accolades, extended match stats, config and the two stats GraphQL operations). Returns every URL asked for.
 */
export function stubPlayerApi(league: PlayerStubLeague = {}): string[] {
  const urls = stubApi(league);
  const shellFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path = "", search = ""] = url.split("?");
      const query = new URLSearchParams(search);
      if (path === "/api/fragboard/extendedStats") {
        urls.push(url);
        return json({ lastUpdated: "2026-11-20T10:00:00.000Z", data: league.extended ?? [] });
      }
      if (path === "/api/fragboard/plusRep") {
        urls.push(url);
        return json(league.reputation?.[query.get("discordId") ?? ""] ?? { repped: 0, plusRep: {} });
      }
      if (path === "/api/profile") {
        urls.push(url);
        const bundle = league.profiles?.[query.get("discordId") ?? ""];
        return json(bundle ?? { profile: {}, teamHistory: [], nameAliases: [], mmrHistory: [] });
      }
      if (path === "/api/fragboard/extendedMatchStats") {
        urls.push(url);
        return json(league.extendedMatches?.[query.get("matchId") ?? ""] ?? {});
      }
      if (path === "/api/fragboard/accolades") {
        urls.push(url);
        return json(league.accolades?.[query.get("playerId") ?? ""] ?? []);
      }
      if (path === "/api/config") {
        urls.push(url);
        return json({ ...DEFAULT_SETTINGS, noveltyRoles: {} });
      }
      if (path === "/api/graphql/stats") {
        urls.push(url);
        return json({ data: answer(JSON.parse(String(init?.body)) as GraphqlCall, league) });
      }
      return shellFetch(url, init);
    }),
  );
  return urls;
}

function answer({ operationName, variables }: GraphqlCall, league: PlayerStubLeague) {
  if (operationName === "ProfileTrendGraph") {
    return { findManyPlayerMatchStats: league.trends?.[String(variables.steamId)] ?? [] };
  }
  if (operationName === "getMatchesHistoryByPlayerName") {
    const filter = variables.whereFilter as { matchStats: { some: { name: { equals: string } } } };
    const name = filter.matchStats.some.name.equals;
    return {
      findManyMatch: (league.history ?? []).filter((map) => map.matchStats.some((l) => l.name === name)),
    };
  }
  throw new Error(`no stub for the GraphQL operation ${operationName}`);
}
