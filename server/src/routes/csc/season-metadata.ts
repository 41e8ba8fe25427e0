import { type SeasonMetadataResponse, type TierName, tierIndex } from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { hasRegularSeasonStarted } from "../../league/seasons.js";
import { currentSeason, tiersOfSeason } from "../../repositories/league/seasons.js";

/** docs/api.md#season-metadata. Not pre-serialised: hasSeasonStarted changes with the clock, and it is three small queries. */
export async function seasonMetadata(db: Db, now: Date): Promise<SeasonMetadataResponse> {
  const season = await currentSeason(db, now);
  if (!season) throw notFound("No league season has been loaded yet.");
  const tiers = await tiersOfSeason(db, season.number);
  const byTierOrder = (t: { tier: TierName }) => tierIndex(t.tier);
  return {
    number: season.number,
    hasSeasonStarted: await hasRegularSeasonStarted(db, season, now),
    league: {
      leagueTiers: tiers
        .sort((a, b) => byTierOrder(a) - byTierOrder(b))
        .map((t) => ({
          tier: {
            name: t.tier,
            mmrCap: t.mmrCap,
            color: t.color,
            mmrMin: t.mmrMin,
            mmrMax: t.mmrMax,
          },
        })),
    },
  };
}
