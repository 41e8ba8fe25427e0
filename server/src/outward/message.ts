import type { OutwardEventType, TierName } from "@fragboard/core";

/**
 * What an event says, stored in its outbox row (payload) and rendered per destination: Discord gets
 * an embed of `message`, a generic receiver our versioned JSON with `data` as well
 * (docs/operations.md#the-generic-json-body). Links are site paths; they are made absolute when sent.
 */
export type OutwardMessage = {
  title: string;
  description: string;
  /** A site path ("/matches/…"), or null. */
  link: string | null;
  fields: { name: string; value: string; inline?: boolean }[];
  /** The tier's colour (#rrggbb) for Discord's embed bar. */
  color: string | null;
  image: string | null;
};

export type OutboxPayload = {
  occurredAt: string;
  message: OutwardMessage;
  /** The event's facts for machines (ids, scores); documented per type. */
  data: Record<string, unknown>;
};

export type OutwardEvent = {
  key: string;
  type: OutwardEventType;
  tier: TierName | null;
  recipientDiscordId: string | null;
  payload: OutboxPayload;
};

export const messageTitle = (payload: unknown): string =>
  (payload as Partial<OutboxPayload> | null)?.message?.title ?? "";
