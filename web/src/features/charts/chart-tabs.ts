import type { SeasonStatKey } from "@fragboard/core";
import { formatDecimal, formatFraction, formatPercent } from "../../lib/format.js";

/** The seven tabs of spec 000 §2 Charts; the value is what `?q=` holds. */
export const CHART_TABS = [
  { value: "mmr-rating", label: "MMR and Rating by Tier" },
  { value: "distribution", label: "Distribution Curves" },
  { value: "stat-bars", label: "Stat Bars by Tier" },
  { value: "roles", label: "Role Distribution" },
  { value: "roles-by-tier", label: "Role Distribution By Tier" },
  { value: "correlations", label: "Correlations by Tier" },
  { value: "maps", label: "Maps Played" },
] as const;
export type ChartTab = (typeof CHART_TABS)[number]["value"];
export const CHART_TAB_VALUES: readonly ChartTab[] = CHART_TABS.map((tab) => tab.value);

/** What a chart tab shows when the filters leave no player to draw. */
export const NO_MATCH = "No player matches these filters.";

/** The tabs that plot MMR, which carry the "not useful until MMR is released" overlay. */
export const MMR_TABS: readonly ChartTab[] = ["mmr-rating", "distribution"];

const twoDp = (v: number) => formatDecimal(v);
const oneDp = (v: number) => formatDecimal(v, 1);

/** The stat selector of Stat Bars by Tier: exactly the spec's ten, in its order and words. */
export const BAR_STATS = [
  { value: "rating", label: "Rating", format: twoDp },
  { value: "adr", label: "Avg Damage/Round", format: oneDp },
  { value: "assists", label: "Kill Assists", format: (v: number) => formatDecimal(v, 0) },
  { value: "kast", label: "KAST", format: (v: number) => formatFraction(v) },
  { value: "multiR", label: "Multi Kill Rounds", format: twoDp },
  { value: "hs", label: "Headshot %", format: (v: number) => formatPercent(v) },
  { value: "util", label: "Util Thrown per Match", format: oneDp },
  { value: "utilDmg", label: "Util Damage per Match", format: oneDp },
  { value: "fAssists", label: "Flash Assists", format: oneDp },
  { value: "tradesR", label: "Trade Kill Ratio", format: (v: number) => formatDecimal(v, 3) },
] as const satisfies readonly { value: SeasonStatKey; label: string; format: (v: number) => string }[];
export type BarStat = (typeof BAR_STATS)[number]["value"];
export const BAR_STAT_VALUES: readonly BarStat[] = BAR_STATS.map((stat) => stat.value);
