import type { Player } from "@fragboard/core";
import { clamp, Rng } from "../random.js";

/** The league's MMR band (Recruit floor to Premier ceiling) and the FACEIT Elo it maps onto. */
const MMR = { low: 900, high: 2600 } as const;
const ELO = { low: 700, high: 2900, spread: 150, min: 100, max: 3500 } as const;

/**
 * The FACEIT Elo of a simulated player with a FACEIT account (null without one): it follows his
 * league MMR with some noise of his own. Derived from the player alone, so every reader (the
 * match-up of extended match stats, a local FACEIT lookup) sees the same number without storing it.
 */
export function faceitElo(player: Pick<Player, "steam64Id" | "mmr" | "faceitName">): number | null {
  if (!player.faceitName) return null;
  const share = player.mmr > 0 ? clamp((player.mmr - MMR.low) / (MMR.high - MMR.low), 0, 1) : 0.3;
  const noise = new Rng("faceit", player.steam64Id).normal(0, ELO.spread);
  return Math.round(clamp(ELO.low + share * (ELO.high - ELO.low) + noise, ELO.min, ELO.max));
}
