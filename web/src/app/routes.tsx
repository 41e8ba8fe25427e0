import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { LoadingScreen } from "../components/ui/LoadingScreen.js";
import { AppLayout } from "./layout/AppLayout.js";
import PlayerRoute from "./PlayerRoute.js";
import { RouteError } from "./RouteError.js";

/**
 * Each page is its own lazily loaded chunk, but for the player page: the address the league shares
 * most, whose first render (his header, the season's list) is mostly the league basics other pages
 * use too. Bundled with the app it adds 5 KB gzip to every first load, and spares the player page
 * its 15 small chunks and the other pages up to a dozen of theirs: on six connections these queued
 * (bench/README.md#last-lighthouse-run).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const players = page(() => import("../features/players/PlayersPage.js"));
const about = page(() => import("../features/about/AboutPage.js"));
const playerCard = page(() => import("../features/player-card/PlayerCardPage.js"));
const franchises = page(() => import("../features/franchises/FranchisesPage.js"));
const standings = page(() => import("../features/standings/StandingsPage.js"));
const matches = page(() => import("../features/matches/MatchesPage.js"));
const headToHead = page(() => import("../features/matches/HeadToHeadPage.js"));
const match = page(() => import("../features/matches/MatchPage.js"));
const franchise = page(() => import("../features/franchises/FranchisePage.js"));
const team = page(() => import("../features/team/TeamPage.js"));
const leaderboards = page(() => import("../features/leaderboards/LeaderboardsPage.js"));
const charts = page(() => import("../features/charts/ChartsPage.js"));
const playground = page(() => import("../features/playground/PlaygroundPage.js"));
const articles = page(() => import("../features/articles/ArticlesPage.js"));
const article = page(() => import("../features/articles/ArticlePage.js"));
const createArticle = page(() => import("../features/articles/CreateArticlePage.js"));
const articleSubmitted = page(() => import("../features/articles/SubmittedPage.js"));
const admin = page(() => import("../features/admin/AdminPage.js"));
const adminImport = page(() => import("../features/admin/ImportPage.js"));
const adminSessions = page(() => import("../features/admin/SessionsPage.js"));
const adminWebhooks = page(() => import("../features/webhooks/AdminWebhooksPage.js"));
const memberWebhook = page(() => import("../features/webhooks/MemberWebhookPage.js"));
const gm = page(() => import("../features/gm/GmPage.js"));
const exporter = page(() => import("../features/export/ExportPage.js"));
const signIn = page(() => import("../features/auth/SignInPage.js"));
const callback = page(() => import("../features/auth/CallbackPage.js"));
const profile = page(() => import("../features/profile/ProfilePage.js"));
const compare = page(() => import("../features/compare/ComparePage.js"));
const teamBuilder = page(() => import("../features/team-builder/TeamBuilderPage.js"));
const servers = page(() => import("../features/servers/ServersPage.js"));
const pickems = page(() => import("../features/pickems/PickemsPage.js"));
const pickemsExplorer = page(() => import("../features/pickems/ExplorerPage.js"));
const pickemsMember = page(() => import("../features/pickems/ExplorerMemberPage.js"));
const draft = page(() => import("../features/draft/DraftPage.js"));
const comingSoon = page(() => import("./ComingSoonPage.js"));
const notFound = page(() => import("./NotFoundPage.js"));

/** Every route of spec 000 §2 that a later release builds: they say so instead of showing fake content. */
export const UNBUILT_PATHS = ["/franchiseManagement"] as const;

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: AppLayout,
    // The shell itself failed: nothing to keep on screen but the message.
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
      {
        // Page errors render inside the shell so the navigation stays usable.
        id: "pages",
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: players },
          { path: "players", lazy: players },
          { path: "about", lazy: about },
          { path: "players/:id", Component: PlayerRoute },
          { path: "graphics/players/:id", lazy: playerCard },
          { path: "franchises", lazy: franchises },
          { path: "standings", lazy: standings },
          { path: "matches", lazy: matches },
          { path: "matches/h2h", lazy: headToHead },
          { path: "matches/:id", lazy: match },
          { path: "franchises/:franchise", lazy: franchise },
          { path: "franchises/:franchise/:team", lazy: team },
          { path: "leaderboards", lazy: leaderboards },
          { path: "charts", lazy: charts },
          { path: "playground", lazy: playground },
          { path: "articles", lazy: articles },
          { path: "articles/create", lazy: createArticle },
          { path: "articles/submitted", lazy: articleSubmitted },
          { path: "articles/:id", lazy: article },
          { path: "admin", lazy: admin },
          { path: "admin/import", lazy: adminImport },
          { path: "admin/sessions", lazy: adminSessions },
          { path: "admin/webhooks", lazy: adminWebhooks },
          { path: "gm", lazy: gm },
          { path: "export", lazy: exporter },
          { path: "signin", lazy: signIn },
          { path: "cb", lazy: callback },
          { path: "profile", lazy: profile },
          { path: "profile/webhook", lazy: memberWebhook },
          { path: "player-compare", lazy: compare },
          { path: "team-builder", lazy: teamBuilder },
          { path: "servers", lazy: servers },
          { path: "pickems", lazy: pickems },
          { path: "pickems/explorer", lazy: pickemsExplorer },
          { path: "pickems/explorer/:id", lazy: pickemsMember },
          { path: "draft", lazy: draft },
          ...UNBUILT_PATHS.map((path) => ({ path, lazy: comingSoon })),
          { path: "*", lazy: notFound },
        ],
      },
    ],
  },
];
