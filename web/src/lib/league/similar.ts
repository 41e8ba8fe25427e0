import { type TierName, UNRATED } from "@fragboard/core";
import type { ListedPlayer } from "./player-list.js";

/** A listed player as similar-players candidate: his own tier's season line (docs/stats.md#similar-players). */
export type Candidate = {
  name: string;
  tier: TierName;
  /** Undefined when not released (the league's 0). */
  mmr: number | undefined;
  stats: NonNullable<ListedPlayer["stats"]>;
  player: ListedPlayer;
};

/** The season's rated players with stats in their own tier. */
export function similarCandidates(players: readonly ListedPlayer[]): Candidate[] {
  return players.flatMap((player) =>
    player.stats && player.tier.name !== UNRATED
      ? [
          {
            name: player.name,
            tier: player.tier.name,
            mmr: player.mmr || undefined,
            stats: player.stats,
            player,
          },
        ]
      : [],
  );
}
