import type { BadgeType } from "@fragboard/core";
import { useAccolades } from "./use-accolades.js";

const BADGE_ICONS: Record<BadgeType, string> = {
  championship: "🏆",
  "all-star": "⭐",
  mvp: "👑",
  other: "🎖",
};

/**
 * The accolades GMs awarded him. They decorate the header, so while loading or on failure the
 * header simply has none.
 */
export function Accolades({ playerId }: { playerId: string }) {
  const accolades = useAccolades(playerId).data ?? [];
  if (accolades.length === 0) return null;
  return (
    <ul aria-label="Accolades" className="mt-2 flex flex-wrap gap-1.5">
      {accolades.map((accolade) => (
        <li
          key={accolade.id}
          title={`Season ${accolade.season} ${accolade.badgeType}`}
          className="inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-accent/10 px-2.5 py-0.5 text-xs"
        >
          {accolade.badgeImageUrl ? (
            <img src={accolade.badgeImageUrl} alt="" className="size-4 rounded-full object-cover" />
          ) : (
            <span aria-hidden>{BADGE_ICONS[accolade.badgeType]}</span>
          )}
          <span>{accolade.badgeText}</span>
          <span className="text-muted">S{accolade.season}</span>
        </li>
      ))}
    </ul>
  );
}
