import { useQuery } from "@tanstack/react-query";
import { accoladesQuery } from "../../lib/queries/player.js";

/** Badges GMs gave the player (championships, all-star, MVP...), newest season first. */
export const useAccolades = (playerId: string) => useQuery(accoladesQuery(playerId));
