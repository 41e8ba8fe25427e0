import { randomInt } from "node:crypto";
import {
  REDACTED_PASSWORD,
  SERVER_TYPE_INFO,
  SERVER_TYPES,
  type Server,
  type ServerDetailsResponse,
  type ServerRequest,
  type ServerStopResponse,
  type ServerType,
} from "@fragboard/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { recordServerReadyEvent } from "../../outward/events.js";
import type { GameServerProvider, GameServerSpec } from "../../providers/servers/provider.js";
import { userRow } from "../../repositories/community/people.js";
import {
  expiredServers,
  insertServer,
  markServerStopped,
  runningServer,
  runningServerIdsOf,
  runningServerOnPort,
  runningServers,
  type ServerRow,
} from "../../repositories/servers/game-servers.js";

/** Letters and digits that cannot be misread when typed from a screen (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const RANDOM_PASSWORD_LENGTH = 8;
const HOUR_MS = 3_600_000;

const randomPassword = () =>
  Array.from(
    { length: RANDOM_PASSWORD_LENGTH },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join("");

/**
 * The stored type is "<kind>.<slots>" (docs/api.md#servers: the list shows the part before the
 * first dot), so a server can be described again after a restart.
 */
const storedType = (type: ServerType, slots: number) => `${type}.${slots}`;
function readStoredType(stored: string): { type: ServerType; slots: number } {
  const [kind = "", slots = ""] = stored.split(".");
  const type = SERVER_TYPES.find((t) => t === kind) ?? "pug&prac";
  return { type, slots: Number(slots) || SERVER_TYPE_INFO[type].defaultSlots };
}

/**
 * The lifecycle of on-demand game servers (docs/api.md#servers): requests within the per-member
 * limit, owner-only stops, details, and the sweep that stops servers past their end. The database
 * holds every server's state, so a sweep after a restart still finds the servers due to stop.
 */
export class GameServers {
  /** The sandbox's sockets are reopened once per process, before it starts new ones. */
  private resumed: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    readonly provider: GameServerProvider,
    private readonly perMember: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A row as `viewer` may see it: a private server's password only to its owner. */
  listed(row: ServerRow, viewer: string | null): Server {
    return {
      screenid: row.id,
      owner: row.ownerDiscordId,
      host: this.connectHost(row),
      port: row.port,
      type: row.type,
      password: row.isPrivate && row.ownerDiscordId !== viewer ? REDACTED_PASSWORD : row.password,
      isPrivate: row.isPrivate,
      datetime: row.expiresAt.getTime(),
    };
  }

  private connectHost(row: ServerRow) {
    // A server another provider started (SERVER_PROVIDER changed) is still listed until its end.
    if (row.provider !== this.provider.kind || !row.providerRef) return "";
    return this.provider.connectHost(row.providerRef);
  }

  running(now: Date): Promise<ServerRow[]> {
    return runningServers(this.db, now);
  }

  private async spec(owner: string, row: { map: string; type: ServerType; slots: number; password: string }) {
    const user = await userRow(this.db, owner);
    const who = user?.globalName || user?.username || owner;
    return {
      ...row,
      name: `Fragboard ${SERVER_TYPE_INFO[row.type].label} | ${who}`,
    } satisfies GameServerSpec;
  }

  private tooMany() {
    return httpError(
      409,
      this.perMember === 1
        ? "You already have a server running: shut it down before starting another."
        : `You already have ${this.perMember} servers running: shut one down before starting another.`,
    );
  }

  async request(owner: string, request: ServerRequest, now: Date): Promise<Server> {
    await this.resumeOnce(now);
    if ((await runningServerIdsOf(this.db, owner, now)).length >= this.perMember) throw this.tooMany();
    const spec = await this.spec(owner, {
      map: request.map,
      type: request.serverType,
      slots: request.playerSlots,
      password: request.isPrivate ? request.password || randomPassword() : "",
    });
    const started = await this.provider.start(spec);
    let row: ServerRow | undefined;
    try {
      row = await insertServer(this.db, {
        ownerDiscordId: owner,
        provider: this.provider.kind,
        providerRef: started.ref,
        port: started.port,
        type: storedType(spec.type, spec.slots),
        map: spec.map,
        password: spec.password,
        isPrivate: request.isPrivate,
        expiresAt: new Date(now.getTime() + request.serverDuration * HOUR_MS),
      });
    } finally {
      if (!row) await this.provider.stop(started.ref).catch(() => {});
    }
    if (!row) throw new Error("the server was not stored");
    // Two requests at the same moment (on two instances) can both pass the count above: the
    // earliest servers stay, a later one over the limit is shut down again.
    const mine = await runningServerIdsOf(this.db, owner, now);
    if (mine.findIndex((s) => s.id === row.id) >= this.perMember) {
      await this.shutDown(row, now);
      throw this.tooMany();
    }
    const listed = this.listed(row, owner);
    await recordServerReadyEvent(this.db, { ...row, owner, host: listed.host }).catch((error: unknown) =>
      this.log.warn({ err: error, server: row.id }, "the server-ready event was not recorded"),
    );
    return listed;
  }

  async stop(viewer: string, id: number, now: Date): Promise<ServerStopResponse> {
    const row = await runningServer(this.db, id, now);
    if (!row) throw httpError(404, `No running server ${id}.`);
    if (row.ownerDiscordId !== viewer)
      throw httpError(403, "Only the member who started a server can shut it down.");
    await this.shutDown(row, now);
    return { id: row.id, stoppedAt: now.toISOString() };
  }

  async details(port: number, now: Date): Promise<ServerDetailsResponse> {
    await this.resumeOnce(now);
    const row = await runningServerOnPort(this.db, this.provider.kind, port, now);
    if (!row?.providerRef) throw httpError(404, `No running server on port ${port}.`);
    return this.provider.details(row.providerRef);
  }

  private async shutDown(row: ServerRow, now: Date) {
    if (row.provider === this.provider.kind && row.providerRef) await this.provider.stop(row.providerRef);
    await markServerStopped(this.db, row.id, now);
  }

  /**
   * The expiry job (cluster/jobs.ts runs it on one instance at a time): every server of this
   * provider past its end is stopped. A stop the provider refuses is tried again next time.
   */
  async sweep(now: Date): Promise<{ stopped: number }> {
    const due = await expiredServers(this.db, this.provider.kind, now);
    let stopped = 0;
    for (const row of due) {
      try {
        await this.shutDown(row, now);
        stopped++;
      } catch (error) {
        this.log.warn({ err: error, server: row.id }, "an expired game server could not be stopped yet");
      }
    }
    await this.resumeOnce(now);
    return { stopped };
  }

  /** After a restart, the provider runs again the servers still due to (the sandbox's sockets). */
  private resumeOnce(now: Date): Promise<void> {
    this.resumed ??= this.resume(now).catch((error: unknown) => {
      this.resumed = null;
      throw error;
    });
    return this.resumed;
  }

  private async resume(now: Date) {
    const { provider } = this;
    if (!provider.resume) return;
    const rows = (await this.running(now)).filter((r) => r.provider === provider.kind && r.providerRef);
    for (const row of rows) {
      const spec = await this.spec(row.ownerDiscordId, {
        ...readStoredType(row.type),
        map: row.map,
        password: row.password,
      });
      if (!(await provider.resume(row.providerRef as string, spec))) {
        this.log.warn({ server: row.id }, "a game server could not be started again after a restart");
        await markServerStopped(this.db, row.id, now);
      }
    }
  }
}
