import { useQuery } from "@tanstack/react-query";
import { reputationQuery } from "../../lib/queries/player.js";

/** A player's +Rep count (docs/api.md#reputation); players without a Discord id cannot be repped. */
export const useReputation = (discordId: string | undefined) => useQuery(reputationQuery(discordId));
