import type { ReactNode } from "react";
import { Avatar } from "../../components/ui/Avatar.js";
import { FaceitBadge } from "../../components/ui/FaceitBadge.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal, formatMmr } from "../../lib/format.js";
import type { ListedPlayer, StatLine } from "../../lib/league/player-list.js";
import type { PlayerStanding } from "../../lib/league/player-standing.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { Accolades } from "./Accolades.js";
import { contractBadge, teamText } from "./player-labels.js";

/** Name, picture, where he plays, role, rank and headline numbers; `actions` holds the page's buttons. */
export function PlayerHeader({
  player,
  line,
  standing,
  actions,
}: {
  player: ListedPlayer;
  line: StatLine | undefined;
  standing: PlayerStanding | undefined;
  actions: ReactNode;
}) {
  const badge = contractBadge(player);
  return (
    <header className="mb-4 flex flex-wrap items-start gap-4">
      <Avatar src={player.avatarUrl} name={player.name} className="size-16 text-2xl sm:size-20" priority />
      <div className="min-w-0 flex-1">
        <h1 className="flex flex-wrap items-center gap-2 font-bold text-2xl tracking-tight sm:text-3xl">
          <span className="break-all">{player.name}</span>
          {badge && (
            <span
              className={
                player.type === "EXPIRED"
                  ? "rounded bg-bad/20 px-1.5 text-bad text-xs"
                  : "rounded bg-line px-1.5 font-normal text-muted text-xs"
              }
            >
              {badge}
            </span>
          )}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-sm">
          <span>{teamText(player)}</span>
          <span aria-hidden>·</span>
          <span style={{ color: tierColour(player.tier.name) }} className="font-semibold">
            {player.tier.name}
          </span>
          {standing && (
            <>
              <span aria-hidden>·</span>
              <span title="Role from the viewed stats" className="text-ink">
                {standing.role}
              </span>
            </>
          )}
          {standing?.rankLabel && (
            <>
              <span aria-hidden>·</span>
              <span title="Rank by rating among his tier's players with at least 3 maps">
                {standing.rankLabel}
              </span>
            </>
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          <span>
            <span className="text-muted">MMR </span>
            <Stat value={formatMmr(player.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} className="font-semibold" />
          </span>
          {line && (
            <span>
              <Stat
                value={`~${formatDecimal(line.stats.hltvTwoPointO)} HLTV`}
                tooltip={STAT_DESCRIPTIONS.hltvTwoPointO}
                className="font-semibold"
              />
            </span>
          )}
        </p>
        <p className="mt-1">
          <FaceitBadge steam64Id={player.steam64Id} name={player.name} />
        </p>
        <Accolades playerId={player.id} />
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </header>
  );
}

/**
 * What stands below the header until the tabs are drawn (while the view's code loads, then for its
 * first render): a screen tall, so the footer stays out of view instead of jumping down.
 */
export const TabsPlaceholder = () => <div className="min-h-screen" aria-busy="true" />;
