import type { MePlayer, Settings } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { configQuery } from "../lib/queries/league.js";
import { useSession } from "../lib/session.js";
import { STORAGE_KEYS, useStoredState } from "../lib/storage.js";

const dismissed = (raw: unknown) => (raw === true ? true : undefined);

/** Whether the admins offer this player the retake-server request (API.md Our rules 10, admin settings). */
export function offeredServerRequest(player: MePlayer | null, offer: Settings["serverRequestBanner"]) {
  if (!player) return false;
  const prefix = player.team?.franchise.prefix;
  return (
    (prefix !== undefined && offer.franchisePrefixes.includes(prefix)) ||
    offer.steamIds.includes(player.steam64Id)
  );
}

/**
 * The dismissible banner offering retake servers to the configured franchises and steam ids
 * (spec 000 §6); a dismissal is remembered in this browser (docs/architecture.md#the-web-app).
 */
export function RequestServerBanner() {
  const { player } = useSession();
  // Only a signed-in player can be offered one: a visitor's first render reads no storage for it.
  return player && <OfferedBanner player={player} />;
}

function OfferedBanner({ player }: { player: MePlayer }) {
  const [closed, setClosed] = useStoredState(
    STORAGE_KEYS.closeNotificationBannerRequestAServer,
    dismissed,
    false,
  );
  const config = useQuery({ ...configQuery(), enabled: !closed });
  if (closed || !config.data || !offeredServerRequest(player, config.data.serverRequestBanner)) return null;
  return (
    <section
      aria-label="Retake servers"
      className="flex items-center justify-center gap-3 border-line border-b bg-raised px-4 py-2 text-sm"
    >
      <span>
        <span className="font-semibold">Retake servers are here.</span> Request one for you and your team.
      </span>
      <Link to="/servers" className="rounded bg-accent px-2 py-0.5 font-semibold text-accent-ink">
        Request a server
      </Link>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label="Dismiss the retake servers banner"
        // A 32 px target: the bare × was 13 × 20 px, under WCAG 2.5.8's 24 px on a phone.
        className="grid size-8 shrink-0 place-items-center rounded font-bold text-muted hover:bg-surface hover:text-ink"
      >
        ×
      </button>
    </section>
  );
}
