import { randomBytes, randomUUID } from "node:crypto";
import type { WebhookDestination } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { httpError, notFound } from "../../http/errors.js";
import { messageTitle, type OutboxPayload } from "../../outward/message.js";
import {
  type DestinationRow,
  deliveryCounts,
  destinationById,
  destinationsOf,
  latestDeliveries,
  recordTestEvent,
} from "../../repositories/outward/outbox.js";

/** How many of a destination's latest deliveries its answer lists. */
const LISTED_DELIVERIES = 10;

/**
 * The address without its secret (a Discord webhook's token is its path): scheme and host, then
 * an ellipsis and the last four characters, enough to tell two apart.
 */
export function urlHint(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/…${url.slice(-4)}`;
  } catch {
    return `…${url.slice(-4)}`;
  }
}

/** A generic destination's HMAC key: 32 random bytes, shown once. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** Destinations as answered: secrets hidden, with their counts and latest deliveries. */
export async function describeDestinations(
  db: Db,
  rows: readonly DestinationRow[],
): Promise<WebhookDestination[]> {
  const ids = rows.map((r) => r.id);
  const [counts, latest] = await Promise.all([
    deliveryCounts(db, ids),
    latestDeliveries(db, ids, LISTED_DELIVERIES),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    urlHint: urlHint(row.url),
    events: row.events,
    tiers: row.tiers,
    active: row.active,
    holdUntil: row.holdUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    counts: counts.find((c) => c.destinationId === row.id) ?? { delivered: 0, failed: 0, pending: 0 },
    deliveries: latest
      .filter((d) => d.destinationId === row.id)
      .map((d) => ({
        id: d.id,
        eventId: d.eventId,
        type: d.type,
        title: messageTitle(d.payload),
        state: d.state,
        attempts: d.attempts,
        lastStatus: d.lastStatus,
        lastError: d.lastError,
        createdAt: d.createdAt.toISOString(),
        nextAttemptAt: d.nextAttemptAt.toISOString(),
        deliveredAt: d.deliveredAt?.toISOString() ?? null,
      })),
  }));
}

export async function describeOne(db: Db, row: DestinationRow): Promise<WebhookDestination> {
  const [described] = await describeDestinations(db, [row]);
  if (!described) throw new Error("the destination was not described");
  return described;
}

export async function ownDestination(db: Db, id: number, owner: string | null) {
  const row = await destinationById(db, id, owner);
  if (!row) throw notFound(`There is no webhook destination ${id}.`);
  return row;
}

export const listDestinations = async (db: Db, owner: string | null) =>
  describeDestinations(db, await destinationsOf(db, owner));

/** A test event for one destination: what a real one looks like, marked as a test. */
export async function sendTest(db: Db, row: DestinationRow, by: string, now: Date) {
  if (!row.active) throw httpError(409, "This destination is paused: resume it to send a test.");
  const payload: OutboxPayload = {
    occurredAt: now.toISOString(),
    message: {
      title: "Test event from Fragboard",
      description: `Sent by an admin to check "${row.name}". Real events look like this.`,
      link: "/",
      fields: [{ name: "Destination", value: row.name, inline: true }],
      color: "#5865f2",
      image: null,
    },
    data: { test: true, destinationId: row.id, requestedBy: by },
  };
  return recordTestEvent(db, row.id, `test:${row.id}:${randomUUID()}`, payload);
}
