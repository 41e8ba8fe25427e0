import { useQuery } from "@tanstack/react-query";
import { profileBundleQuery } from "../../lib/queries/player.js";

/**
 * Profile, team history and the rest of the bundle (docs/api.md#profile). Unlike the old
 * client it waits for a Discord id instead of asking for `discordId=undefined`.
 */
export const useProfileBundle = (discordId: string | undefined) => useQuery(profileBundleQuery(discordId));
