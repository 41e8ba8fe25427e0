import { type SeasonMetadataResponse, type TierName, tierIndex } from "@fragboard/core";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { seasonTiers } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import { currentSeason, hasRegularSeasonStarted } from "../../league/seasons.js";

/** docs/api.md#season-metadata. Not pre-serialised: hasSeasonStarted changes with the clock, and it is three small queries. */
export async function seasonMetadata(db: Db, now: Date): Promise<SeasonMetadataResponse> {
  const season = await currentSeason(db, now);
  if (!season) throw notFound("No league season has been loaded yet.");
  const tiers = await db.select().from(seasonTiers).where(eq(seasonTiers.season, season.number));
  const byTierOrder = (t: { tier: string }) => tierIndex(t.tier as TierName);
  return {
    number: season.number,
    hasSeasonStarted: await hasRegularSeasonStarted(db, season, now),
    league: {
      leagueTiers: tiers
        .sort((a, b) => byTierOrder(a) - byTierOrder(b))
        .map((t) => ({
          tier: {
            name: t.tier as TierName,
            mmrCap: t.mmrCap,
            color: t.color,
            mmrMin: t.mmrMin,
            mmrMax: t.mmrMax,
          },
        })),
    },
  };
}
