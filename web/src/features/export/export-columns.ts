import { type SeasonStatKey, TIER_NAMES } from "@fragboard/core";
import { formatMmr } from "../../lib/format.js";
import { underMinimum } from "../../lib/league/minimum-games.js";
import { roleLabel, shownRole, teamLabel } from "../../lib/league/player-labels.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { type SortDirection, type SortValue, sortRows } from "../../lib/sort.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { formatStat, STAT_DISPLAY } from "../../lib/stat-display.js";

/** The Stats Exporter's table: who the player is, then the stats a manager scans first. */

const TEXT_KEYS = ["name", "team", "tier", "role"] as const;
const STAT_KEYS = [
  "gameCount",
  "rating",
  "kr",
  "adr",
  "kast",
  "hs",
  "impact",
  "odr",
  "multiR",
  "utilDmg",
  "fAssists",
] as const satisfies readonly SeasonStatKey[];
export const EXPORT_SORT_KEYS = [...TEXT_KEYS, "mmr", ...STAT_KEYS] as const;
export type ExportSortKey = (typeof EXPORT_SORT_KEYS)[number];

export type ExportColumn = {
  key: ExportSortKey;
  header: string;
  tooltip: string;
  numeric: boolean;
  value: (player: ListedPlayer) => SortValue;
  text: (player: ListedPlayer) => string;
};

const TIER_ORDER = new Map<string, number>(TIER_NAMES.map((tier, index) => [tier, index]));

/** Narrower headers than the stat labels, where those are long; the tooltip says the rest. */
const SHORT_HEADERS: Partial<Record<SeasonStatKey, string>> = {
  odr: "Open %",
  multiR: "Multi/R",
  utilDmg: "Util Dmg",
  fAssists: "Flash Ast",
};

const statColumn = (key: (typeof STAT_KEYS)[number]): ExportColumn => ({
  key,
  header: SHORT_HEADERS[key] ?? STAT_DISPLAY[key].label,
  tooltip: STAT_DESCRIPTIONS[key],
  numeric: true,
  value: (p) => shownStats(p)?.stats[key],
  text: (p) => {
    const shown = shownStats(p);
    const text = formatStat(key, shown?.stats[key]);
    // Another tier's numbers are starred, as on the players list.
    return shown && !shown.primary ? `${text}*` : text;
  },
});

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  {
    key: "team",
    header: "Team",
    tooltip: "Franchise prefix, or the player type without a team",
    numeric: false,
    value: (p) => teamLabel(p).short || undefined,
    text: (p) => teamLabel(p).short,
  },
  {
    key: "tier",
    header: "Tier",
    tooltip: "The player's tier",
    numeric: false,
    value: (p) => TIER_ORDER.get(p.tier.name),
    text: (p) => p.tier.name,
  },
  {
    key: "role",
    header: "Role",
    tooltip: "Role from this season's stats",
    numeric: false,
    value: shownRole,
    text: roleLabel,
  },
  {
    key: "mmr",
    header: "MMR",
    tooltip: STAT_DESCRIPTIONS.mmr,
    numeric: true,
    value: (p) => p.mmr,
    text: (p) => formatMmr(p.mmr),
  },
  ...STAT_KEYS.map(statColumn),
];

const VALUES = new Map<ExportSortKey, (player: ListedPlayer) => SortValue>([
  ["name", (p) => p.name],
  ...EXPORT_COLUMNS.map((column) => [column.key, column.value] as const),
]);

/** The stat columns a few maps can inflate: sorted by one, the minimum-games rule applies. */
export const ranksByPerformance = (key: ExportSortKey) =>
  key !== "gameCount" && (STAT_KEYS as readonly string[]).includes(key);

/**
 * Sorted copy; players without the value go last either way, and by a performance figure players
 * under the minimum games after the others (docs/rules.md#minimum-games), as on the players list.
 */
export function sortExport(
  players: readonly ListedPlayer[],
  key: ExportSortKey,
  direction: SortDirection,
): ListedPlayer[] {
  return sortRows(
    players,
    VALUES.get(key) ?? ((p) => p.name),
    direction,
    ranksByPerformance(key) ? underMinimum : undefined,
  );
}

export const firstExportDirection = (key: ExportSortKey): SortDirection =>
  key === "name" || key === "team" || key === "role" ? "asc" : "desc";
