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
import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { servers, users } from "../../db/schema/index.js";
import { httpError } from "../../http/errors.js";
import type { GameServerProvider, GameServerSpec } from "../../providers/servers/provider.js";

type ServerRow = typeof servers.$inferSelect;

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

const isRunning = (now: Date) => and(isNull(servers.stoppedAt), gt(servers.expiresAt, now));

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

  async running(now: Date): Promise<ServerRow[]> {
    return this.db
      .select()
      .from(servers)
      .where(isRunning(now))
      .orderBy(asc(servers.expiresAt), asc(servers.id));
  }

  private async runningOf(owner: string, now: Date) {
    return this.db
      .select({ id: servers.id })
      .from(servers)
      .where(and(eq(servers.ownerDiscordId, owner), isRunning(now)))
      .orderBy(asc(servers.id));
  }

  private async spec(owner: string, row: { map: string; type: ServerType; slots: number; password: string }) {
    const [user] = await this.db
      .select({ name: users.globalName, username: users.username })
      .from(users)
      .where(eq(users.discordId, owner));
    const who = user?.name || user?.username || owner;
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
    if ((await this.runningOf(owner, now)).length >= this.perMember) throw this.tooMany();
    const spec = await this.spec(owner, {
      map: request.map,
      type: request.serverType,
      slots: request.playerSlots,
      password: request.isPrivate ? request.password || randomPassword() : "",
    });
    const started = await this.provider.start(spec);
    let row: ServerRow | undefined;
    try {
      [row] = await this.db
        .insert(servers)
        .values({
          ownerDiscordId: owner,
          provider: this.provider.kind,
          providerRef: started.ref,
          port: started.port,
          type: storedType(spec.type, spec.slots),
          map: spec.map,
          password: spec.password,
          isPrivate: request.isPrivate,
          expiresAt: new Date(now.getTime() + request.serverDuration * HOUR_MS),
        })
        .returning();
    } finally {
      if (!row) await this.provider.stop(started.ref).catch(() => {});
    }
    if (!row) throw new Error("the server was not stored");
    // Two requests at the same moment (on two instances) can both pass the count above: the
    // earliest servers stay, a later one over the limit is shut down again.
    const mine = await this.runningOf(owner, now);
    if (mine.findIndex((s) => s.id === row.id) >= this.perMember) {
      await this.shutDown(row, now);
      throw this.tooMany();
    }
    return this.listed(row, owner);
  }

  async stop(viewer: string, id: number, now: Date): Promise<ServerStopResponse> {
    const [row] = await this.db
      .select()
      .from(servers)
      .where(and(eq(servers.id, id), isRunning(now)));
    if (!row) throw httpError(404, `No running server ${id}.`);
    if (row.ownerDiscordId !== viewer)
      throw httpError(403, "Only the member who started a server can shut it down.");
    await this.shutDown(row, now);
    return { id: row.id, stoppedAt: now.toISOString() };
  }

  async details(port: number, now: Date): Promise<ServerDetailsResponse> {
    await this.resumeOnce(now);
    const [row] = await this.db
      .select()
      .from(servers)
      .where(and(eq(servers.port, port), eq(servers.provider, this.provider.kind), isRunning(now)))
      .orderBy(asc(servers.id))
      .limit(1);
    if (!row?.providerRef) throw httpError(404, `No running server on port ${port}.`);
    return this.provider.details(row.providerRef);
  }

  private async shutDown(row: ServerRow, now: Date) {
    if (row.provider === this.provider.kind && row.providerRef) await this.provider.stop(row.providerRef);
    await this.db.update(servers).set({ stoppedAt: now }).where(eq(servers.id, row.id));
  }

  /**
   * The expiry job (cluster/jobs.ts runs it on one instance at a time): every server of this
   * provider past its end is stopped. A stop the provider refuses is tried again next time.
   */
  async sweep(now: Date): Promise<{ stopped: number }> {
    const due = await this.db
      .select()
      .from(servers)
      .where(
        and(isNull(servers.stoppedAt), lte(servers.expiresAt, now), eq(servers.provider, this.provider.kind)),
      );
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
        await this.db.update(servers).set({ stoppedAt: now }).where(eq(servers.id, row.id));
      }
    }
  }
}
