import type { ProfileJson } from "@fragboard/core";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { profiles } from "../../db/schema/index.js";

/** Members' profiles (Our rules 2): one JSON document per Discord id, as they last saved it. */

export async function storedProfile(db: Db, discordId: string): Promise<unknown> {
  const [row] = await db
    .select({ profile: profiles.profile })
    .from(profiles)
    .where(eq(profiles.discordId, discordId));
  return row?.profile;
}

/** Replaces the stored profile (a first save creates it). */
export async function upsertProfile(db: Db, discordId: string, profile: ProfileJson, now: Date) {
  await db
    .insert(profiles)
    .values({ discordId, profile, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.discordId, set: { profile, updatedAt: now } });
}
