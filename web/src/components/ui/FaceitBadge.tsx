import { useQuery } from "@tanstack/react-query";
import { faceitLookupQuery } from "../../lib/queries/faceit.js";
import { cx } from "./cx.js";

/** FACEIT's level colours: grey 1, green 2-3, yellow 4-7, orange 8-9, red 10. */
function levelColour(level: number): string {
  if (level >= 10) return "#fe1f00";
  if (level >= 8) return "#ff6309";
  if (level >= 4) return "#ffc800";
  if (level >= 2) return "#1ce400";
  return "#eeeeee";
}

/**
 * The player's FACEIT level badge and ELO, linking to his FACEIT profile (API.md §2.13); the highest
 * level he reached shows in the tooltip when it is not his level now. Nothing while loading or for
 * a player without FACEIT figures.
 */
export function FaceitBadge({
  steam64Id,
  name,
  compact = false,
}: {
  steam64Id: string | undefined;
  name: string;
  compact?: boolean;
}) {
  const lookup = useQuery(faceitLookupQuery(steam64Id, name)).data;
  if (!lookup) return null;
  const highest = lookup.highestRank !== lookup.rank ? `, highest level ${lookup.highestRank}` : "";
  const label = `FACEIT level ${lookup.rank}, ${lookup.elo} ELO${highest} (${lookup.faceitName} on FACEIT)`;
  return (
    <a
      href={`https://www.faceit.com/en/players/${encodeURIComponent(lookup.faceitName)}`}
      target="_blank"
      rel="noopener noreferrer"
      title={label}
      aria-label={label}
      className={cx(
        "inline-flex items-center gap-1 rounded-full border border-line bg-raised pr-2 pl-0.5 text-xs hover:border-accent/60",
        compact && "pr-1.5",
      )}
    >
      <span
        aria-hidden
        className="grid size-4 place-items-center rounded-full font-bold text-[10px] text-black"
        style={{ background: levelColour(lookup.rank) }}
      >
        {lookup.rank}
      </span>
      <span className="tabular-nums">{compact ? lookup.elo : `${lookup.elo} ELO`}</span>
    </a>
  );
}
