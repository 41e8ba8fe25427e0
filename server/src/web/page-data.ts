import {
  buildUrl,
  lookupPlayer,
  type Page,
  PLAYER_LIST_PAGES,
  readSelectionParams,
  shownSelection,
  trailingSegment,
} from "@fragboard/core";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { players } from "../db/schema/index.js";
import type { MediaUrl } from "../http/media-url.js";
import { seasonMetadata } from "../routes/csc/season-metadata.js";

/**
 * What a page's first render waits for besides its code, for its HTML to preload (page-html.ts):
 * a player list page's season lists, and on a player's page his picture (its largest paint).
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
    const segment = trailingSegment(id);
    const candidates = await db
      .select({ id: players.id, name: players.name, avatarUrl: players.avatarUrl })
      .from(players)
      .where(
        or(eq(players.name, id), sql`lower(${players.name}) = lower(${segment})`, eq(players.id, segment)),
      );
    const found = lookupPlayer(id, candidates).player;
    return found && mediaUrl(found.avatarUrl);
  }

  return async function preloadsFor(page, pathname, search): Promise<DataPreload[]> {
    if (!PLAYER_LIST_PAGES.includes(page.path)) return [];
    // No season loaded yet: the page itself says so, from its own request.
    const metadata = await seasonMetadata(db, now()).catch(() => undefined);
    if (!metadata) return [];
    const { season, matchType } = shownSelection(metadata, readSelectionParams(search));
    const preloads: DataPreload[] = [
      { href: buildUrl("/api/csc/cached-players", { season }), as: "fetch" },
      { href: buildUrl("/api/csc/cached-stats", { season, matchType }), as: "fetch" },
    ];
    if (page.path === "/players/:id") {
      const id = decodedSegment(pathname.split("/").filter(Boolean)[1] ?? "");
      const picture = id && (await pictureOf(id));
      if (picture) preloads.push({ href: picture, as: "image" });
    }
    return preloads;
  } satisfies PageDataPreloads;
}

/** A path segment as the app's router hands it to the page; undefined when it is malformed. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
