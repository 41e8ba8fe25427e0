import { similarPlayers, type TierName } from "@fragboard/core";
import { useMemo } from "react";
import { SimilarPlayersList } from "../../../components/ui/SimilarPlayersList.js";
import type { ListedPlayer, StatLine } from "../../../lib/league/player-list.js";
import { similarCandidates } from "../../../lib/league/similar.js";

/** The ten players of the season whose role profile is nearest his (docs/stats.md#similar-players). */
export function SimilarPlayers({
  player,
  line,
  tier,
  players,
}: {
  player: ListedPlayer;
  line: StatLine;
  tier: TierName;
  players: readonly ListedPlayer[];
}) {
  const similar = useMemo(
    () =>
      similarPlayers(
        { name: player.name, tier, mmr: player.mmr || undefined, stats: line.stats },
        similarCandidates(players),
      ),
    [player, line, tier, players],
  );
  if (line.stats.gameCount < 3)
    return <p className="text-muted text-sm">Similar players need 3 maps or more of his.</p>;
  return <SimilarPlayersList label={`Players similar to ${player.name}`} similar={similar} />;
}
