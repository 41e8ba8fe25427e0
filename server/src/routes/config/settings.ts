import { DEFAULT_SETTINGS, type Settings, settingsSchema } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { storedSettings } from "../../repositories/community/settings.js";

/** Our rules 10: each stored list (one row per settings key) overrides its default. */
export async function currentSettings(db: Db): Promise<Settings> {
  const rows = await storedSettings(db);
  const stored = Object.fromEntries(
    rows.filter((r) => r.key in settingsSchema.shape).map((r) => [r.key, r.value]),
  );
  return settingsSchema.parse({ ...DEFAULT_SETTINGS, ...stored });
}
