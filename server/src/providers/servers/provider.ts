import type { ServerDetailsResponse, ServerType } from "@fragboard/core";

/**
 * Where on-demand game servers run (docs/operations.md#game-servers), chosen by SERVER_PROVIDER:
 * the sandbox (query-protocol sockets in this process) or DatHost. The routes keep every server's
 * state in the database; a provider only starts, stops and describes servers.
 */

/** What a member asked for, as the provider needs it. */
export type GameServerSpec = {
  name: string;
  map: string;
  type: ServerType;
  slots: number;
  /** "" = no password (a public server). */
  password: string;
};

/** A started server: `ref` is the provider's handle on it, stored with the row. */
export type StartedServer = { ref: string; port: number };

export interface GameServerProvider {
  readonly kind: "sandbox" | "dathost";
  start(spec: GameServerSpec): Promise<StartedServer>;
  /** Stopping a server that is already gone is not an error. */
  stop(ref: string): Promise<void>;
  /** The server's own answer to a status query. */
  details(ref: string): Promise<ServerDetailsResponse>;
  /** The address players connect to. */
  connectHost(ref: string): string;
  /**
   * A server the database says runs but this process does not host (the app restarted): start it
   * again under the same ref, or answer false when that is no longer possible. Providers whose
   * servers live elsewhere leave it out.
   */
  resume?(ref: string, spec: GameServerSpec): Promise<boolean>;
  /** The app is shutting down. */
  close(): Promise<void>;
}
