import { type FieldKind, PLAYER_TYPE_LABELS, SEASON_STAT_KEYS, type SeasonStatKey } from "@fragboard/core";
import { roleLabel } from "../../lib/league/player-labels.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { isPercentStat, STAT_DISPLAY } from "../../lib/stat-display.js";

/** What a Team Builder filter row can test: every season stat, MMR, and a few texts. */
export type BuilderField = {
  key: string;
  label: string;
  kind: FieldKind;
  read: (player: ListedPlayer) => unknown;
};

/** A stat in the unit the tables show it: percentages as 0..100 (KAST 70 means 70%). */
function statField(key: SeasonStatKey): BuilderField {
  const { label, unit } = STAT_DISPLAY[key];
  return {
    key,
    label: isPercentStat(key) && !label.includes("%") ? `${label} (%)` : label,
    kind: "number",
    read: (player) => {
      const value = shownStats(player)?.stats[key];
      return value !== undefined && unit === "fraction" ? value * 100 : value;
    },
  };
}

const TEXT_FIELDS: BuilderField[] = [
  { key: "name", label: "Name", kind: "text", read: (p) => p.name },
  { key: "team", label: "Team", kind: "text", read: (p) => p.team?.name },
  {
    key: "franchise",
    label: "Franchise",
    kind: "text",
    read: (p) => (p.team ? `${p.team.franchise.name} ${p.team.franchise.prefix}` : undefined),
  },
  { key: "role", label: "Role", kind: "text", read: roleLabel },
  {
    key: "type",
    label: "Player type",
    kind: "text",
    read: (p) => (p.type ? PLAYER_TYPE_LABELS[p.type] : undefined),
  },
];

export const BUILDER_FIELDS: readonly BuilderField[] = [
  // MMR 0 is "not released": not a number to compare, so a numeric MMR filter leaves such players out.
  { key: "mmr", label: "MMR", kind: "number", read: (p) => (p.mmr ? p.mmr : undefined) },
  ...SEASON_STAT_KEYS.filter((key) => key !== "Xnade").map(statField),
  ...TEXT_FIELDS,
];

const BY_KEY = new Map(BUILDER_FIELDS.map((field) => [field.key, field]));

export const builderField = (key: string): BuilderField | undefined => BY_KEY.get(key);
