import {
  type CoreMatch,
  changedPicks,
  PICKEM_SAVED_TICK_MS,
  type PickemsResponse,
  type Picks,
  type TierName,
} from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { apiRequest } from "../../lib/api-client.js";
import { pickemsLeaderboardQuery } from "../../lib/queries/leaderboards.js";
import { PICKEMS_KEYS, pickemsSheetQuery } from "../../lib/queries/pickems.js";
import { useLeaveGuard } from "../../lib/use-leave-guard.js";
import { useTransientFlag } from "../../lib/use-transient-flag.js";

export type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "failed"; message: string };

/**
 * The signed-in member's sheet: picks are edited locally over the saved ones and submitted
 * together; on success the server's picks replace the local ones and `saved` is on for 3 s; on
 * failure the local edits stay and the server's message is kept (spec 000 §4).
 */
export function usePickSheet(discordId: string | null, season: number | null) {
  const queryClient = useQueryClient();
  const sheet = useQuery(pickemsSheetQuery(discordId, season));
  const [draft, setDraft] = useState<Picks>({});
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [saved, flagSaved] = useTransientFlag(PICKEM_SAVED_TICK_MS);
  const savedPicks = sheet.data?.pickems;
  const picks = useMemo(() => ({ ...savedPicks, ...draft }), [savedPicks, draft]);
  const changes = changedPicks(savedPicks ?? {}, draft).length;

  const choose = useCallback((match: CoreMatch, teamId: string | null) => {
    const team = [match.home, match.away].find((t) => t.id === teamId);
    setDraft((previous) => ({
      ...previous,
      [match.id]: team ? { teamId: team.id, teamName: team.name } : null,
    }));
    setState({ kind: "idle" });
  }, []);

  const save = useCallback(
    async (tier: TierName) => {
      if (season === null) return;
      setState({ kind: "saving" });
      try {
        const response = await apiRequest<PickemsResponse>("/api/fragboard/pickems", {
          method: "POST",
          query: { season },
          body: { tier, picks: draft },
        });
        queryClient.setQueryData(pickemsSheetQuery(discordId, season).queryKey, response);
        setDraft({});
        setState({ kind: "idle" });
        flagSaved();
        await Promise.all(
          [PICKEMS_KEYS.consensus, PICKEMS_KEYS.search, pickemsLeaderboardQuery(season).queryKey[0]].map(
            (path) => queryClient.invalidateQueries({ queryKey: [path] }),
          ),
        );
      } catch (error) {
        setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
      }
    },
    [season, draft, discordId, queryClient, flagSaved],
  );

  // Unsubmitted picks are lost on leaving: leaving asks first (web/src/lib/use-leave-guard.tsx).
  const leaveDialog = useLeaveGuard(changes > 0 && state.kind !== "saving", false);

  return { sheet, picks, changes, choose, save, state, saved, discard: () => setDraft({}), leaveDialog };
}
