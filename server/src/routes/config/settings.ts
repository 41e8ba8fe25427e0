import { DEFAULT_SETTINGS, type Settings, settingsSchema } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

/** Our rules 10: each stored list (one row per settings key) overrides its default. */
export async function currentSettings(db: Db): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const stored = Object.fromEntries(
    rows.filter((r) => r.key in settingsSchema.shape).map((r) => [r.key, r.value]),
  );
  return settingsSchema.parse({ ...DEFAULT_SETTINGS, ...stored });
}
