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
