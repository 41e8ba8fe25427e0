import type { ServerDetailsResponse } from "@fragboard/core";
import { GameDig, type QueryResult } from "gamedig";
import { ProviderError } from "../http.js";

/** A game server that does not answer within this is reported as down (the details load per row). */
const QUERY_TIMEOUT_MS = 1_500;

/** The fields of the A2S_INFO answer gamedig keeps in `raw` (its valve protocol). */
type ValveRaw = {
  protocol?: number;
  folder?: string;
  game?: string;
  appId?: number;
  numbots?: number;
  listentype?: string;
  environment?: string;
  secure?: number;
  steamid?: string;
  tags?: string[];
};

/**
 * Asks a Source-engine server for its status over UDP (A2S_INFO and A2S_PLAYER, challenges
 * included) with gamedig, and returns it in the shape of docs/api.md#servers.
 */
export async function queryGameServer(
  provider: string,
  host: string,
  port: number,
): Promise<ServerDetailsResponse> {
  let state: QueryResult & { gamePort?: number };
  try {
    state = await GameDig.query({
      type: "counterstrike2",
      host,
      port,
      givenPortOnly: true,
      maxRetries: 1,
      socketTimeout: QUERY_TIMEOUT_MS,
      attemptTimeout: QUERY_TIMEOUT_MS * 2,
    });
  } catch {
    throw new ProviderError(
      provider,
      `The game server on port ${port} did not answer its status query.`,
      null,
    );
  }
  const raw = (state.raw ?? {}) as ValveRaw;
  return {
    protocol: raw.protocol ?? 0,
    name: state.name,
    map: state.map,
    folder: raw.folder ?? "",
    game: raw.game ?? "",
    appId: raw.appId ?? 0,
    players: state.numplayers,
    maxPlayers: state.maxplayers,
    bots: raw.numbots ?? 0,
    serverType: raw.listentype ?? "",
    environment: raw.environment ?? "",
    visibility: state.password ? 1 : 0,
    vac: raw.secure ?? 0,
    version: state.version,
    port: state.gamePort ?? port,
    keywords: (raw.tags ?? []).join(","),
    gameId: String(raw.appId ?? ""),
  };
}
