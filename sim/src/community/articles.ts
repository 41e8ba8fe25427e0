import {
  type ArticleRecord,
  type ArticleState,
  COMPETITIVE_MAPS,
  isRegularSeasonDay,
  type Season,
  TIER_NAMES,
  type TierName,
  type UserRecord,
} from "@fragboard/core";
import type { Rng } from "../random.js";
import type { CommunityContext } from "./context.js";
import { champion, ratedLines } from "./honours.js";
import { bannerDataUrl, heading, list, paragraph } from "./html.js";
import { DAY, HOUR, instantBetween } from "./time.js";

const ARTICLES = 25;
/** The newest submissions still wait for review; a couple of older ones were turned down. */
const PENDING = 4;
const REJECTED = 2;
const ANONYMOUS = 0.15;

/** An article before it has an author, a date and a review. */
type Draft = {
  title: string;
  subtitle: string | null;
  tags: string[];
  content: string;
  /** A generated banner, or a path the API serves (a franchise logo). */
  bannerURL: string | null;
  /** The article cannot be older than what it reports. */
  notBefore: number;
};

const rating = (value: number) => value.toFixed(2);
const teamLabel = (ctx: CommunityContext, teamId: string) => {
  const team = ctx.teams.get(teamId);
  const prefix = ctx.league.franchises.find((f) => f.id === team?.franchiseId)?.prefix;
  return team ? `${team.name}${prefix ? ` (${prefix})` : ""}` : teamId;
};

function seasonRecap(ctx: CommunityContext, season: Season): Draft {
  const champions = TIER_NAMES.flatMap((tier) => {
    const team = champion(ctx, season, tier);
    return team ? [`${tier}: ${teamLabel(ctx, team.id)}`] : [];
  });
  const mvps = TIER_NAMES.flatMap((tier) => {
    const [best] = ratedLines(ctx, season, tier);
    return best ? [`${tier}: ${best.stats.name} (${rating(best.stats.rating)} rating)`] : [];
  });
  return {
    title: `Season ${season.number} in review`,
    subtitle: "Champions, MVPs and the moments that decided them",
    tags: [`S${season.number}`, "recap"],
    content: [
      paragraph(
        `Season ${season.number} is in the books. Here is who lifted a trophy and who carried their tier.`,
      ),
      heading("Champions"),
      list(champions),
      heading("Most valuable players"),
      list(mvps),
      paragraph("Congratulations to every team that made the playoffs. See you next season."),
    ].join(""),
    bannerURL: null,
    notBefore: Date.parse(season.endDate),
  };
}

function powerRankings(ctx: CommunityContext, tier: TierName): Draft | null {
  const record = new Map<string, { wins: number; losses: number }>();
  let latest = 0;
  for (const m of ctx.league.matches) {
    const winner = ctx.winners.get(m.id);
    if (m.season !== ctx.current.number || m.tier !== tier || !isRegularSeasonDay(m.matchDay) || !winner)
      continue;
    latest = Math.max(latest, Date.parse(m.completedAt ?? m.scheduledDate));
    for (const teamId of [m.homeTeamId, m.awayTeamId]) {
      const r = record.get(teamId) ?? { wins: 0, losses: 0 };
      if (teamId === winner) r.wins++;
      else r.losses++;
      record.set(teamId, r);
    }
  }
  if (record.size === 0) return null;
  const ranked = [...record].sort((a, b) => b[1].wins - a[1].wins || a[1].losses - b[1].losses).slice(0, 5);
  return {
    title: `${tier} power rankings`,
    subtitle: `Who is hot in ${tier} after the latest match day`,
    tags: [`S${ctx.current.number}`, tier, "power-rankings"],
    content: [
      paragraph(`Our panel ranked the ${tier} teams on results so far this season.`),
      heading("Top five"),
      list(
        ranked.map(([teamId, r]) => `${teamLabel(ctx, teamId)}: ${r.wins}-${r.losses}`),
        true,
      ),
      paragraph("Disagree? Put your picks where your mouth is in Pickems."),
    ].join(""),
    bannerURL: null,
    notBefore: latest,
  };
}

function playerSpotlight(ctx: CommunityContext, season: Season, tier: TierName): Draft | null {
  const [star] = ratedLines(ctx, season, tier);
  if (!star) return null;
  const { name, rating: value, gameCount, fiveK } = star.stats;
  return {
    title: `Spotlight: ${name}`,
    subtitle: `The best rating in ${tier}, season ${season.number}`,
    tags: [`S${season.number}`, tier, "spotlight"],
    content: [
      paragraph(`${name} has been the standout performer of ${tier} in season ${season.number}.`),
      heading("By the numbers"),
      list([`Rating: ${rating(value)}`, `Maps played: ${gameCount}`, `Aces: ${fiveK}`]),
      paragraph("Teams preparing for him: good luck."),
    ].join(""),
    bannerURL: null,
    notBefore: Date.parse(season.regularSeasonStart),
  };
}

function franchiseSpotlight(ctx: CommunityContext, franchiseId: string): Draft | null {
  const franchise = ctx.league.franchises.find((f) => f.id === franchiseId);
  const teams = ctx.league.teams.filter(
    (t) => t.franchiseId === franchiseId && t.season === ctx.current.number,
  );
  if (!franchise || teams.length === 0) return null;
  return {
    title: `Inside ${franchise.name}`,
    subtitle: `How ${franchise.prefix} is built for season ${ctx.current.number}`,
    tags: [franchise.prefix, "franchise"],
    content: [
      paragraph(`${franchise.name} fields ${teams.length} team${teams.length === 1 ? "" : "s"} this season.`),
      heading("Teams"),
      list(teams.map((t) => `${t.tier}: ${t.name}`)),
      paragraph("Front office, rosters and ambitions: this is a franchise to watch."),
    ].join(""),
    bannerURL: `/api/logos/${franchise.prefix}.svg`,
    notBefore: Date.parse(ctx.current.startDate),
  };
}

function matchDayPreview(ctx: CommunityContext, tier: TierName): Draft | null {
  const upcoming = ctx.league.matches
    .filter(
      (m) =>
        m.season === ctx.current.number &&
        m.tier === tier &&
        isRegularSeasonDay(m.matchDay) &&
        m.completedAt === null,
    )
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  const matchDay = upcoming[0]?.matchDay;
  if (!matchDay) return null;
  const games = upcoming.filter((m) => m.matchDay === matchDay);
  return {
    title: `${tier} ${matchDay} preview`,
    subtitle: "The matchups to watch this week",
    tags: [`S${ctx.current.number}`, tier, matchDay, "preview"],
    content: [
      paragraph(`${games.length} matches in ${tier} on ${matchDay}. Here is the slate.`),
      heading("Matchups"),
      list(games.map((m) => `${teamLabel(ctx, m.homeTeamId)} vs ${teamLabel(ctx, m.awayTeamId)}`)),
      paragraph("Lock in your pickems before the matches start."),
    ].join(""),
    bannerURL: null,
    notBefore: ctx.now - 3 * DAY,
  };
}

function mapPoolReport(ctx: CommunityContext, season: Season): Draft | null {
  const bans = new Map<string, number>(COMPETITIVE_MAPS.map((m) => [m, 0]));
  for (const m of ctx.league.matches) {
    if (m.season !== season.number) continue;
    for (const ban of m.mapBans) if (bans.has(ban.map)) bans.set(ban.map, (bans.get(ban.map) ?? 0) + 1);
  }
  const ranked = [...bans].sort((a, b) => b[1] - a[1]);
  if ((ranked[0]?.[1] ?? 0) === 0) return null;
  return {
    title: `The season ${season.number} map pool`,
    subtitle: "What teams ban, and what they are happy to play",
    tags: [`S${season.number}`, "maps", "meta"],
    content: [
      paragraph("We counted every ban of every veto this season."),
      heading("Most banned"),
      list(
        ranked.slice(0, 3).map(([map, n]) => `${map}: ${n} bans`),
        true,
      ),
      heading("Least banned"),
      list(ranked.slice(-3).map(([map, n]) => `${map}: ${n} bans`)),
    ].join(""),
    bannerURL: null,
    notBefore: Date.parse(season.regularSeasonStart),
  };
}

function drafts(ctx: CommunityContext, rng: Rng): Draft[] {
  const completed = ctx.league.seasons.filter((s) => s.simulated && s.number < ctx.current.number);
  const spotlightSeasons = [ctx.previous, ctx.current].filter((s): s is Season => s?.simulated === true);
  const candidates = [
    ...completed.map((s) => seasonRecap(ctx, s)),
    ...TIER_NAMES.map((t) => powerRankings(ctx, t)),
    ...spotlightSeasons.flatMap((s) => TIER_NAMES.map((t) => playerSpotlight(ctx, s, t))),
    ...rng
      .shuffle(ctx.league.franchises.filter((f) => f.active))
      .slice(0, 6)
      .map((f) => franchiseSpotlight(ctx, f.id)),
    ...TIER_NAMES.map((t) => matchDayPreview(ctx, t)),
    ...spotlightSeasons.map((s) => mapPoolReport(ctx, s)),
  ];
  return rng.shuffle(candidates.filter((d): d is Draft => d !== null)).slice(0, ARTICLES);
}

/**
 * About 25 articles about the league, written from templates by users: mostly approved by the
 * league office, the newest few still pending, a couple rejected. Ids follow creation order.
 */
export function makeArticles(
  ctx: CommunityContext,
  users: readonly UserRecord[],
  reviewer: string,
): ArticleRecord[] {
  const rng = ctx.rng("articles");
  const authors = users.filter((u) => u.discordId !== reviewer);
  const dated = drafts(ctx, rng)
    .map((draft) => ({ draft, createdAt: instantBetween(rng, Math.min(draft.notBefore, ctx.now), ctx.now) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const decided = dated.length - PENDING;
  const rejected = new Set(rng.shuffle([...Array(Math.max(0, decided)).keys()]).slice(0, REJECTED));
  return dated.map(({ draft, createdAt }, i) => {
    const state: ArticleState = i >= decided ? "Pending" : rejected.has(i) ? "REJECTED" : "APPROVED";
    const reviewed = state !== "Pending";
    const { notBefore: _, bannerURL, ...text } = draft;
    return {
      id: i + 1,
      discordId: rng.pick(authors).discordId,
      ...text,
      bannerURL: bannerURL ?? bannerDataUrl(rng.int(0, 359)),
      anonymous: rng.chance(ANONYMOUS),
      approvalState: state,
      approvedBy: reviewed ? reviewer : null,
      metadata: null,
      createdAt,
      updatedAt: reviewed
        ? instantBetween(rng, Date.parse(createdAt), Math.min(Date.parse(createdAt) + 48 * HOUR, ctx.now))
        : createdAt,
      deletedAt: null,
    };
  });
}
