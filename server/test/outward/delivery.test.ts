import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/config.js";
import { type Database, openDatabase } from "../../src/db/client.js";
import { outboxEvents, scheduledMatches, webhookDeliveries } from "../../src/db/schema/index.js";
import { openScratchPostgres } from "../../src/db/scratch.js";
import { Deliverer, type DelivererOptions } from "../../src/outward/deliverer.js";
import { recordPickemsReminders } from "../../src/outward/events.js";
import { signBody } from "../../src/outward/formats.js";
import type { OutboxPayload } from "../../src/outward/message.js";
import { insertDestination, type OutboxEvent, recordEvent } from "../../src/repositories/outward/outbox.js";
import { bundled } from "../helpers/bundled.js";
import { newDataDir } from "../helpers/data-dir.js";
import { ENGINES, openTestDatabase } from "../helpers/databases.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

/** Issue #23: the outbox and its deliverer against a real HTTP receiver (docs/operations.md#delivery-guarantees). */

const silent = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
const payload = (title: string): OutboxPayload => ({
  occurredAt: "2026-11-27T12:00:00.000Z",
  message: {
    title,
    description: "d",
    link: "/matches/m1",
    fields: [{ name: "Score", value: "13–7" }],
    color: "#ff8800",
    image: null,
  },
  data: { title },
});
let serial = 0;
const event = (over: Partial<OutboxEvent> = {}): OutboxEvent => ({
  key: `test-${++serial}`,
  type: "map.stored",
  tier: "Premier",
  recipientDiscordId: null,
  payload: payload(`event ${serial}`),
  ...over,
});
const record = (database: Database, e: OutboxEvent) => database.db.transaction((tx) => recordEvent(tx, e));
const deliveries = (database: Database) =>
  database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
// The receiver answers from this process: on a loaded machine a 10 s request timeout expired
// before it did, and the retry went out in the same pass (3 sends where 2 were meant).
const deliverer = (database: Database, options: Partial<DelivererOptions> = {}) =>
  new Deliverer(database.db, silent, {
    origin: "https://league.example",
    backoffMs: 1_000,
    timeoutMs: 120_000,
    ...options,
  });
const later = (ms: number) => () => new Date(Date.now() + ms);

describe.each(ENGINES)("outbox delivery on %s", (kind) => {
  let database: Database;
  let receiver: Receiver;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.close();
  });
  afterEach(async () => {
    await database.db.execute(sql`truncate webhook_deliveries, outbox_events, webhook_destinations`);
    receiver.received.length = 0;
  });
  const destination = (path: string, over: Partial<Parameters<typeof insertDestination>[1]> = {}) =>
    insertDestination(database.db, {
      name: path,
      kind: "discord",
      url: receiver.url(path),
      events: ["map.stored"],
      tiers: [],
      ...over,
    });

  it("delivers an event once to each destination that chose it and passes its tier filter", async () => {
    await destination("/ok");
    await destination("/ok-elite", { tiers: ["Elite"] });
    await destination("/ok-other", { events: ["article.approved"] });
    await record(database, event());
    await record(database, event({ key: "again-1" }));
    // The same key again records nothing: an event is told once.
    expect(await record(database, event({ key: "again-1" }))).toBeNull();
    const d = deliverer(database);
    expect(await d.pass()).toBe(2);
    expect(await d.pass()).toBe(0);
    expect(receiver.to("/ok")).toHaveLength(2);
    expect(receiver.to("/ok-elite")).toHaveLength(0);
    expect(receiver.to("/ok-other")).toHaveLength(0);
    const body = JSON.parse(receiver.to("/ok")[0]?.body ?? "{}");
    expect(body.embeds[0]).toMatchObject({
      title: expect.stringMatching(/^event \d+$/),
      url: "https://league.example/matches/m1",
      color: 0xff8800,
    });
    expect((await deliveries(database)).map((r) => r.state)).toEqual(["delivered", "delivered"]);
  });

  it("retries a 500 with back-off until it is accepted", async () => {
    await destination("/flaky/500/2");
    await record(database, event());
    const d = deliverer(database);
    // One fixed clock: at load 28 over a second of real time passed between the first two passes,
    // so the second found the 1 s back-off over and sent again.
    const start = Date.now();
    const at = (ms: number) => () => new Date(start + ms);
    await d.pass(at(0));
    let [row] = await deliveries(database);
    expect(row).toMatchObject({ state: "pending", attempts: 1, lastStatus: 500 });
    // Not before its back-off (1 s, then 2 s).
    expect(await d.pass(at(900))).toBe(0);
    await d.pass(at(1_000));
    [row] = await deliveries(database);
    expect(row).toMatchObject({ state: "pending", attempts: 2 });
    expect(await d.pass(at(2_900))).toBe(0);
    await d.pass(at(3_000));
    [row] = await deliveries(database);
    expect(row).toMatchObject({ state: "delivered", attempts: 3, lastStatus: 204 });
    expect(receiver.to("/flaky/500/2")).toHaveLength(3);
  });

  it("waits Discord's retry_after after a 429, for every delivery to that webhook", async () => {
    await destination("/429/1");
    await record(database, event());
    await record(database, event());
    const d = deliverer(database);
    // One fixed clock: on a loaded machine real time ran past the 0.25 s between the passes.
    const start = Date.now();
    const at = (ms: number) => () => new Date(start + ms);
    await d.pass(at(0));
    expect(receiver.to("/429/1")).toHaveLength(1);
    const rows = await deliveries(database);
    expect(rows.map((r) => r.state)).toEqual(["pending", "pending"]);
    // retry_after is 0.25 s: not before.
    expect(await d.pass(at(100))).toBe(0);
    await d.pass(at(300));
    expect((await deliveries(database)).map((r) => r.state)).toEqual(["delivered", "delivered"]);
    expect(receiver.to("/429/1")).toHaveLength(3);
  });

  it("gives up on a 404 at once, and on a 500 after the last attempt", async () => {
    await destination("/status/404");
    await destination("/status/503", { events: ["article.approved"] });
    await record(database, event());
    await record(database, event({ type: "article.approved", tier: null }));
    const d = deliverer(database, { maxAttempts: 2 });
    await d.pass();
    await d.pass(later(1_500));
    const rows = await deliveries(database);
    expect(rows.map((r) => [r.state, r.attempts, r.lastStatus])).toEqual([
      ["failed", 1, 404],
      ["failed", 2, 503],
    ]);
  });

  it("signs the generic body with the destination's secret", async () => {
    await destination("/ok", { kind: "generic", signingSecret: "s3cret" });
    await record(database, event());
    await deliverer(database).pass();
    const [got] = receiver.to("/ok");
    const timestamp = String(got?.headers["x-fragboard-timestamp"]);
    expect(got?.headers["x-fragboard-signature"]).toBe(
      `sha256=${signBody("s3cret", timestamp, got?.body ?? "")}`,
    );
    expect(got?.headers["x-fragboard-event"]).toBe("map.stored");
    expect(JSON.parse(got?.body ?? "{}")).toMatchObject({
      version: 1,
      event: { type: "map.stored", occurredAt: "2026-11-27T12:00:00.000Z" },
      link: "https://league.example/matches/m1",
      data: { title: expect.stringMatching(/^event/) },
    });
  });

  it("never sends again a delivery whose sender died mid-request: it is marked interrupted", async () => {
    await destination("/ok");
    await record(database, event());
    await database.db.execute(
      sql`update webhook_deliveries set state = 'sending', claimed_at = now() - interval '10 minutes', attempts = 1`,
    );
    await deliverer(database).pass();
    expect(receiver.to("/ok")).toHaveLength(0);
    expect((await deliveries(database))[0]?.state).toBe("interrupted");
  });

  it("a member's own event reaches only his destinations", async () => {
    await destination("/ann", { ownerDiscordId: "100000000000000001", events: ["server.ready"] });
    await destination("/bob", { ownerDiscordId: "100000000000000002", events: ["server.ready"] });
    await record(
      database,
      event({ type: "server.ready", tier: null, recipientDiscordId: "100000000000000001" }),
    );
    await deliverer(database).pass();
    expect(receiver.to("/ann")).toHaveLength(1);
    expect(receiver.to("/bob")).toHaveLength(0);
  });
});

describe("the outbox across a kill -9 and across instances", () => {
  let receiver: Receiver;
  const dir = mkdtempSync(join(tmpdir(), "fragboard-outbox-"));
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The child commits an event and is killed before any delivery; a restart delivers it once. */
  async function killAfterCommit(target: string) {
    const child = spawn(
      process.execPath,
      [await bundled("outbox-until-killed"), target, receiver.url(`/killed/${target.length}`)],
      { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    const committed = new Promise<void>((resolve) =>
      child.stdout.on("data", (c) => String(c).includes("committed") && resolve()),
    );
    const exited = once(child, "exit");
    await Promise.race([
      committed,
      exited.then(() => Promise.reject(new Error(`the child exited: ${errors}`))),
    ]);
    child.kill("SIGKILL");
    await exited;
  }

  it("an event committed before a kill -9 is delivered once after the restart (PGlite)", async () => {
    const dataDir = await newDataDir(join(dir, "pglite"));
    await killAfterCommit(dataDir);
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const d = deliverer(database);
      expect(await d.pass()).toBe(1);
      expect(await d.pass()).toBe(0);
      expect(receiver.to(`/killed/${dataDir.length}`)).toHaveLength(1);
    } finally {
      await database.close();
    }
    // A child process that migrates a fresh database: a minute and more on a loaded machine.
  }, 180_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    "on PostgreSQL: survives a kill -9, and two instances deliver each event once",
    async () => {
      const first = await openScratchPostgres(serverUrl as string);
      const [{ name } = { name: "" }] = await first.db
        .execute<{ name: string }>(sql`select current_database() as name`)
        .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: { name: string }[] }).rows));
      const url = new URL(serverUrl as string);
      url.pathname = `/${name}`;
      const second = await openDatabase({ kind: "postgres", url: url.toString() });
      try {
        await killAfterCommit(url.toString());
        await insertDestination(first.db, {
          name: "many",
          kind: "generic",
          url: receiver.url("/many"),
          signingSecret: "k",
          events: ["map.stored"],
          tiers: [],
        });
        for (let i = 0; i < 60; i++) await record(first, event({ key: `many-${i}` }));
        const a = deliverer(first, { batch: 5 });
        const b = deliverer(second, { batch: 5 });
        const [sentA, sentB] = await Promise.all([a.pass(), b.pass()]);
        expect(sentA + sentB).toBe(61);
        expect(sentA).toBeGreaterThan(0);
        expect(sentB).toBeGreaterThan(0);
        const ids = receiver.to("/many").map((r) => r.headers["x-fragboard-delivery"]);
        expect(ids).toHaveLength(60);
        expect(new Set(ids).size).toBe(60);
        expect(receiver.to(`/killed/${url.toString().length}`)).toHaveLength(1);
      } finally {
        await second.close();
        await first.close();
      }
    },
    180_000,
  );
});

describe.each(ENGINES)("the pickems reminders on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("a match day whose first picks lock within the hour is announced once, to the league and to members", async () => {
    const first = new Date("2026-11-27T19:00:00.000Z");
    const match = (id: string, at: Date, matchDay: string) => ({
      id,
      season: 20,
      tier: "Premier" as const,
      matchType: "Regulation" as const,
      matchDay,
      scheduledDate: at,
      homeTeamId: "a",
      awayTeamId: "b",
      lobbyId: id,
    });
    await database.db
      .insert(scheduledMatches)
      .values([
        match("m1", first, "M3"),
        match("m2", new Date(first.getTime() + 3_600_000), "M3"),
        match("m3", new Date(first.getTime() + 7 * 86_400_000), "M4"),
      ]);
    const league = await insertDestination(database.db, {
      name: "l",
      kind: "discord",
      url: "https://x.example/l",
      events: ["pickems.lock"],
      tiers: ["Elite"],
    });
    const member = await insertDestination(database.db, {
      name: "m",
      kind: "discord",
      url: "https://x.example/m",
      events: ["pickems.reminder"],
      tiers: [],
      ownerDiscordId: "100000000000000001",
    });
    // Two hours before: nothing; 50 minutes before the lock (5 minutes before the start): once.
    await recordPickemsReminders(database.db, new Date(first.getTime() - 2 * 3_600_000));
    expect(await deliveries(database)).toHaveLength(0);
    const now = new Date(first.getTime() - 55 * 60_000);
    await recordPickemsReminders(database.db, now);
    await recordPickemsReminders(database.db, new Date(now.getTime() + 60_000));
    const rows = await deliveries(database);
    expect(rows.map((r) => r.destinationId).sort()).toEqual([league.id, member.id].sort());
    const [event] = await database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, "pickems.lock"));
    expect((event?.payload as OutboxPayload | undefined)?.message.title).toBe("Pickems lock in 50 minutes");
  });
});
