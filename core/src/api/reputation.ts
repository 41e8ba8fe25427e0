import { z } from "zod";
import { discordIdSchema, isoDateTimeSchema } from "./common.js";

/** `GET /api/fragboard/plusRep`: the count and who gave it (giver discord id -> when). */
export const reputationResponseSchema = z.object({
  repped: z.number().int().min(0),
  plusRep: z.record(discordIdSchema, isoDateTimeSchema),
});
export type ReputationResponse = z.infer<typeof reputationResponseSchema>;

/** `POST /api/fragboard/plusRep`: the giver is the signed-in user. */
export const reputationBodySchema = z.object({
  action: z.enum(["add", "remove"], { error: "action must be add or remove" }),
  discordId: discordIdSchema,
});
export type ReputationBody = z.infer<typeof reputationBodySchema>;

/** One stored +rep: at most one per (giver, receiver). */
export const reputationRecordSchema = z.object({
  giverDiscordId: discordIdSchema,
  receiverDiscordId: discordIdSchema,
  createdAt: isoDateTimeSchema,
});
export type ReputationRecord = z.infer<typeof reputationRecordSchema>;
