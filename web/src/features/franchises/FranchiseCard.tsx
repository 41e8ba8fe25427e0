import { TIER_NAMES, type TierName, teamsPerTier } from "@fragboard/core";
import { franchisePath, type ListedFranchise } from "../../lib/league/franchises.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { TierToggle } from "./TierToggle.js";

/** A franchise of the list: logo, name, GM, and its teams per tier (each a filter toggle). */
export function FranchiseCard({
  franchise,
  activeTier,
  onToggleTier,
}: {
  franchise: ListedFranchise;
  activeTier: TierName | null;
  onToggleTier: (tier: TierName) => void;
}) {
  const counts = teamsPerTier(franchise.teams);
  // Highest tier first, as the franchise page lists its teams.
  const tiers = [...TIER_NAMES].reverse().filter((t) => counts[t] > 0);
  return (
    <article className="flex h-full gap-3 rounded-md border border-line bg-surface p-3">
      <img
        src={franchise.logo.url}
        alt=""
        width={56}
        height={56}
        // Each logo is an SVG document the browser lays out on the main thread: only those on screen load with the page.
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded"
      />
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-base">
          <SelectionLink to={franchisePath(franchise.prefix)} className="hover:text-accent hover:underline">
            {franchise.name}
          </SelectionLink>
          <span className="font-normal text-muted text-xs" title="Franchise prefix">
            {franchise.prefix}
          </span>
        </h2>
        <p className="mt-0.5 truncate text-muted text-sm">
          GM{" "}
          {franchise.gm ? (
            <SelectionLink
              to={playerPath(franchise.gm.name)}
              className="text-ink hover:text-accent hover:underline"
            >
              {franchise.gm.name}
            </SelectionLink>
          ) : (
            "vacant"
          )}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {tiers.length === 0 ? (
            <span className="text-muted text-xs">No teams this season</span>
          ) : (
            tiers.map((tier) => (
              <TierToggle
                key={tier}
                tier={tier}
                pressed={activeTier === tier}
                onToggle={onToggleTier}
                label={`${counts[tier]} ${tier}`}
                tooltip={`${counts[tier]} ${tier} team${counts[tier] > 1 ? "s" : ""}. ${
                  activeTier === tier
                    ? "Click to show every franchise"
                    : `Click to show franchises with a ${tier} team`
                }`}
              />
            ))
          )}
        </div>
      </div>
    </article>
  );
}
