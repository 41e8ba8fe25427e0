import { createHmac } from "node:crypto";
import { WEBHOOK_BODY_VERSION } from "@fragboard/core";
import type { OutboxPayload } from "./message.js";

/** One delivery's request: the body and the headers of its destination's format. */
export type OutgoingRequest = { body: string; headers: Record<string, string> };

const absolute = (origin: string, path: string | null) =>
  path === null ? undefined : path.startsWith("/") ? `${origin}${path}` : path;

/** Discord's limits on an embed (their API answers 400 past them). */
const LIMITS = { title: 256, description: 4096, fieldName: 256, fieldValue: 1024, fields: 25 };
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Discord's execute-webhook body: one embed, the bar in the tier's colour. */
export function discordRequest(payload: OutboxPayload, origin: string): OutgoingRequest {
  const { message } = payload;
  const color =
    message.color && /^#[0-9a-f]{6}$/i.test(message.color)
      ? Number.parseInt(message.color.slice(1), 16)
      : undefined;
  const image = absolute(origin, message.image);
  const embed = {
    title: cut(message.title, LIMITS.title),
    description: cut(message.description, LIMITS.description),
    url: absolute(origin, message.link),
    color,
    timestamp: payload.occurredAt,
    fields: message.fields.slice(0, LIMITS.fields).map((f) => ({
      name: cut(f.name, LIMITS.fieldName),
      value: cut(f.value || "—", LIMITS.fieldValue),
      inline: f.inline ?? false,
    })),
    ...(image ? { thumbnail: { url: image } } : {}),
    footer: { text: "Fragboard" },
  };
  return {
    body: JSON.stringify({ username: "Fragboard", embeds: [embed], allowed_mentions: { parse: [] } }),
    headers: { "content-type": "application/json" },
  };
}

/**
 * The generic body (docs/operations.md#the-generic-json-body), signed: `X-Fragboard-Signature` is
 * `sha256=` and the hex HMAC-SHA256, under the destination's secret, of the timestamp header, a
 * dot and the body, so a receiver can refuse forgeries and replays.
 */
export function genericRequest(
  delivery: { id: number; eventId: number; type: string; secret: string },
  payload: OutboxPayload,
  origin: string,
  now: Date,
): OutgoingRequest {
  const body = JSON.stringify({
    version: WEBHOOK_BODY_VERSION,
    event: { id: delivery.eventId, type: delivery.type, occurredAt: payload.occurredAt },
    deliveryId: delivery.id,
    link: absolute(origin, payload.message.link) ?? null,
    message: {
      ...payload.message,
      link: absolute(origin, payload.message.link) ?? null,
      image: absolute(origin, payload.message.image) ?? null,
    },
    data: payload.data,
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-fragboard-event": delivery.type,
      "x-fragboard-delivery": String(delivery.id),
      "x-fragboard-timestamp": timestamp,
      "x-fragboard-signature": `sha256=${signBody(delivery.secret, timestamp, body)}`,
    },
  };
}

export const signBody = (secret: string, timestamp: string, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
