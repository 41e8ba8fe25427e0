import { ARTICLE_FEED_PATH, matchDayLabel, type PagePath } from "@fragboard/core";
import type { Db } from "../db/client.js";
import type { MediaUrl } from "../http/media-url.js";
import { articleById } from "../repositories/community/articles.js";
import { currentSeason } from "../repositories/league/seasons.js";
import { playerRegulationStats } from "../repositories/stats/season-stats.js";
import { matchCardPath, playerCardPath } from "../routes/images/og.js";
import { matchHeadline } from "../routes/matches/match-page.js";
import { decodedSegment, playerNamed } from "./page-data.js";
import { previewKickoff } from "./preview-kickoff.js";

/**
 * What a shared link of a match or a player page says before the app runs (issue #21, item 6): the
 * HTML's `<title>` and Open Graph tags, so a chat client that unfurls the link shows the score or
 * the player's rating. `found: false` is a match that does not exist: the page is sent with
 * status 404 (the app then shows its not-found page).
 */
export type PageMeta = {
  found: boolean;
  title?: string;
  description?: string;
  image?: string;
  /** An Atom feed the page offers (`<link rel="alternate">`, docs/api.md#article-feed). */
  feed?: { title: string; href: string };
};

const ARTICLES_FEED = { title: "Fragboard articles", href: ARTICLE_FEED_PATH };

/** Match ids are word characters and dashes (core's matchParamsSchema). */
const MATCH_ID = /^[\w-]{1,100}$/;

export function pageMetaFor({ db, now, mediaUrl }: { db: Db; now: () => Date; mediaUrl: MediaUrl }) {
  async function matchMeta(id: string): Promise<PageMeta> {
    const match = MATCH_ID.test(id) ? await matchHeadline(db, id) : undefined;
    if (!match) return { found: false };
    const { home, away, maps } = match;
    const played = maps.length > 0;
    const score = played
      ? maps.length === 1
        ? `${maps[0]?.homeScore}–${maps[0]?.awayScore}`
        : `${maps.filter((m) => m.homeScore > m.awayScore).length}–${maps.filter((m) => m.awayScore > m.homeScore).length}`
      : "vs";
    const where = `${match.tier}, season ${match.season}, ${matchDayLabel(match.matchDay)}`;
    const result = played
      ? maps.map((m) => `${m.homeScore}–${m.awayScore} on ${m.mapName.replace(/^de_/, "")}`).join(", ")
      : `scheduled for ${previewKickoff.format(new Date(match.scheduledDate))}`;
    return {
      found: true,
      title: `${home.name} ${score} ${away.name} · ${matchDayLabel(match.matchDay)}`,
      description: `${where}: ${home.name} against ${away.name}, ${result}.`,
      // A PNG: chat clients show no SVG (routes/images/og.ts draws the score card).
      image: mediaUrl(matchCardPath(match.id)),
    };
  }

  /** undefined for an unknown player: metaFor answers that page with 404. */
  async function playerMeta(id: string): Promise<PageMeta | undefined> {
    const player = await playerNamed(db, id);
    if (!player) return undefined;
    const season = await currentSeason(db, now());
    const line = season
      ? await playerRegulationStats(db, player.steam64Id, season.number, player.tier)
      : null;
    return {
      found: true,
      title: player.name,
      description: line
        ? `${player.name}: ${line.tier}, rating ${line.stats.rating.toFixed(2)} over ${line.stats.gameCount} maps, ADR ${line.stats.adr.toFixed(1)} in season ${season?.number}.`
        : `${player.name}: ${player.tier} player of the league.`,
      image: mediaUrl(playerCardPath(player.id)),
    };
  }

  /**
   * An approved article unfurls with its title, subtitle and banner (issue #23 item 5); one not
   * (yet) approved says nothing more than the app's title, its page deciding who may read it.
   */
  async function articleMeta(segment: string): Promise<PageMeta | undefined> {
    const id = Number(segment);
    const row = Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? await articleById(db, id) : null;
    if (row?.approvalState !== "APPROVED") return undefined;
    return {
      found: true,
      title: row.title,
      description: row.subtitle ?? `An article of the league, ${row.createdAt.toISOString().slice(0, 10)}.`,
      image: row.bannerUrl ? mediaUrl(row.bannerUrl) : undefined,
      feed: ARTICLES_FEED,
    };
  }

  return async function metaFor(page: PagePath, pathname: string): Promise<PageMeta | undefined> {
    if (page === "/articles") return { found: true, feed: ARTICLES_FEED };
    const subject = page === "/articles/:id" || page === "/matches/:id" || page === "/players/:id";
    if (!subject && page !== "/graphics/players/:id") return undefined;
    const segment = decodedSegment(pathname.split("/").filter(Boolean).at(-1) ?? "");
    if (segment === undefined) return { found: false };
    if (page === "/articles/:id") return articleMeta(segment).catch(() => undefined);
    // A failure leaves the page as built: its own requests then say what is wrong.
    if (page === "/matches/:id") return matchMeta(segment).catch(() => undefined);
    // An unknown player's page is a 404 (the app offers the players it finds for the name).
    return playerMeta(segment).then(
      (meta) => meta ?? { found: false },
      () => undefined,
    );
  };
}
