import { type AccoladeRecord, type BadgeType, type Season, TIER_NAMES, type TierName } from "@fragboard/core";
import type { CommunityContext } from "./context.js";
import { champion, type Line, ratedLines } from "./honours.js";
import { DAY } from "./time.js";

/** All-star teams are the five best ratings of a tier. */
const ALL_STARS = 5;

const round = (value: number) => Math.round(value * 1000) / 1000;

type Accolade = Omit<AccoladeRecord, "id" | "createdBy" | "createdAt">;

/**
 * Badges for every completed simulated season, awarded by the league office a day after it ended:
 * the champions of each tier (winners of its last playoff series), its MVP and all-stars (best
 * regular-season ratings) and two league-wide curiosities.
 */
export function makeAccolades(ctx: CommunityContext, awardedBy: string): AccoladeRecord[] {
  const completed = ctx.league.seasons.filter((s) => s.simulated && s.number < ctx.current.number);
  let id = 0;
  return completed.flatMap((season) => {
    const accolades = [
      ...TIER_NAMES.flatMap((tier) => [
        ...champions(ctx, season, tier),
        ...ratingAwards(season, tier, ratedLines(ctx, season, tier)),
      ]),
      ...curiosities(season, ratedLines(ctx, season)),
    ];
    const createdAt = new Date(Math.min(Date.parse(season.endDate) + DAY, ctx.now)).toISOString();
    return accolades.map((a) => ({ ...a, id: ++id, createdBy: awardedBy, createdAt }));
  });
}

const badge = (
  playerId: string,
  season: Season,
  badgeType: BadgeType,
  title: string,
  metadata: Record<string, unknown>,
): Accolade => ({
  playerId,
  season: season.number,
  badgeType,
  badgeText: `S${season.number} ${title}`,
  badgeImageUrl: null,
  metadata,
});

function champions(ctx: CommunityContext, season: Season, tier: TierName): Accolade[] {
  const winner = champion(ctx, season, tier);
  if (!winner) return [];
  const prefix = ctx.league.franchises.find((f) => f.id === winner.franchiseId)?.prefix ?? null;
  return ctx.league.playerSeasons
    .filter((ps) => ps.season === season.number && ps.teamId === winner.id)
    .map((ps) =>
      badge(ps.playerId, season, "championship", `${tier} Champions`, {
        teamId: winner.id,
        teamName: winner.name,
        franchisePrefix: prefix,
      }),
    );
}

function ratingAwards(season: Season, tier: TierName, rows: readonly Line[]): Accolade[] {
  const best = rows.slice(0, ALL_STARS);
  const meta = (r: Line) => ({ tier, rating: round(r.stats.rating), gameCount: r.stats.gameCount });
  return [
    ...best.slice(0, 1).map((r) => badge(r.playerId, season, "mvp", `${tier} MVP`, meta(r))),
    ...best.map((r) => badge(r.playerId, season, "all-star", `${tier} All-Star`, meta(r))),
  ];
}

const CURIOSITIES = [
  ["fiveK", "Ace Machine"],
  ["clutchR", "Clutch King"],
] as const;

/** The league's most aces and best clutch rate of the season. */
function curiosities(season: Season, rows: readonly Line[]): Accolade[] {
  return CURIOSITIES.flatMap(([stat, title]) => {
    const best = rows.reduce<Line | undefined>(
      (a, r) => (!a || r.stats[stat] > a.stats[stat] ? r : a),
      undefined,
    );
    return best && best.stats[stat] > 0
      ? [badge(best.playerId, season, "other", title, { stat, value: round(best.stats[stat]) })]
      : [];
  });
}
