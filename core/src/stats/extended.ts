import { z } from "zod";
import { HITGROUPS } from "../constants/hitgroups.js";
import { matchTypeSchema } from "../constants/match-types.js";
import { WEAPON_CATEGORIES, type WeaponName, weaponCategory } from "../constants/weapons.js";
import { ratio } from "../rules/numbers.js";
import { accumulateGroups, accumulateLines, type LineAccumulation, latestMap } from "./accumulate.js";
import type { FlashKind } from "./counters.js";
import type { PlayerMapLine } from "./lines.js";
import { type ExtendedStats, extendedStatsSchema } from "./shapes.js";

/** Extended stats (docs/stats.md#extended-stats) of one player from his accumulated lines of one season and match type. */
export function extendedStatsFromAccumulation(
  acc: LineAccumulation,
  crosshairShareCode: string | null,
): ExtendedStats {
  const c = acc.counters;
  const { CT, T } = c.sides;
  const flashAverage = (kind: FlashKind) => ratio(c.flashes[kind].ms, c.flashes[kind].count) / 1000;
  const weaponKills: Record<string, number> = {};
  const weaponKillSubTypes = Object.fromEntries(
    WEAPON_CATEGORIES.map((k) => [k, 0]),
  ) as ExtendedStats["weaponKillSubTypes"];
  for (const [weapon, kills] of Object.entries(c.weaponKills) as [WeaponName, number][]) {
    if (kills === 0) continue;
    weaponKills[weapon] = kills;
    weaponKillSubTypes[weaponCategory(weapon)] += kills;
  }
  return {
    name: latestMap(acc)?.name ?? "",
    crosshairShareCode: crosshairShareCode ?? "",
    trackedObj: { ...c.tracked },
    chickens: {
      killed: c.chickens.shot + c.chickens.stabbed + c.chickens.exploded + c.chickens.roasted,
      ...c.chickens,
    },
    averages: {
      pistolRoundKillAverageCt: ratio(CT.pistolKills, CT.pistolRounds),
      pistolRoundKillAverageT: ratio(T.pistolKills, T.pistolRounds),
    },
    durationAverages: {
      selfFlashDurationAverage: flashAverage("self"),
      teamFlashDurationAverage: flashAverage("team"),
      enemyFlashDurationAverage: flashAverage("enemy"),
    },
    weaponKillSubTypes,
    weaponKills,
    hitboxTags: Object.fromEntries(HITGROUPS.map((h) => [h, c.hits[h]])) as ExtendedStats["hitboxTags"],
  };
}

/** One player's lines of one (season, match type), all tiers together. */
export function extendedStatsFromLines(
  lines: readonly PlayerMapLine[],
  crosshairShareCode: string | null,
): ExtendedStats {
  return extendedStatsFromAccumulation(accumulateLines(lines), crosshairShareCode);
}

export const extendedStatsRowSchema = z.object({
  season: z.number().int(),
  matchType: matchTypeSchema,
  steam64Id: z.string(),
  playerId: z.string().nullable(),
  stats: extendedStatsSchema,
});
export type ExtendedStatsRow = z.infer<typeof extendedStatsRowSchema>;

/** One row per (season, match type, player) found in any mix of lines. */
export function groupExtendedStats(
  lines: readonly PlayerMapLine[],
  crosshairShareCodeOf: (steam64Id: string) => string | null,
): ExtendedStatsRow[] {
  return accumulateGroups(lines, (l) => `${l.season}|${l.matchType}|${l.steam64Id}`).map(
    ({ first, acc }) => ({
      season: first.season,
      matchType: first.matchType,
      steam64Id: first.steam64Id,
      playerId: latestMap(acc)?.playerId ?? null,
      stats: extendedStatsFromAccumulation(acc, crosshairShareCodeOf(first.steam64Id)),
    }),
  );
}
