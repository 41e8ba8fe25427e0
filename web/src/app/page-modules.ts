import type { PagePath } from "@fragboard/core";

/**
 * The module (under web/src) that draws each page of core's PAGES. routes.tsx loads these lazily,
 * all but the player page's, which is bundled with the app (its routes test checks they agree),
 * and the build lists the chunks each one needs beyond the app's in
 * dist/page-preloads.json so the server can name them in the page's HTML: the browser fetches the
 * page's code alongside the app's instead of a request chain after it (docs/architecture.md
 * "The web app"). Only the page's own chunks: preloading what it loads later (the player page's
 * view) delayed the first paint in Lighthouse and did not bring the page's content sooner.
 */
export const PAGE_MODULES = {
  "/": "features/players/PlayersPage.tsx",
  "/players": "features/players/PlayersPage.tsx",
  "/players/:id": "app/PlayerRoute.tsx",
  "/graphics/players/:id": "features/player-card/PlayerCardPage.tsx",
  "/about": "features/about/AboutPage.tsx",
  "/cb": "features/auth/CallbackPage.tsx",
  "/signin": "features/auth/SignInPage.tsx",
  "/charts": "features/charts/ChartsPage.tsx",
  "/export": "features/export/ExportPage.tsx",
  "/franchises": "features/franchises/FranchisesPage.tsx",
  "/franchises/:franchise": "features/franchises/FranchisePage.tsx",
  "/franchises/:franchise/:team": "features/team/TeamPage.tsx",
  "/player-compare": "features/compare/ComparePage.tsx",
  "/team-builder": "features/team-builder/TeamBuilderPage.tsx",
  "/leaderboards": "features/leaderboards/LeaderboardsPage.tsx",
  "/playground": "features/playground/PlaygroundPage.tsx",
  "/profile": "features/profile/ProfilePage.tsx",
  "/profile/webhook": "features/webhooks/MemberWebhookPage.tsx",
  "/standings": "features/standings/StandingsPage.tsx",
  "/matches": "features/matches/MatchesPage.tsx",
  "/matches/h2h": "features/matches/HeadToHeadPage.tsx",
  "/matches/:id": "features/matches/MatchPage.tsx",
  "/servers": "features/servers/ServersPage.tsx",
  "/pickems": "features/pickems/PickemsPage.tsx",
  "/pickems/explorer": "features/pickems/ExplorerPage.tsx",
  "/pickems/explorer/:id": "features/pickems/ExplorerMemberPage.tsx",
  "/draft": "features/draft/DraftPage.tsx",
  "/admin": "features/admin/AdminPage.tsx",
  "/admin/import": "features/admin/ImportPage.tsx",
  "/admin/sessions": "features/admin/SessionsPage.tsx",
  "/admin/webhooks": "features/webhooks/AdminWebhooksPage.tsx",
  "/gm": "features/gm/GmPage.tsx",
  "/franchiseManagement": "app/ComingSoonPage.tsx",
  "/articles": "features/articles/ArticlesPage.tsx",
  "/articles/create": "features/articles/CreateArticlePage.tsx",
  "/articles/submitted": "features/articles/SubmittedPage.tsx",
  "/articles/:id": "features/articles/ArticlePage.tsx",
} as const satisfies Record<PagePath, string>;
