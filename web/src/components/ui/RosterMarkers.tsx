import { CONTRACT_BADGES, PLAYER_TYPE_LABELS, type PlayerType } from "@fragboard/core";
import { cx } from "./cx.js";

/** Markers next to a roster player's name: his franchise roles and his contract state. */

/** C, GM, AGM next to a name (spec 000 §6: the franchise roles shown). */
export function RoleMarkers({ captain, gm, agm }: { captain: boolean; gm: boolean; agm: boolean }) {
  const markers = [
    captain && { short: "C", long: "Team captain" },
    gm && { short: "GM", long: "General Manager" },
    agm && { short: "AGM", long: "Asst. GM" },
  ].filter((m) => m !== false);
  return markers.map((m) => (
    <abbr
      key={m.short}
      title={m.long}
      className="shrink-0 rounded bg-accent/15 px-1 font-semibold text-[10px] text-accent no-underline"
    >
      {m.short}
    </abbr>
  ));
}

/** Temp signed (FA Sub / PFA Sub), subbed out, inactive reserve, expired (spec 000 §4). */
export function ContractMarker({ type }: { type: PlayerType }) {
  const badge = CONTRACT_BADGES[type];
  if (!badge) return null;
  return (
    <span
      title={`Contract: ${PLAYER_TYPE_LABELS[type]}`}
      className={cx(
        "shrink-0 whitespace-nowrap rounded px-1 text-[10px]",
        type === "EXPIRED" ? "bg-bad/20 text-red-300" : "bg-line text-ink",
      )}
    >
      {badge}
    </span>
  );
}
