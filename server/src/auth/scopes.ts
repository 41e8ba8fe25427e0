import { ADMIN_SCOPE } from "@fragboard/core";

/** The scopes a new session gets: `admin` for the Discord ids of ADMIN_DISCORD_IDS. */
export function scopesFor(adminDiscordIds: readonly string[], discordId: string): string[] {
  return adminDiscordIds.includes(discordId) ? [ADMIN_SCOPE] : [];
}
