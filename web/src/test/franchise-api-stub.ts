import {
  type CoreMatch,
  findFranchise,
  type GqlFranchise,
  type PlayerType,
  type Settings,
  type TierName,
} from "@fragboard/core";
import { vi } from "vitest";
import type { RosterStats, TeamHistoryMap } from "../lib/queries/franchises.js";
import { type StubLeague, stubApi } from "./api-stub.js";

export type FranchiseStubLeague = StubLeague & {
  franchises?: GqlFranchise[];
  rosterStats?: RosterStats[];
  /** By team id. */
  matches?: Record<string, CoreMatch[]>;
  history?: TeamHistoryMap[];
  /** What `/api/config` answers besides no novelty roles. */
  config?: Partial<Settings>;
  /** Sees every GraphQL call (operation name and variables). */
  onGraphql?: (call: GraphqlCall) => void;
};

type GraphqlCall = { operationName: string; variables: Record<string, unknown> };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** The answer of one GraphQL operation of the franchise and team pages. */
function answer({ operationName, variables }: GraphqlCall, league: FranchiseStubLeague): unknown {
  switch (operationName) {
    case "franchises":
    case "franchiseList":
      return { franchises: league.franchises ?? [] };
    case "franchise":
      return { franchise: findFranchise(league.franchises ?? [], String(variables.nameOrPrefix)) ?? null };
    case "matches":
      return { matches: league.matches?.[String(variables.teamId)] ?? [] };
    case "PlayersSeasonStats": {
      const ids = new Set(variables.steamIds as string[]);
      return { playersSeasonStats: (league.rosterStats ?? []).filter((r) => ids.has(r.steam64Id)) };
    }
    case "TeamMatchHistory": {
      const ids = new Set(variables.matchIds as string[]);
      return { findManyMatch: (league.history ?? []).filter((m) => ids.has(m.matchId)) };
    }
    default:
      throw new Error(`no stub for the GraphQL operation ${operationName}`);
  }
}

/**
 * `stubApi` plus the GraphQL operations of the franchise list, franchise and team pages and the
 * configuration; every call is recorded as its URL, GraphQL ones as `/api/graphql/...#operation`.
 */
export function stubFranchiseApi(league: FranchiseStubLeague = {}): string[] {
  const urls = stubApi(league);
  const shellFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0] ?? "";
      if (path === "/api/config") return json({ noveltyRoles: {}, ...league.config });
      if (path.startsWith("/api/graphql/")) {
        const call = JSON.parse(String(init?.body)) as GraphqlCall;
        urls.push(`${path}#${call.operationName}`);
        league.onGraphql?.(call);
        return json({ data: answer(call, league) });
      }
      return shellFetch(url, init);
    }),
  );
  return urls;
}

let serial = 0;

/** A roster player of the franchises answer. */
export function rosterPlayer(name: string, mmr: number | null = 1500, type: PlayerType = "SIGNED") {
  serial += 1;
  return {
    id: `p${serial}`,
    name,
    discordId: `2000000000000${String(serial).padStart(5, "0")}`,
    steam64Id: `765611990${String(serial).padStart(8, "0")}`,
    mmr,
    avatarUrl: "",
    type,
  };
}

type StubTeam = GqlFranchise["teams"][number];

export function stubTeam(
  id: string,
  name: string,
  tier: TierName,
  players: StubTeam["players"] = [],
  mmrCap = 8300,
): StubTeam {
  const captain = players[0];
  return {
    id,
    name,
    captain: captain ? { steam64Id: captain.steam64Id } : null,
    tier: { name: tier, mmrCap },
    players,
  };
}

export function stubFranchise(name: string, prefix: string, teams: StubTeam[] = []): GqlFranchise {
  return {
    name,
    prefix,
    logo: { name: `${prefix}.svg`, url: `/api/logos/${prefix}.svg` },
    gm: { id: `gm-${prefix}`, name: `${prefix} Boss` },
    agm: null,
    agms: [],
    teams,
  };
}
