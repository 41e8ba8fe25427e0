import { Avatar } from "../../components/ui/Avatar.js";
import { Stat } from "../../components/ui/Stat.js";
import { playerHref, roleLabel, teamLabel } from "../../lib/league/player-labels.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { cardFigures } from "./player-figures.js";

/** A player in the list's card view: picture, team, tier, role and three headline figures, linking to his page. */
export function PlayerTile({ player }: { player: ListedPlayer }) {
  const colour = tierColour(player.tier.name);
  const team = teamLabel(player);
  return (
    <SelectionLink
      to={playerHref(player)}
      className="group flex h-full flex-col justify-between rounded-md border border-line border-l-4 bg-surface p-3 transition-colors hover:bg-raised"
      style={{ borderLeftColor: colour }}
    >
      <div className="flex items-center gap-3">
        <Avatar src={player.avatarUrl} name={player.name} className="size-11" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold group-hover:text-accent">{player.name}</p>
          <p className="flex items-center gap-1.5 text-muted text-xs">
            {team.short && (
              <span title={team.long} className="rounded bg-line px-1 font-semibold text-ink">
                {team.short}
              </span>
            )}
            <span style={{ color: colour }}>{player.tier.name}</span>
            <span aria-hidden>·</span>
            <span title="Role from this season's stats">{roleLabel(player)}</span>
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-1 text-center">
        {cardFigures(player).map((figure) => (
          <div key={figure.label} className="rounded bg-bg/60 py-1">
            <dt className="text-[10px] text-muted uppercase tracking-wide">{figure.label}</dt>
            <dd className="font-semibold">
              <Stat value={figure.value} tooltip={figure.tooltip} />
            </dd>
          </div>
        ))}
      </dl>
    </SelectionLink>
  );
}
