import type { TierName } from "@fragboard/core";
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rawRows } from "../../db/raw.js";
import { outboxEvents, webhookDeliveries, webhookDestinations } from "../../db/schema/index.js";

/**
 * The transactional outbox (docs/operations.md#outgoing-webhooks): an event row and one delivery
 * row per destination that wants it, written by the caller's transaction; the deliverer claims due
 * rows with FOR UPDATE SKIP LOCKED, so however many instances poll, each row is sent by one.
 */

export type OutboxEvent = {
  /** Unique: the same key twice (a map stored again, a job run twice) records nothing. */
  key: string;
  type: string;
  tier: TierName | null;
  recipientDiscordId: string | null;
  payload: unknown;
};

/**
 * Records events and their deliveries, in their order; call it with the transaction that writes
 * what they tell. A destination gets an event when it chose the type, its tier filter lets the
 * tier through (tier-less events always pass), and, for a member's own event, when it is his.
 * Answers each event's id, null for a key already recorded.
 */
export async function recordEvents(db: Db, events: readonly OutboxEvent[]): Promise<(number | null)[]> {
  if (events.length === 0) return [];
  const d = webhookDestinations;
  // One statement for every event and its deliveries: an ingest records one to three events in
  // its transaction, and each statement has a fixed cost (most of a small write's on PGlite, a
  // round trip on PostgreSQL). The rows are inserted in the list's order, so ids follow it.
  const values = sql.join(
    events.map(
      (e) =>
        sql`(${e.key}, ${e.type}, ${e.tier}, ${e.recipientDiscordId}, ${JSON.stringify(e.payload)}::jsonb)`,
    ),
    sql`, `,
  );
  const rows = await rawRows<{ id: number; key: string }>(
    db,
    sql`with event as (
      insert into ${outboxEvents} (key, type, tier, recipient_discord_id, payload)
      values ${values}
      on conflict (key) do nothing
      returning id, key, type, tier, recipient_discord_id
    ), deliveries as (
      insert into ${webhookDeliveries} (event_id, destination_id, state)
      select event.id, ${d.id}, 'pending' from event join ${d}
        on ${d.active}
        and ${d.events} @> jsonb_build_array(event.type)
        and (event.tier is null or jsonb_array_length(${d.tiers}) = 0
             or ${d.tiers} @> jsonb_build_array(event.tier))
        and (event.recipient_discord_id is null or ${d.ownerDiscordId} = event.recipient_discord_id)
      order by event.id, ${d.id}
      on conflict do nothing
    )
    select id, key from event`,
  );
  const ids = new Map(rows.map((r) => [r.key, Number(r.id)]));
  return events.map((e) => ids.get(e.key) ?? null);
}

/** One event: `recordEvents`. */
export async function recordEvent(db: Db, event: OutboxEvent): Promise<number | null> {
  const [id] = await recordEvents(db, [event]);
  return id ?? null;
}

/** A test event for one destination only; answers its delivery's id. */
export async function recordTestEvent(db: Db, destinationId: number, key: string, payload: unknown) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(outboxEvents)
      .values({ key, type: "test", tier: null, recipientDiscordId: null, payload })
      .returning({ id: outboxEvents.id });
    if (!event) throw new Error("the test event was not stored");
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: event.id, destinationId, state: "pending" })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error("the test delivery was not stored");
    return delivery.id;
  });
}

/**
 * Claims up to `limit` due deliveries for this instance: pending, due, their destination active
 * and not held by a 429. SKIP LOCKED leaves rows another instance is claiming to it; the state
 * moves to `sending` in the same statement, so no later claim takes them again.
 */
export async function claimDue(db: Db, now: Date, limit: number): Promise<number[]> {
  const w = webhookDeliveries;
  const d = webhookDestinations;
  const rows = await db.execute<{ id: number }>(sql`
    update ${w} set state = 'sending', claimed_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select ${w.id} from ${w}
      join ${d} on ${d.id} = ${w.destinationId}
      where ${w.state} = 'pending' and ${w.nextAttemptAt} <= ${now.toISOString()}::timestamptz
        and ${d.active} and (${d.holdUntil} is null or ${d.holdUntil} <= ${now.toISOString()}::timestamptz)
      order by ${w.nextAttemptAt}, ${w.id}
      limit ${limit}
      for update of ${w} skip locked)
    returning id`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

/** postgres-js answers an array, PGlite `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** What the deliverer needs of claimed deliveries: the event and where it goes. */
export const claimedDeliveries = (db: Db, ids: readonly number[]) =>
  db
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      eventId: outboxEvents.id,
      type: outboxEvents.type,
      payload: outboxEvents.payload,
      createdAt: outboxEvents.createdAt,
      destinationId: webhookDestinations.id,
      kind: webhookDestinations.kind,
      url: webhookDestinations.url,
      signingSecret: webhookDestinations.signingSecret,
    })
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookDestinations, eq(webhookDestinations.id, webhookDeliveries.destinationId))
    .where(inArray(webhookDeliveries.id, [...ids]))
    .orderBy(webhookDeliveries.id);

/** The outcome of one attempt; only a row still `sending` (this claim's) is updated. */
export async function settleDelivery(
  db: Db,
  id: number,
  outcome:
    | { state: "delivered"; status: number; at: Date }
    | { state: "pending"; status: number | null; error: string; retryAt: Date }
    | { state: "failed"; status: number | null; error: string },
) {
  const w = webhookDeliveries;
  const set =
    outcome.state === "delivered"
      ? { state: outcome.state, lastStatus: outcome.status, lastError: null, deliveredAt: outcome.at }
      : outcome.state === "pending"
        ? {
            state: outcome.state,
            lastStatus: outcome.status,
            lastError: outcome.error,
            nextAttemptAt: outcome.retryAt,
          }
        : { state: outcome.state, lastStatus: outcome.status, lastError: outcome.error };
  await db
    .update(w)
    .set({ ...set, claimedAt: null })
    .where(and(eq(w.id, id), eq(w.state, "sending")));
}

/** Discord's 429 applies to the whole webhook: hold every delivery to it until then. */
export async function holdDestination(db: Db, id: number, until: Date) {
  await db.update(webhookDestinations).set({ holdUntil: until }).where(eq(webhookDestinations.id, id));
}

/**
 * Deliveries left `sending` by an instance that died mid-request: whether the receiver got them
 * is unknown, so they are marked `interrupted`, not sent again (at most once).
 */
export async function markInterrupted(db: Db, claimedBefore: Date) {
  const w = webhookDeliveries;
  return db
    .update(w)
    .set({ state: "interrupted", lastError: "the instance sending it stopped mid-request", claimedAt: null })
    .where(and(eq(w.state, "sending"), lt(w.claimedAt, claimedBefore)))
    .returning({ id: w.id });
}

// ---- destinations ----

export type DestinationRow = typeof webhookDestinations.$inferSelect;
type NewDestination = typeof webhookDestinations.$inferInsert;

/** The league's destinations (owner null), or one member's. */
export const destinationsOf = (db: Db, owner: string | null): Promise<DestinationRow[]> =>
  db
    .select()
    .from(webhookDestinations)
    .where(
      owner === null
        ? isNull(webhookDestinations.ownerDiscordId)
        : eq(webhookDestinations.ownerDiscordId, owner),
    )
    .orderBy(webhookDestinations.id);

export async function destinationById(
  db: Db,
  id: number,
  owner: string | null,
): Promise<DestinationRow | null> {
  const [row] = await db
    .select()
    .from(webhookDestinations)
    .where(
      and(
        eq(webhookDestinations.id, id),
        owner === null
          ? isNull(webhookDestinations.ownerDiscordId)
          : eq(webhookDestinations.ownerDiscordId, owner),
      ),
    );
  return row ?? null;
}

export async function insertDestination(db: Db, row: NewDestination): Promise<DestinationRow> {
  const [inserted] = await db.insert(webhookDestinations).values(row).returning();
  if (!inserted) throw new Error("the destination was not stored");
  return inserted;
}

export async function updateDestination(
  db: Db,
  id: number,
  owner: string | null,
  change: Partial<Pick<NewDestination, "name" | "url" | "events" | "tiers" | "active">>,
): Promise<DestinationRow | null> {
  const [row] = await db
    .update(webhookDestinations)
    .set(change)
    .where(
      and(
        eq(webhookDestinations.id, id),
        owner === null
          ? isNull(webhookDestinations.ownerDiscordId)
          : eq(webhookDestinations.ownerDiscordId, owner),
      ),
    )
    .returning();
  return row ?? null;
}

/** A destination and its deliveries (their events stay: other destinations may have them). */
export async function deleteDestination(db: Db, id: number, owner: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookDestinations)
      .where(
        and(
          eq(webhookDestinations.id, id),
          owner === null
            ? isNull(webhookDestinations.ownerDiscordId)
            : eq(webhookDestinations.ownerDiscordId, owner),
        ),
      )
      .returning({ id: webhookDestinations.id });
    if (!row) return false;
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.destinationId, id));
    return true;
  });
}

/** The latest deliveries of these destinations (`perDestination` each), newest first. */
export async function latestDeliveries(db: Db, destinationIds: readonly number[], perDestination: number) {
  if (destinationIds.length === 0) return [];
  const w = webhookDeliveries;
  const ranked = db
    .select({
      id: w.id,
      destinationId: w.destinationId,
      eventId: w.eventId,
      state: w.state,
      attempts: w.attempts,
      lastStatus: w.lastStatus,
      lastError: w.lastError,
      createdAt: w.createdAt,
      nextAttemptAt: w.nextAttemptAt,
      deliveredAt: w.deliveredAt,
      type: outboxEvents.type,
      payload: outboxEvents.payload,
      rank: sql<number>`row_number() over (partition by ${w.destinationId} order by ${w.id} desc)`.as("rank"),
    })
    .from(w)
    .innerJoin(outboxEvents, eq(outboxEvents.id, w.eventId))
    .where(inArray(w.destinationId, [...destinationIds]))
    .as("ranked");
  return db.select().from(ranked).where(sql`${ranked.rank} <= ${perDestination}`).orderBy(desc(ranked.id));
}

/** Per destination: deliveries delivered, failed (or interrupted) and still to send. */
export async function deliveryCounts(db: Db, destinationIds: readonly number[]) {
  if (destinationIds.length === 0) return [];
  const w = webhookDeliveries;
  return db
    .select({
      destinationId: w.destinationId,
      delivered: sql<number>`count(*) filter (where ${w.state} = 'delivered')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${w.state} in ('failed', 'interrupted'))`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${w.state} in ('pending', 'sending'))`.mapWith(Number),
    })
    .from(w)
    .where(inArray(w.destinationId, [...destinationIds]))
    .groupBy(w.destinationId);
}
