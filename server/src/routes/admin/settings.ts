import type { Settings, settingUpdateBodySchema } from "@fragboard/core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { upsertSetting } from "../../repositories/community/settings.js";
import { currentSettings } from "../config/settings.js";

/** docs/api.md#config: an admin replaces one list; the answer is the whole configuration after it. */
export async function saveSetting(
  db: Db,
  update: z.output<typeof settingUpdateBodySchema>,
  now: Date,
): Promise<Settings> {
  await upsertSetting(db, update.key, update.value, now);
  return currentSettings(db);
}
