import type { ReputationResponse } from "@fragboard/core";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { reputation } from "../../db/schema/index.js";
import { requirePerson } from "../community/people.js";

/** docs/api.md#reputation: how many +rep a person has and who gave each one when. */
export async function reputationOf(db: Db, discordId: string): Promise<ReputationResponse> {
  await requirePerson(db, discordId);
  const rows = await db
    .select({ giver: reputation.giverDiscordId, createdAt: reputation.createdAt })
    .from(reputation)
    .where(eq(reputation.targetDiscordId, discordId))
    .orderBy(asc(reputation.createdAt));
  return {
    repped: rows.length,
    plusRep: Object.fromEntries(rows.map((r) => [r.giver, r.createdAt.toISOString()])),
  };
}
