import {
  findFranchise,
  findTeam,
  PAGES,
  type PagePath,
  readSelectionParams,
  shownSelection,
} from "@fragboard/core";
import type { Db } from "../db/client.js";
import { currentSeason } from "../repositories/league/seasons.js";
import {
  activeFranchises,
  approvedArticleIds,
  articleState,
  franchiseTeams,
  listedPlayerNames,
  seasonMatchIds,
  seasonTeams,
} from "../repositories/pages/addressed.js";
import type { PageSubjects } from "./hosting.js";
import { decodedSegment } from "./page-data.js";

/**
 * Whether the franchise, team or article a page address names exists, so its HTML answers 404
 * when it does not (docs/api.md#web-pages): matched as the app matches it (core's findFranchise
 * and findTeam, in the season the address shows). Players and matches are page-meta.ts's.
 */
export function pageSubjects(db: Db, now: () => Date): PageSubjects {
  /** The season the app shows for the address: its own, unless past the current one (core's rule). */
  async function seasonShown(search: URLSearchParams): Promise<number | null> {
    const current = await currentSeason(db, now());
    const metadata = current ? { number: current.number, hasSeasonStarted: true } : undefined;
    return shownSelection(metadata, readSelectionParams(search)).season;
  }

  async function franchiseExists(segments: string[], search: URLSearchParams): Promise<boolean> {
    const [franchiseSegment, teamSegment] = segments.map(decodedSegment);
    if (franchiseSegment === undefined) return false;
    const franchise = findFranchise(await activeFranchises(db), franchiseSegment);
    if (!franchise || segments.length < 2) return franchise !== undefined;
    const season = await seasonShown(search);
    if (teamSegment === undefined || season === null) return false;
    return findTeam(await franchiseTeams(db, franchise.id, season), teamSegment) !== undefined;
  }

  /**
   * An approved article is everyone's; a pending or rejected one only its author's and the
   * admins' (the API decides who): a visitor without a session is told it does not exist.
   */
  async function articleExists(segment: string, signedIn: boolean): Promise<boolean> {
    const id = Number(segment);
    if (!Number.isSafeInteger(id) || id < 1) return false;
    const state = await articleState(db, id);
    return state === "APPROVED" || (state !== undefined && signedIn);
  }

  return {
    /** undefined: the page is not about one thing (or page-meta.ts judges it). */
    async exists(page, pathname, { search, signedIn }) {
      const segments = pathname.split("/").filter(Boolean).slice(1);
      if (page === "/franchises/:franchise" || page === "/franchises/:franchise/:team")
        return franchiseExists(segments, search);
      if (page === "/articles/:id") return articleExists(segments[0] ?? "", signedIn);
      return undefined;
    },
    addresses: (origin) => sitemapAddresses(db, now(), origin),
  };
}

/** The page addresses that take no parameter and show the league to anyone: the sitemap's start. */
const PUBLIC_PAGES: readonly PagePath[] = [
  "/players",
  "/about",
  "/charts",
  "/export",
  "/franchises",
  "/player-compare",
  "/team-builder",
  "/leaderboards",
  "/playground",
  "/standings",
  "/matches",
  "/pickems",
  "/pickems/explorer",
  "/articles",
];

/** Every address of the league's public pages (docs/api.md#web-pages), as absolute URLs. */
async function sitemapAddresses(db: Db, now: Date, origin: string): Promise<string[]> {
  const season = (await currentSeason(db, now))?.number;
  const [names, teams, articleIds, matchIds, franchises] = await Promise.all([
    listedPlayerNames(db),
    season === undefined ? [] : seasonTeams(db, season),
    approvedArticleIds(db),
    season === undefined ? [] : seasonMatchIds(db, season),
    activeFranchises(db),
  ]);
  const segment = encodeURIComponent;
  const paths = [
    "/",
    ...PUBLIC_PAGES.filter((path) => PAGES.some((page) => page.path === path)),
    ...franchises.map((f) => `/franchises/${segment(f.prefix)}`),
    ...teams.map((t) => `/franchises/${segment(t.prefix)}/${segment(t.name)}`),
    ...names.map((p) => `/players/${segment(p.name)}`),
    ...matchIds.map((m) => `/matches/${segment(m.id)}`),
    ...articleIds.map((a) => `/articles/${a.id}`),
  ];
  return paths.map((path) => `${origin}${path}`);
}
