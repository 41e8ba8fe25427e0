import { type LeaguePlayer, type SeasonStats, TIER_NAMES, type TierName } from "@fragboard/core";
import { vi } from "vitest";

export type StubLeague = {
  season?: number;
  hasSeasonStarted?: boolean;
  players?: LeaguePlayer[];
  stats?: Partial<Record<TierName, SeasonStats[]>>;
  commit?: () => string;
  /** Other seasons' rosters and stats, by season; a season not listed answers like the current one. */
  pastSeasons?: Record<
    number,
    { players?: LeaguePlayer[]; stats?: Partial<Record<TierName, SeasonStats[]>> }
  >;
};

/** Answers the API calls the shell and the players list make, from in-memory data; records each URL. */
export function stubApi(league: StubLeague = {}): string[] {
  const urls: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const [path, search] = url.split("?");
      const past = league.pastSeasons?.[Number(new URLSearchParams(search).get("season"))];
      const players = past ? (past.players ?? []) : league.players;
      const stats = past ? (past.stats ?? {}) : league.stats;
      if (path === "/api/csc/cached-season-metadata") {
        return json({
          number: league.season ?? 15,
          hasSeasonStarted: league.hasSeasonStarted ?? true,
          league: { leagueTiers: [] },
        });
      }
      if (path === "/api/csc/cached-players") return json({ data: players ?? [] });
      if (path === "/api/csc/cached-stats") {
        const data = Object.fromEntries(TIER_NAMES.map((tier) => [tier, stats?.[tier] ?? []]));
        return json({ lastUpdate: "2025-01-01T00:00:00.000Z", data });
      }
      // Nobody signed in, as the server answers a visitor.
      if (path === "/api/me")
        return json({ user: null, player: null, franchiseRoles: [], scopes: [], signIn: "local" });
      if (path === "/api/version")
        return json({ commit: league.commit?.() ?? "abc123", builtAt: "2025-01-01T00:00:00.000Z" });
      return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: `no stub for ${path}` } }), {
        status: 404,
      });
    }),
  );
  return urls;
}
