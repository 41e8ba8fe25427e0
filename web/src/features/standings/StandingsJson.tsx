import type { Standings } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { configQuery } from "../../lib/queries/league.js";
import { useSession } from "../../lib/session.js";

/**
 * Whether the signed-in user is one of the "standings JSON users" of the configuration (Our rules
 * 10, docs/api.md#config). The box only shows the standings the page already shows, so nobody
 * else learns anything from it being hidden.
 */
export function useSeesStandingsJson(): boolean {
  const discordId = useSession().user?.discordId;
  const config = useQuery({ ...configQuery(), enabled: discordId !== undefined, retry: false });
  return discordId !== undefined && (config.data?.standingsJsonUsers.includes(discordId) ?? false);
}

/** The tier's standings as JSON, for the league office to copy. */
export function StandingsJson({ standings }: { standings: Standings }) {
  return (
    <details className="mt-4 rounded-md border border-line bg-surface p-3">
      <summary className="cursor-pointer font-semibold">Standings data (JSON)</summary>
      {/* A read-only text box: focusable, scrollable and easy to select for copying. */}
      <textarea
        readOnly
        aria-label={`${standings.tier} standings as JSON`}
        value={JSON.stringify(standings, null, 2)}
        rows={16}
        className="mt-2 w-full resize-y rounded border border-line bg-bg p-2 font-mono text-xs"
      />
    </details>
  );
}
