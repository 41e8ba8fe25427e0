import {
  type ExtendedStats,
  type FieldKind,
  HITGROUPS,
  PLAYER_TYPE_LABELS,
  SEASON_STAT_KEYS,
  type SeasonStatKey,
  TRACKED_OBJECT_KEYS,
  WEAPON_CATEGORIES,
  WEAPON_NAMES,
} from "@fragboard/core";
import { HITGROUP_LABELS, TRACKED_LABELS, WEAPON_CATEGORY_LABELS } from "../../lib/extended-stat-labels.js";
import { roleLabel } from "../../lib/league/player-labels.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { isPercentStat, STAT_DISPLAY } from "../../lib/stat-display.js";

/**
 * What a Team Builder filter row can test (spec 000 §3): MMR, every season stat, every extended
 * (demo-derived) stat, and a few texts. Extended stats come from another, larger answer
 * (docs/api.md#extended-stats), fetched only once a row uses one of them.
 */
export type BuilderField = {
  key: string;
  label: string;
  kind: FieldKind;
  /** The stat picker's group this field is listed under. */
  group: string;
  /** Whether `read` needs the player's extended stats. */
  extended: boolean;
  read: (player: ListedPlayer, extended: ExtendedStats | undefined) => unknown;
};

/** A stat in the unit the tables show it: percentages as 0..100 (KAST 70 means 70%). */
function statField(key: SeasonStatKey): BuilderField {
  const { label, unit } = STAT_DISPLAY[key];
  return {
    key,
    label: isPercentStat(key) && !label.includes("%") ? `${label} (%)` : label,
    kind: "number",
    group: "Season stats",
    extended: false,
    read: (player) => {
      const value = shownStats(player)?.stats[key];
      return value !== undefined && unit === "fraction" ? value * 100 : value;
    },
  };
}

/** A number of the extended stats: `section.name` in the address (`trackedObj.mvpCount`). */
function extendedField<S extends "trackedObj" | "chickens" | "averages" | "durationAverages" | "hitboxTags">(
  section: S,
  name: keyof ExtendedStats[S] & string,
  label: string,
  group: string,
): BuilderField {
  return {
    key: `${section}.${name}`,
    label,
    kind: "number",
    group,
    extended: true,
    read: (_, extended) => (extended?.[section] as Record<string, number> | undefined)?.[name],
  };
}

const EXTENDED_FIELDS: BuilderField[] = [
  ...TRACKED_OBJECT_KEYS.map((key) =>
    extendedField("trackedObj", key, TRACKED_LABELS[key].label, "Objectives and kill types (demos)"),
  ),
  ...(["killed", "shot", "stabbed", "roasted", "exploded"] as const).map((key) =>
    extendedField("chickens", key, `Chickens ${key}`, "Chickens (demos)"),
  ),
  extendedField(
    "averages",
    "pistolRoundKillAverageCt",
    "Pistol round kills, CT (avg)",
    "Pistols and flashes (demos)",
  ),
  extendedField(
    "averages",
    "pistolRoundKillAverageT",
    "Pistol round kills, T (avg)",
    "Pistols and flashes (demos)",
  ),
  ...(["enemy", "team", "self"] as const).map((who) =>
    extendedField(
      "durationAverages",
      `${who}FlashDurationAverage`,
      `Flash duration on ${who === "self" ? "himself" : `${who === "enemy" ? "enemies" : "teammates"}`} (s)`,
      "Pistols and flashes (demos)",
    ),
  ),
  ...WEAPON_CATEGORIES.map(
    (category): BuilderField => ({
      key: `weaponKillSubTypes.${category}`,
      label: `Kills: ${WEAPON_CATEGORY_LABELS[category]}`,
      kind: "number",
      group: "Kills by weapon type (demos)",
      extended: true,
      // Older answers leave out the rare categories: none is zero kills.
      read: (_, extended) => extended && (extended.weaponKillSubTypes[category] ?? 0),
    }),
  ),
  ...WEAPON_NAMES.map(
    (weapon): BuilderField => ({
      key: `weaponKills.${weapon}`,
      label: `Kills: ${weapon}`,
      kind: "number",
      group: "Kills by weapon (demos)",
      extended: true,
      // The answer lists only weapons he killed with.
      read: (_, extended) => extended && (extended.weaponKills[weapon] ?? 0),
    }),
  ),
  ...HITGROUPS.map((part) =>
    extendedField("hitboxTags", part, `Hits: ${HITGROUP_LABELS[part]}`, "Hits by body part (demos)"),
  ),
];

const TEXT_FIELDS: BuilderField[] = (
  [
    { key: "name", label: "Name", read: (p) => p.name },
    { key: "team", label: "Team", read: (p) => p.team?.name },
    {
      key: "franchise",
      label: "Franchise",
      read: (p) => (p.team ? `${p.team.franchise.name} ${p.team.franchise.prefix}` : undefined),
    },
    { key: "role", label: "Role", read: roleLabel },
    {
      key: "type",
      label: "Player type",
      read: (p) => (p.type ? PLAYER_TYPE_LABELS[p.type] : undefined),
    },
  ] satisfies Pick<BuilderField, "key" | "label" | "read">[]
).map((field) => ({ ...field, kind: "text" as const, group: "Text", extended: false }));

const CROSSHAIR: BuilderField = {
  key: "crosshairShareCode",
  label: "Crosshair share code",
  kind: "text",
  group: "Text",
  extended: true,
  read: (_, extended) => extended?.crosshairShareCode,
};

export const BUILDER_FIELDS: readonly BuilderField[] = [
  // MMR 0 is "not released": not a number to compare, so a numeric MMR filter leaves such players out.
  {
    key: "mmr",
    label: "MMR",
    kind: "number",
    group: "Season stats",
    extended: false,
    read: (p) => p.mmr || undefined,
  },
  ...SEASON_STAT_KEYS.map(statField),
  ...EXTENDED_FIELDS,
  ...TEXT_FIELDS,
  CROSSHAIR,
];

const BY_KEY = new Map(BUILDER_FIELDS.map((field) => [field.key, field]));

export const builderField = (key: string): BuilderField | undefined => BY_KEY.get(key);

/** The picker's groups in order, each with its fields. */
export const BUILDER_FIELD_GROUPS: readonly { group: string; fields: BuilderField[] }[] = [
  ...new Set(BUILDER_FIELDS.map((field) => field.group)),
].map((group) => ({ group, fields: BUILDER_FIELDS.filter((field) => field.group === group) }));
