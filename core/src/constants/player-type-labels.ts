import type { PlayerType } from "./player-types.js";

/** Display name of every player type (filters, tooltips, exports). */
export const PLAYER_TYPE_LABELS: Record<PlayerType, string> = {
  SIGNED: "Signed",
  FREE_AGENT: "Free Agent",
  DRAFT_ELIGIBLE: "Draft Eligible",
  PERMANENT_FREE_AGENT: "Perm FA",
  SPECTATOR: "Spectator",
  INACTIVE_RESERVE: "Inactive Reserve",
  SIGNED_SUBBED: "Sub Out",
  TEMPSIGNED: "FA Sub",
  PERMFA_TEMP_SIGNED: "PFA Sub",
  UNROSTERED_GM: "GM",
  UNROSTERED_AGM: "AGM",
  INACTIVE: "Inactive",
  SIGNED_PROMOTED: "Signed (Promoted)",
  EXPIRED: "Expired",
};

/** Short-hand the player card shows in place of a franchise prefix (docs/rules.md#player-card-facts). */
export const PLAYER_TYPE_ABBREVIATIONS: Partial<Record<PlayerType, string>> = {
  TEMPSIGNED: "SUB",
  DRAFT_ELIGIBLE: "DE",
  FREE_AGENT: "FA",
  PERMANENT_FREE_AGENT: "PFA",
};

/** What the team column shows for a player without a team: long label and badge (docs/rules.md#display-rules). */
export const UNROSTERED_TEAM_LABELS: Partial<Record<PlayerType, { label: string; badge: string }>> = {
  DRAFT_ELIGIBLE: { label: "Draft Eligible", badge: "DE" },
  PERMANENT_FREE_AGENT: { label: "Perm FA", badge: "PFA" },
  FREE_AGENT: { label: "Free Agent", badge: "FA" },
  UNROSTERED_GM: { label: "GM", badge: "GM" },
  UNROSTERED_AGM: { label: "AGM", badge: "AGM" },
};

/** Contract markers next to a rostered player's name (spec 000 §4, docs/rules.md#display-rules). */
export const CONTRACT_BADGES: Partial<Record<PlayerType, string>> = {
  TEMPSIGNED: "FA Sub",
  PERMFA_TEMP_SIGNED: "PFA Sub",
  SIGNED_SUBBED: "Sub Out",
  INACTIVE_RESERVE: "Inactive Reserve",
  EXPIRED: "Contract Expired",
};

export type PlayerTypeFilterGroup = { label: string; types: readonly PlayerType[] };

/**
 * Options of the player-type multi-select, as docs/rules.md#display-rules lists them: an inactive reserve is still
 * signed, so it matches both "Signed" and its own group (a filter keeps the union of the selected
 * groups). INACTIVE joins the reserve group; SPECTATOR is in none (hidden outside historical mode).
 */
export const PLAYER_TYPE_FILTER_GROUPS: readonly PlayerTypeFilterGroup[] = [
  { label: "Signed", types: ["SIGNED", "INACTIVE_RESERVE", "SIGNED_PROMOTED", "SIGNED_SUBBED"] },
  { label: "Free Agents", types: ["FREE_AGENT", "TEMPSIGNED"] },
  { label: "Draft Eligible", types: ["DRAFT_ELIGIBLE"] },
  { label: "Perma FA", types: ["PERMANENT_FREE_AGENT", "PERMFA_TEMP_SIGNED"] },
  { label: "Inactive Reserve", types: ["INACTIVE_RESERVE", "INACTIVE"] },
  { label: "Expired", types: ["EXPIRED"] },
  { label: "GM", types: ["UNROSTERED_GM", "UNROSTERED_AGM"] },
];
