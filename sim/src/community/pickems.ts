import {
  isRegularSeasonDay,
  PICKEM_LOCK_BEFORE_START_MS,
  type PickemsRecord,
  type Picks,
  type ScheduledMatch,
  type Season,
  TIER_NAMES,
  type TierName,
  type UserRecord,
} from "@fragboard/core";
import type { Rng } from "../random.js";
import type { CommunityContext } from "./context.js";
import { DAY, instantBetween } from "./time.js";

const PLAYERS = 150;
/** Share of this season's players who also played the previous one. */
const RETURNING = 0.85;
const PICKED = 0.9;
/** A pick taken back is stored as null. */
const TAKEN_BACK = 0.03;

/**
 * About 150 users' pickems for the current and the previous season: picks for the regular-season
 * matches of their tier from the match day they joined on, all saved before the first of them
 * locked. Where the winner is known, each user is right about as often as his knack says.
 */
export function makePickems(ctx: CommunityContext, users: readonly UserRecord[]): PickemsRecord[] {
  const rng = ctx.rng("pickems");
  const seasons = [ctx.previous, ctx.current].filter((s): s is Season => s !== null);
  const matches = regularSeasonMatches(ctx, seasons);
  const tierOf = new Map(
    ctx.league.playerSeasons.map((ps) => [`${ps.season}|${ps.playerId}`, ps.tier] as const),
  );
  const records: PickemsRecord[] = [];
  for (const user of rng.shuffle(users).slice(0, PLAYERS)) {
    const knack = rng.float(0.45, 0.7);
    for (const season of seasons) {
      if (season !== ctx.current && !rng.chance(RETURNING)) continue;
      const played = tierOf.get(`${season.number}|${user.playerId}`);
      const tier: TierName = played && played !== "Unrated" ? played : rng.pick(TIER_NAMES);
      const record = sheet(ctx, rng, {
        user,
        season,
        tier,
        knack,
        matches: matches.get(key(season.number, tier)),
      });
      if (record) records.push(record);
    }
  }
  return records;
}

const key = (season: number, tier: string) => `${season}|${tier}`;

function regularSeasonMatches(ctx: CommunityContext, seasons: readonly Season[]) {
  const numbers = new Set(seasons.map((s) => s.number));
  const bySeasonTier = new Map<string, ScheduledMatch[]>();
  for (const m of ctx.league.matches) {
    if (!numbers.has(m.season) || m.matchType !== "Regulation" || !isRegularSeasonDay(m.matchDay)) continue;
    const list = bySeasonTier.get(key(m.season, m.tier)) ?? [];
    list.push(m);
    bySeasonTier.set(key(m.season, m.tier), list);
  }
  for (const list of bySeasonTier.values())
    list.sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  return bySeasonTier;
}

type SheetPlan = {
  user: UserRecord;
  season: Season;
  tier: TierName;
  knack: number;
  matches: readonly ScheduledMatch[] | undefined;
};

function sheet(ctx: CommunityContext, rng: Rng, plan: SheetPlan): PickemsRecord | null {
  const { matches = [] } = plan;
  const days = [...new Set(matches.map((m) => m.matchDay))];
  if (days.length === 0) return null;
  // Most join on match day 1; the rest somewhere later in the season.
  const firstDay = rng.chance(0.7) ? days[0] : rng.pick(days);
  const picked = matches
    .slice(matches.findIndex((m) => m.matchDay === firstDay))
    .filter(() => rng.chance(PICKED));
  const first = picked[0];
  if (!first) return null;
  const picks: Picks = Object.fromEntries(
    picked.map((m) => [m.id, rng.chance(TAKEN_BACK) ? null : pick(ctx, rng, m, plan.knack)]),
  );
  // Saved before the earliest of them locked (matches are in date order).
  const latest = Math.min(Date.parse(first.scheduledDate) - PICKEM_LOCK_BEFORE_START_MS, ctx.now);
  return {
    discordId: plan.user.discordId,
    season: plan.season.number,
    tier: plan.tier,
    picks,
    dateUpdated: instantBetween(rng, Math.max(Date.parse(plan.season.startDate), latest - 3 * DAY), latest),
  };
}

/** The winner with probability `knack` when it is known, else either team. */
function pick(ctx: CommunityContext, rng: Rng, match: ScheduledMatch, knack: number) {
  const winner = match.completedAt ? ctx.winners.get(match.id) : undefined;
  const loser = winner === match.homeTeamId ? match.awayTeamId : match.homeTeamId;
  const teamId = winner
    ? rng.chance(knack)
      ? winner
      : loser
    : rng.pick([match.homeTeamId, match.awayTeamId]);
  return { teamId, teamName: ctx.teams.get(teamId)?.name ?? teamId };
}
