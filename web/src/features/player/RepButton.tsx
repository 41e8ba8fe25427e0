import { Tooltip } from "../../components/ui/Tooltip.js";
import { useReputation } from "./use-reputation.js";

export const REP_LOGIN_MESSAGE = "You must be logged in to +Rep";

/**
 * The player's +Rep count. Giving rep needs a signed-in user (spec 000 §6); sessions do not exist
 * yet (see lib/session.ts), so the button always says so instead of acting.
 */
export function RepButton({ discordId }: { discordId: string | undefined }) {
  const reputation = useReputation(discordId);
  const count = reputation.data?.repped;
  const label = `+Rep${count === undefined ? "" : ` ${count}`}`;
  return (
    <Tooltip content={REP_LOGIN_MESSAGE}>
      <button
        type="button"
        aria-disabled
        aria-label={`${label}: ${REP_LOGIN_MESSAGE}`}
        className="inline-flex h-8 cursor-not-allowed items-center gap-1 rounded border border-line bg-surface px-3 text-sm opacity-80"
      >
        <span className="font-semibold text-good">+Rep</span>
        {count !== undefined && <span className="num">{count}</span>}
      </button>
    </Tooltip>
  );
}
