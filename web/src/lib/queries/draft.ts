import type { DraftBoard } from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** The path of a member's draft target board (docs/api.md#draft-board): his own only. */
export const draftBoardPath = (discordId: string) => `/api/fragboard/draft/${encodeURIComponent(discordId)}`;

/** Private and edited here: never served stale from a cache. */
export const draftBoardQuery = (discordId: string | null, season: number | null) =>
  restQuery<DraftBoard>(
    draftBoardPath(discordId ?? ""),
    { season },
    0,
    discordId !== null && season !== null,
  );
