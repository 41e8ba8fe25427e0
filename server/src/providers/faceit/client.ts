import type { FaplHubPlayer } from "@fragboard/core";
import { z } from "zod";
import { fetchJson, ProviderError } from "../http.js";

/**
 * The FACEIT Data API v4 (https://docs.faceit.com/docs/data-api/data): a player by his steam id
 * and a hub's player stats, with the server's API key. Only what we read is parsed.
 */

export const FACEIT_API_URL = "https://open.faceit.com/data/v4";
const PROVIDER = "FACEIT";
/** FACEIT pages hub stats 100 at a time; a league hub is a few hundred players. */
const PAGE = 100;
const MAX_PAGES = 20;

const gameSchema = z.object({ skill_level: z.number().int().min(0).max(10), faceit_elo: z.number().int() });
const playerSchema = z.object({
  player_id: z.string().min(1),
  nickname: z.string().min(1),
  games: z.record(z.string(), gameSchema.partial()).default({}),
});
const hubStatsSchema = z.object({
  players: z
    .array(
      z.object({
        player_id: z.string(),
        nickname: z.string(),
        stats: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      }),
    )
    .default([]),
});

export type FaceitPlayer = { faceitId: string; faceitName: string; elo: number; level: number };

export class FaceitClient {
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = FACEIT_API_URL,
  ) {}

  private async get(path: string): Promise<unknown> {
    return fetchJson(PROVIDER, `${this.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${this.apiKey}`, accept: "application/json" },
    });
  }

  private parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new ProviderError(PROVIDER, "FACEIT sent an answer we do not understand.", 200);
    return parsed.data;
  }

  /** His CS2 account (CS:GO for accounts that never played CS2); null when FACEIT has none. */
  async playerBySteamId(steam64Id: string): Promise<FaceitPlayer | null> {
    const body = await this.get(`/players?game=cs2&game_player_id=${encodeURIComponent(steam64Id)}`);
    if (body === null) return null;
    const player = this.parse(playerSchema, body);
    const game = player.games.cs2 ?? player.games.csgo;
    if (game?.faceit_elo === undefined || game.skill_level === undefined) return null;
    return {
      faceitId: player.player_id,
      faceitName: player.nickname,
      elo: game.faceit_elo,
      level: game.skill_level,
    };
  }

  /** Every player of a hub with his stats, values as strings. */
  async hubStats(hubId: string): Promise<FaplHubPlayer[]> {
    const players: FaplHubPlayer[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const body = await this.get(
        `/hubs/${encodeURIComponent(hubId)}/stats?offset=${page * PAGE}&limit=${PAGE}`,
      );
      if (body === null) throw new ProviderError(PROVIDER, `FACEIT has no hub ${hubId}.`, 404);
      const batch = this.parse(hubStatsSchema, body).players;
      for (const p of batch) {
        players.push({
          player_id: p.player_id,
          nickname: p.nickname,
          stats: Object.fromEntries(Object.entries(p.stats).map(([k, v]) => [k, String(v)])),
        });
      }
      if (batch.length < PAGE) break;
    }
    return players;
  }
}
