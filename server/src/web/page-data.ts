import {
  buildUrl,
  lookupPlayer,
  matchAddress,
  type Page,
  PLAYER_LIST_PAGES,
  readSelectionParams,
  shownSelection,
  trailingSegment,
} from "@fragboard/core";
import type { Db } from "../db/client.js";
import type { MediaUrl } from "../http/media-url.js";
import { hasRegularSeasonStarted } from "../league/seasons.js";
import { playersNamed } from "../repositories/league/players.js";
import { currentSeason } from "../repositories/league/seasons.js";

/**
 * What a page's first render waits for besides its code, for its HTML to preload (page-html.ts):
 * a player list page's season lists, on a player's page his picture (its largest paint), and on
 * a match page the match's answer (its header, the largest paint, is drawn from it).
 * Without them the browser asks for the lists only once the app's code has run and read the
 * season, and for the picture once the page has drawn (docs/architecture.md "The web app").
 * Each address is the one the app will ask for (core's selection and player-address rules, and
 * buildUrl): the browser uses a preload only when the address is the same.
 */

export type DataPreload = { href: string; as: "fetch" | "image" };

export type PageDataPreloads = (
  page: Page,
  pathname: string,
  search: URLSearchParams,
) => Promise<DataPreload[]>;

export function pageDataPreloads({ db, now, mediaUrl }: { db: Db; now: () => Date; mediaUrl: MediaUrl }) {
  /** The picture of the player `id` (a `/players/{id}` segment, decoded) names, as the app finds him. */
  async function pictureOf(id: string): Promise<string | undefined> {
    const found = await playerNamed(db, id);
    return found && mediaUrl(found.avatarUrl);
  }

  /** The current season's number and whether it has started: all of the metadata the choice needs. */
  async function seasonNow() {
    const at = now();
    const season = await currentSeason(db, at);
    return (
      season && { number: season.number, hasSeasonStarted: await hasRegularSeasonStarted(db, season, at) }
    );
  }

  return async function preloadsFor(page, pathname, search): Promise<DataPreload[]> {
    if (page.path === "/matches/:id") return matchPreloads(pathname);
    if (!PLAYER_LIST_PAGES.includes(page.path)) return [];
    const id = page.path === "/players/:id" ? idSegment(pathname) : "";
    // The page is sent without preloads if these fail: its own requests then say what is wrong.
    const [metadata, picture] = await Promise.all([
      seasonNow().catch(() => null),
      id ? pictureOf(id).catch(() => undefined) : undefined,
    ]);
    // No season loaded yet: the page says so itself.
    if (!metadata) return [];
    const { season, matchType } = shownSelection(metadata, readSelectionParams(search));
    return [
      { href: buildUrl("/api/csc/cached-players", { season }), as: "fetch" },
      { href: buildUrl("/api/csc/cached-stats", { season, matchType }), as: "fetch" },
      ...(picture ? [{ href: picture, as: "image" } as const] : []),
    ];
  } satisfies PageDataPreloads;
}

/** A match page's answer; no read first: an unknown match's preload is the 404 the page asks anyway. */
function matchPreloads(pathname: string): DataPreload[] {
  const id = idSegment(pathname);
  return id ? [{ href: matchAddress(id), as: "fetch" }] : [];
}

/** The player a `/players/{id}` segment (decoded) names, as the app finds him (core's lookupPlayer). */
export async function playerNamed(db: Db, id: string) {
  const candidates = await playersNamed(db, id, trailingSegment(id));
  return lookupPlayer(id, candidates).player;
}

/** The `:id` of `/players/:id` or `/matches/:id`, decoded as the router hands it to the page. */
const idSegment = (pathname: string) => decodedSegment(pathname.split("/").filter(Boolean)[1] ?? "");

/** A path segment as the app's router hands it to the page; undefined when it is malformed. */
export function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
