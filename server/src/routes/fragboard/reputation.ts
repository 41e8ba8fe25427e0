import type { ReputationResponse } from "@fragboard/core";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { reputation } from "../../db/schema/index.js";
import { httpError } from "../../http/errors.js";
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

/** `POST /api/fragboard/plusRep`: the signed-in giver adds or takes back his +rep, never on himself. */
export async function changeReputation(
  db: Db,
  giver: string,
  { action, discordId }: { action: "add" | "remove"; discordId: string },
): Promise<ReputationResponse> {
  if (giver === discordId) throw httpError(400, "discordId: you cannot +rep yourself");
  await requirePerson(db, discordId);
  const mine = and(eq(reputation.targetDiscordId, discordId), eq(reputation.giverDiscordId, giver));
  if (action === "add") {
    await db
      .insert(reputation)
      .values({ targetDiscordId: discordId, giverDiscordId: giver })
      .onConflictDoNothing();
  } else {
    await db.delete(reputation).where(mine);
  }
  return reputationOf(db, discordId);
}
