import { addTarget, type DraftBoard, moveTarget, removeTarget } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { apiRequest } from "../../lib/api-client.js";
import { draftBoardPath, draftBoardQuery } from "../../lib/queries/draft.js";

export type SaveState = { status: "idle" | "saving" | "saved" } | { status: "error"; message: string };

/**
 * The member's board for `season`: the server's copy, edited here and saved whole after each edit
 * (docs/api.md#draft-board). Edits show at once; the server's answer replaces the copy only when no
 * later edit is on its way, so a slow save never undoes a newer move.
 */
export function useDraftBoard(discordId: string | null, season: number | null) {
  const query = useQuery(draftBoardQuery(discordId, season));
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState<{ season: number | null; ids: string[] } | null>(null);
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const latest = useRef(0);

  const saved = query.data?.targets.map((target) => target.playerId);
  const ids = edited && edited.season === season ? edited.ids : saved;

  const write = useCallback(
    async (next: string[]) => {
      if (discordId === null || season === null) return;
      setEdited({ season, ids: next });
      const attempt = ++latest.current;
      setSave({ status: "saving" });
      try {
        const board = await apiRequest<DraftBoard>(draftBoardPath(discordId), {
          method: "PUT",
          query: { season },
          body: { playerIds: next },
        });
        if (attempt !== latest.current) return;
        queryClient.setQueryData(draftBoardQuery(discordId, season).queryKey, board);
        setEdited(null);
        setSave({ status: "saved" });
      } catch (error) {
        if (attempt !== latest.current) return;
        setSave({ status: "error", message: error instanceof Error ? error.message : String(error) });
      }
    },
    [discordId, season, queryClient],
  );

  return {
    query,
    ids,
    save,
    add: (id: string) => ids && write(addTarget(ids, id)),
    remove: (id: string) => ids && write(removeTarget(ids, id)),
    move: (from: number, to: number) => ids && write(moveTarget(ids, from, to)),
    /** Sends the board as shown again, after a failed save. */
    retry: () => ids && write(ids),
  };
}
