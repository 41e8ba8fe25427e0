import { z } from "zod";
import { TIER_NAMES } from "../constants/tiers.js";
import { seasonParam, tierParam } from "./queries.js";

/** What the league sends out (docs/api.md#calendar-feeds, #article-feed, #webhooks). */

/** Team ids and franchise prefixes are the league's: word characters and dashes. */
const feedSubject = (what: string) =>
  z.string().regex(/^[\w-]{1,100}$/, `${what} must be word characters or dashes`);

export const teamCalendarParamsSchema = z.object({ id: feedSubject("team id") });
export const franchiseCalendarParamsSchema = z.object({ prefix: feedSubject("franchise prefix") });
export const tierCalendarParamsSchema = z.object({ tier: tierParam });
/** Franchise and tier feeds: the season, else the current one. */
export const calendarQuerySchema = z.object({ season: seasonParam.optional() });

/** Events a league destination (admins) can choose (docs/operations.md#outgoing-webhooks). */
export const LEAGUE_EVENT_TYPES = [
  "map.stored",
  "matchday.complete",
  "article.approved",
  "server.notice",
  "pickems.lock",
  "playoffs.line",
] as const;
/** Events a member's own destination can choose: his reminders and what happens to his things. */
export const MEMBER_EVENT_TYPES = ["pickems.reminder", "server.ready", "article.decided"] as const;
export type LeagueEventType = (typeof LEAGUE_EVENT_TYPES)[number];
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[number];
export type OutwardEventType = LeagueEventType | MemberEventType | "test";

export const EVENT_LABELS: Record<OutwardEventType, string> = {
  "map.stored": "A map's result is stored",
  "matchday.complete": "A match day's results are complete",
  "article.approved": "An article is approved",
  "server.notice": "A servers notice is posted",
  "pickems.lock": "Pickems lock in one hour",
  "playoffs.line": "A tier's playoff line is decided",
  "pickems.reminder": "Pickems reminder, an hour before lock",
  "server.ready": "My game server is ready (with its connect line)",
  "article.decided": "My article was approved or rejected",
  test: "Test event",
};

/** The version of the generic JSON body; a change that is not an addition bumps it. */
export const WEBHOOK_BODY_VERSION = 1;

export const WEBHOOK_KINDS = ["discord", "generic"] as const;
export const DELIVERY_STATES = ["pending", "sending", "delivered", "failed", "interrupted"] as const;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** https, or http to this machine (a local receiver while trying it out). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000, "url must be at most 2000 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
    } catch {
      return false;
    }
  }, "url must be an https:// address (http:// only to localhost)");

const uniqueList = <T extends string>(values: readonly [T, ...T[]], what: string) =>
  z
    .array(z.enum(values, { error: `${what} must be one of ${values.join(", ")}` }))
    .max(values.length)
    .transform((list) => [...new Set(list)]);

export const leagueWebhookBodySchema = z.object({
  name: z.string().trim().min(1, "name must not be empty").max(80, "name must be at most 80 characters"),
  kind: z.enum(WEBHOOK_KINDS, { error: "kind must be discord or generic" }),
  url: webhookUrlSchema,
  events: uniqueList(LEAGUE_EVENT_TYPES, "events").refine((l) => l.length > 0, "choose at least one event"),
  tiers: uniqueList(TIER_NAMES, "tiers").default([]),
});
export const leagueWebhookPatchSchema = leagueWebhookBodySchema
  .omit({ kind: true })
  .partial()
  .extend({ active: z.boolean().optional() });

/** A member's own destination: a Discord webhook of his (DMs need a bot the league has not set up). */
export const memberWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  events: uniqueList(MEMBER_EVENT_TYPES, "events").refine((l) => l.length > 0, "choose at least one event"),
});

export const webhookParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  type: z.string(),
  title: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDestinationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(WEBHOOK_KINDS),
  /** The address with its secret part hidden: scheme, host and the last four characters. */
  urlHint: z.string(),
  events: z.array(z.string()),
  tiers: z.array(z.string()),
  active: z.boolean(),
  /** Discord asked us to wait (429) until then. */
  holdUntil: z.string().nullable(),
  createdAt: z.string(),
  counts: z.object({ delivered: z.number(), failed: z.number(), pending: z.number() }),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDestination = z.infer<typeof webhookDestinationSchema>;

/** Creating a generic destination answers its HMAC key, once. */
export const webhookCreatedSchema = webhookDestinationSchema.extend({ signingSecret: z.string().nullable() });
export const webhookListSchema = z.array(webhookDestinationSchema);
export const memberWebhookSchema = z.object({ destination: webhookDestinationSchema.nullable() });
export const webhookTestSchema = z.object({ deliveryId: z.number().int() });
