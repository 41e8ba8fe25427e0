import type { SimilarPlayer } from "@fragboard/core";
import { formatMmr } from "../../lib/format.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import type { Candidate } from "../../lib/league/similar.js";
import { Stat } from "./Stat.js";
import { TierTag } from "./TierTag.js";

/**
 * Similar players (docs/stats.md#similar-players) as a list: name (his page), tier, team, the
 * similarity and his MMR; `action` adds a control per row (the team builder's Add).
 */
export function SimilarPlayersList({
  label,
  similar,
  action,
}: {
  label: string;
  similar: readonly SimilarPlayer<Candidate>[];
  action?: (candidate: Candidate) => React.ReactNode;
}) {
  if (similar.length === 0)
    return <p className="py-2 text-muted text-sm">No player with 3 or more maps fits.</p>;
  return (
    <ol aria-label={label} className="grid gap-1 sm:grid-cols-2">
      {similar.map(({ player, similarity, distance }) => (
        <li
          key={player.name}
          className="flex min-w-0 items-center gap-2 rounded border border-line bg-surface px-2 py-1.5 text-sm"
        >
          <SelectionLink
            to={playerPath(player.name)}
            className="min-w-0 truncate font-semibold hover:text-accent"
          >
            {player.name}
          </SelectionLink>
          <TierTag tier={player.tier} className="shrink-0" />
          <span className="min-w-0 flex-1 truncate text-muted text-xs">{player.player.team?.name ?? ""}</span>
          <Stat
            value={`${similarity}%`}
            tooltip={`Similarity ${similarity}%: ${distance.toFixed(2)} standard deviations apart over the role features`}
            className="shrink-0 font-semibold"
          />
          <Stat value={formatMmr(player.mmr)} tooltip="MMR" className="w-14 shrink-0 text-right text-muted" />
          {action?.(player)}
        </li>
      ))}
    </ol>
  );
}
