/**
 * Every page address of the web app (spec 000 §2), with the name its document title gives it.
 * One list for both sides: the web router routes exactly these, and the server answers any other
 * page address with 404 (the app then shows its not-found page). `:name` matches one non-empty
 * path segment. See docs/architecture.md "The web app".
 */
export const PAGES = [
  { path: "/", title: "Players" },
  { path: "/players", title: "Players" },
  { path: "/players/:id", title: "Player" },
  { path: "/graphics/players/:id", title: "Player Card" },
  { path: "/about", title: "About" },
  { path: "/cb", title: "Signing in" },
  /** Not in the spec: the offline demo sign-in that stands in for Discord (docs/auth.md). */
  { path: "/signin", title: "Sign in" },
  { path: "/charts", title: "Charts" },
  { path: "/export", title: "Stats Exporter" },
  { path: "/franchises", title: "Franchises" },
  { path: "/franchises/:franchise", title: "Franchise" },
  { path: "/franchises/:franchise/:team", title: "Team" },
  { path: "/player-compare", title: "Player Comparison" },
  { path: "/team-builder", title: "Team Builder" },
  { path: "/leaderboards", title: "Leaderboards" },
  { path: "/playground", title: "Playground" },
  { path: "/profile", title: "My Profile" },
  { path: "/profile/webhook", title: "Discord notifications" },
  { path: "/standings", title: "Standings" },
  { path: "/matches", title: "Matches" },
  { path: "/matches/h2h", title: "Head-to-head" },
  { path: "/matches/:id", title: "Match" },
  { path: "/servers", title: "Servers" },
  { path: "/pickems", title: "Pickems" },
  { path: "/pickems/explorer", title: "Pickems Explorer" },
  { path: "/pickems/explorer/:id", title: "Pickems Explorer" },
  { path: "/draft", title: "Draft" },
  { path: "/admin", title: "Admin" },
  { path: "/admin/import", title: "Import maps" },
  { path: "/admin/sessions", title: "Sessions" },
  { path: "/admin/webhooks", title: "Webhooks" },
  { path: "/gm", title: "GM Panel" },
  { path: "/franchiseManagement", title: "Franchise Management" },
  { path: "/articles", title: "Articles" },
  { path: "/articles/create", title: "New Article" },
  { path: "/articles/submitted", title: "Submitted Articles" },
  { path: "/articles/:id", title: "Article" },
] as const;

export type Page = (typeof PAGES)[number];
export type PagePath = Page["path"];

/**
 * The pages that show a season's player list (the list, a player's page and card): each starts
 * from that season's players and stats (web/src/app/preload-first-page.ts, server/src/web/page-data.ts).
 */
export const PLAYER_LIST_PAGES: readonly PagePath[] = [
  "/",
  "/players",
  "/players/:id",
  "/graphics/players/:id",
];

const segments = (path: string) => path.split("/").filter((segment) => segment !== "");

/**
 * The page an address path belongs to, or undefined when there is none. A trailing slash is
 * ignored; a literal segment wins over a parameter (`/articles/create` is not article "create").
 */
export function matchPage(pathname: string): Page | undefined {
  const parts = segments(pathname);
  const candidates = PAGES.filter((page) => {
    const pattern = segments(page.path);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(":") || segment === parts[i])
    );
  });
  const literals = (page: Page) => segments(page.path).filter((s) => !s.startsWith(":")).length;
  return candidates.sort((a, b) => literals(b) - literals(a))[0];
}
