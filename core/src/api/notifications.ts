import { z } from "zod";
import { discordIdSchema, isoDateTimeSchema } from "./common.js";

/** An entry of the notifications menu. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  subText: z.string(),
  href: z.string(),
  imageUrl: z.string().nullable(),
  shouldNewTab: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A stored notification; without a target discordId it is for everyone. */
export const notificationRecordSchema = notificationSchema.extend({
  discordId: discordIdSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

/**
 * `GET /api/notifications`: the signed-in user's menu, each entry with his own read state (a
 * broadcast entry is read or not per user; docs/api.md#notifications).
 */
export const userNotificationSchema = notificationSchema.extend({ read: z.boolean() });
export type UserNotification = z.infer<typeof userNotificationSchema>;

/**
 * A stored notification's number, or `twitch-{stream id}` for a live stream in the menu (streams are
 * not stored: each broadcast has its own id, so a channel that goes live again is new).
 */
const NOTIFICATION_ID = /^(\d{1,12}|twitch-[\w-]{1,64})$/;
export const STREAM_NOTIFICATION_PREFIX = "twitch-";

/** `POST /api/notifications/read`: entries of his own menu he has now seen, or all of them. */
export const notificationsReadBodySchema = z
  .strictObject({
    ids: z
      .array(z.string().regex(NOTIFICATION_ID, "ids: each id is one from GET /api/notifications"))
      .min(1, "ids: name at least one notification")
      .max(100, "ids: at most 100 at once")
      .optional(),
    all: z.literal(true, "all: must be true").optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: "ids: send either ids: [...] or all: true",
    path: ["ids"],
  });
export type NotificationsReadBody = z.infer<typeof notificationsReadBodySchema>;

export const notificationsReadResponseSchema = z.object({ marked: z.number().int().nonnegative() });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;
