import type { AccoladeRecord } from "@fragboard/core";
import { useState } from "react";
import { BadgeIcon } from "./BadgeIcon.js";
import { useAccolades } from "./use-accolades.js";

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
          <AccoladeIcon accolade={accolade} />
          <span>{accolade.badgeText}</span>
          <span className="text-muted">S{accolade.season}</span>
        </li>
      ))}
    </ul>
  );
}

/** The GM's image when he gave one and it loads; otherwise the drawn icon of the badge type. */
function AccoladeIcon({ accolade }: { accolade: AccoladeRecord }) {
  const [broken, setBroken] = useState(false);
  if (accolade.badgeImageUrl && !broken)
    return (
      <img
        src={accolade.badgeImageUrl}
        alt=""
        onError={() => setBroken(true)}
        className="size-4 rounded-full object-cover"
      />
    );
  return <BadgeIcon type={accolade.badgeType} className="size-4 shrink-0 text-accent" />;
}
