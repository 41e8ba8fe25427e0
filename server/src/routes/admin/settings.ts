import type { Settings, settingUpdateBodySchema } from "@fragboard/core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";
import { currentSettings } from "../config/settings.js";

/** docs/api.md#config: an admin replaces one list; the answer is the whole configuration after it. */
export async function saveSetting(
  db: Db,
  update: z.output<typeof settingUpdateBodySchema>,
  now: Date,
): Promise<Settings> {
  await db
    .insert(settings)
    .values({ key: update.key, value: update.value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: update.value, updatedAt: now } });
  return currentSettings(db);
}
