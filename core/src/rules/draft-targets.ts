import type { DraftTarget } from "../api/draft.js";
import type { LeaguePlayer } from "../api/league-data.js";
import { DRAFT_PLAYER_TYPE } from "../constants/draft.js";
import { PLAYER_TYPE_LABELS } from "../constants/player-type-labels.js";

/**
 * A member's draft target board (docs/rules.md#draft-targets): an ordered list of player ids with no
 * duplicates. A target that is not (or no longer) draft-eligible stays on the board, flagged with the
 * reason, so the member decides whether to drop it. The web page edits it with these functions and
 * the server checks and flags it with the same ones.
 */

/** Appends `id` at the bottom; a player already on the board is not added twice. */
export function addTarget(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function removeTarget(ids: readonly string[], id: string): string[] {
  return ids.filter((target) => target !== id);
}

/** Moves the target at `from` to `to` (both clamped to the board); the others keep their order. */
export function moveTarget(ids: readonly string[], from: number, to: number): string[] {
  const board = [...ids];
  if (from < 0 || from >= board.length) return board;
  const [moved] = board.splice(from, 1);
  if (moved === undefined) return board;
  board.splice(Math.max(0, Math.min(to, board.length)), 0, moved);
  return board;
}

type PlayerFacts = Pick<LeaguePlayer, "id" | "name" | "type" | "team">;

/** Why a player is not on the draft-eligible list, or null when he is. */
export function ineligibility(player: PlayerFacts | undefined): string | null {
  if (!player) return "Not a player of this season's league";
  if (player.type === DRAFT_PLAYER_TYPE) return null;
  const type = player.type ? PLAYER_TYPE_LABELS[player.type] : "without a player type";
  const team = player.team ? ` (${player.team.name})` : "";
  return `${player.name} is ${type}${team}, not Draft Eligible`;
}

/** Each target with its eligibility against the season's players (any order, any types). */
export function flagTargets(ids: readonly string[], players: readonly PlayerFacts[]): DraftTarget[] {
  const byId = new Map(players.map((player) => [player.id, player]));
  return ids.map((playerId) => {
    const reason = ineligibility(byId.get(playerId));
    return { playerId, eligible: reason === null, reason };
  });
}
