import type { ReputationResponse } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import {
  addReputation,
  removeReputation,
  reputationGivers,
} from "../../repositories/community/reputation.js";
import { requirePerson } from "../community/people.js";

/** docs/api.md#reputation: how many +rep a person has and who gave each one when. */
export async function reputationOf(db: Db, discordId: string): Promise<ReputationResponse> {
  await requirePerson(db, discordId);
  const rows = await reputationGivers(db, discordId);
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
  if (action === "add") await addReputation(db, giver, discordId);
  else await removeReputation(db, giver, discordId);
  return reputationOf(db, discordId);
}
