import {
  CACHE_TIMES,
  FAPL_HUBS,
  type FaceitLookupResponse,
  type FaplHub,
  type FaplStatsResponse,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import {
  type StoredAccount,
  saveAccount,
  saveHub,
  storedAccount,
  storedHubs,
} from "../../repositories/integrations/faceit.js";
import { RateLimitGate } from "../http.js";
import { FaceitClient } from "./client.js";

/**
 * FACEIT figures for the API (docs/api.md#faceit). Without an API key: what is stored (the simulated league's,
 * written by the seed). With one: stored answers younger than the web app's stale time are
 * served as they are, older ones are refreshed from FACEIT, and when FACEIT fails or rate-limits
 * us the stored answer is served anyway; only a player we know nothing about waits on FACEIT.
 */
export type FaceitProvider = {
  /** null: he has no FACEIT account we know of. */
  lookup(steam64Id: string): Promise<FaceitLookupResponse | null>;
  faplStats(): Promise<FaplStatsResponse>;
};

export type FaceitOptions = {
  apiKey: string | null;
  /** FACEIT hub ids of the league's FAPL hubs (unset: the stored figures are served). */
  hubs: Record<FaplHub, string | null>;
  baseUrl?: string;
  now?: () => Date;
  /** A refresh stored a different Elo: the played maps' match-ups show it (http/played-maps.ts). */
  onEloChange?: () => void;
};

/** Players FACEIT told us have no account: asked again after this long. */
const NO_ACCOUNT_TTL_MS = CACHE_TIMES.faceitLookup;
/** Bounds the memory of "no account" answers. */
const NO_ACCOUNT_MAX = 10_000;

const toLookup = (row: StoredAccount): FaceitLookupResponse => ({
  id: row.id,
  faceitIdentifier: row.faceitId,
  updatedAt: row.updatedAt.toISOString(),
  rank: row.level,
  highestRank: row.highestLevel,
  faceitName: row.faceitName,
  elo: row.elo,
});

export function faceitProvider(db: Db, options: FaceitOptions): FaceitProvider {
  const now = options.now ?? (() => new Date());
  if (!options.apiKey) {
    return {
      async lookup(steam64Id) {
        const row = await storedAccount(db, steam64Id);
        return row && toLookup(row);
      },
      faplStats: async () => (await storedHubs(db)).hubs,
    };
  }
  const client = new FaceitClient(options.apiKey, options.baseUrl);
  const gate = new RateLimitGate("FACEIT", () => now().getTime());
  const noAccount = new Map<string, number>();
  const inFlight = new Map<string, Promise<FaceitLookupResponse | null>>();
  let hubsInFlight: Promise<FaplStatsResponse> | null = null;
  const fresh = (updatedAt: Date, ttl: number) => now().getTime() - updatedAt.getTime() < ttl;

  async function refresh(steam64Id: string, stored: StoredAccount | null) {
    try {
      const player = await gate.run(() => client.playerBySteamId(steam64Id));
      if (!player) {
        if (noAccount.size >= NO_ACCOUNT_MAX) noAccount.clear();
        noAccount.set(steam64Id, now().getTime() + NO_ACCOUNT_TTL_MS);
        return null;
      }
      const saved = await saveAccount(db, { steam64Id, ...player, highestLevel: player.level }, now());
      if (saved.elo !== stored?.elo) options.onEloChange?.();
      return toLookup(saved);
    } catch (error) {
      // FACEIT is down or rate-limiting us: an older answer beats none.
      if (stored) return toLookup(stored);
      throw error;
    }
  }

  async function refreshHubs(): Promise<FaplStatsResponse> {
    const stored = await storedHubs(db);
    for (const hub of FAPL_HUBS) {
      const hubId = options.hubs[hub];
      const updated = stored.updatedAt.get(hub);
      if (!hubId || (updated && fresh(updated, CACHE_TIMES.faplStats))) continue;
      try {
        const players = await gate.run(() => client.hubStats(hubId));
        const unique = [...new Map(players.map((p) => [p.player_id, p])).values()];
        await saveHub(db, hub, unique, now());
        stored.hubs[hub] = unique;
      } catch (error) {
        if (stored.hubs[hub].length === 0) throw error;
      }
    }
    return stored.hubs;
  }

  return {
    async lookup(steam64Id) {
      const stored = await storedAccount(db, steam64Id);
      if (stored && fresh(stored.updatedAt, CACHE_TIMES.faceitLookup)) return toLookup(stored);
      if (!stored && (noAccount.get(steam64Id) ?? 0) > now().getTime()) return null;
      // One call to FACEIT per player however many pages ask at once.
      let pending = inFlight.get(steam64Id);
      if (!pending) {
        pending = refresh(steam64Id, stored).finally(() => inFlight.delete(steam64Id));
        inFlight.set(steam64Id, pending);
      }
      return pending;
    },
    faplStats() {
      hubsInFlight ??= refreshHubs().finally(() => {
        hubsInFlight = null;
      });
      return hubsInFlight;
    },
  };
}
