import { z } from "zod";
import { objectOf } from "../stats/object-of.js";
import type { SeasonStatKey, SeasonStats } from "../stats/shapes.js";
import { mean, ratio, roundTo } from "./numbers.js";
import { type TierAggregates, tierAggregates } from "./tier-aggregates.js";

/** Combined Stat Rankings (docs/rules.md#combined-rankings). */

export const COMBINED_CATEGORIES = [
  "Firepower",
  "Entrying",
  "Opening",
  "Sniping",
  "Trading",
  "Clutching",
  "Utility",
] as const;
export type CombinedCategory = (typeof COMBINED_CATEGORIES)[number];

/** A category component: a stat, or assists per round (which has its own bounds). */
type Component = SeasonStatKey | "assistsPerRound";

export const CATEGORY_COMPONENTS: Record<CombinedCategory, readonly Component[]> = {
  Firepower: ["kr", "adr", "multiR"],
  Entrying: ["odaR", "odr", "tRatio", "assistsPerRound", "suppXR"],
  Opening: ["odaR", "odr"],
  Sniping: ["awpR"],
  Trading: ["tradesR"],
  Clutching: ["clutchR"],
  Utility: ["utilDmg", "util", "ef", "fAssists"],
};

export const combinedRankingsSchema = objectOf(COMBINED_CATEGORIES, z.number().min(0).max(100));
export type CombinedRankings = z.infer<typeof combinedRankingsSchema>;

/** A value's place between the tier's lowest L and highest H, 0..100 (2 dp); a flat tier (H ≤ L) scores 100. */
export function componentScore(x: number, lowest: number, highest: number): number {
  if (highest <= lowest) return 100;
  if (x < lowest) return 0;
  if (x > highest) return 100;
  return roundTo((100 * (x - lowest)) / (highest - lowest), 2);
}

type Bounds = { lowest: number; highest: number };

/**
 * Bounds of each component. Assists per round is bounded by (lowest assists ÷ lowest rounds) and
 * (highest assists ÷ highest rounds) as the league does, not by the min and max of the ratio.
 */
function componentBounds(aggregates: TierAggregates, component: Component): Bounds {
  if (component !== "assistsPerRound") return aggregates.stats[component];
  const { assists, rounds } = aggregates.stats;
  return { lowest: ratio(assists.lowest, rounds.lowest), highest: ratio(assists.highest, rounds.highest) };
}

const componentValue = (stats: SeasonStats, component: Component) =>
  component === "assistsPerRound" ? ratio(stats.assists, stats.rounds) : stats[component];

function categoryTotal(stats: SeasonStats, aggregates: TierAggregates, category: CombinedCategory): number {
  return CATEGORY_COMPONENTS[category].reduce((sum, component) => {
    const { lowest, highest } = componentBounds(aggregates, component);
    return sum + componentScore(componentValue(stats, component), lowest, highest);
  }, 0);
}

/** Share of population totals at or below `total`, 0..100 (2 dp); a total under 1 and a share under 1 are 0. */
export function totalPercentile(total: number, populationTotals: readonly number[]): number {
  if (total < 1 || populationTotals.length === 0) return 0;
  const share = (100 * populationTotals.filter((t) => t <= total).length) / populationTotals.length;
  return share < 1 ? 0 : Math.min(100, roundTo(share, 2));
}

/**
 * The seven rankings of `viewed` (primary or out-of-tier stats of a player) against his primary
 * tier `tierPlayers` (everyone there with stats, no minimum games). The population is the viewed
 * line plus every other player of that tier, so a player's own primary row is replaced, not doubled.
 */
export function combinedRankings(viewed: SeasonStats, tierPlayers: readonly SeasonStats[]): CombinedRankings {
  const aggregates = tierAggregates(tierPlayers);
  const population = [viewed, ...tierPlayers.filter((s) => s.name !== viewed.name)];
  const rankings = {} as CombinedRankings;
  for (const category of COMBINED_CATEGORIES) {
    const totals = population.map((s) => categoryTotal(s, aggregates, category));
    rankings[category] = totalPercentile(categoryTotal(viewed, aggregates, category), totals);
  }
  return rankings;
}

/**
 * The Player Compare panel: per category the mean over the selected players. Sniping averages only
 * players who snipe at all (Sniping > 0), so riflers do not drag an AWPer's figure down; 0 if none.
 */
export function averageCombinedRankings(players: readonly CombinedRankings[]): CombinedRankings {
  const averaged = {} as CombinedRankings;
  for (const category of COMBINED_CATEGORIES) {
    const values = players.map((p) => Math.min(100, p[category]));
    averaged[category] = mean(category === "Sniping" ? values.filter((v) => v > 0) : values);
  }
  return averaged;
}

export const rankingBarSchema = z.object({
  /** Bar width in percent. */
  width: z.number(),
  /** "73/100". */
  label: z.string(),
  colour: z.enum(["red", "orange", "yellow", "green"]),
});
export type RankingBar = z.infer<typeof rankingBarSchema>;

/** How a ranking is drawn: width = value %, label floor(value)/100, colour by band. */
export function rankingBar(value: number): RankingBar {
  const colour = value < 30 ? "red" : value < 50 ? "orange" : value < 75 ? "yellow" : "green";
  return { width: value, label: `${Math.floor(value)}/100`, colour };
}
