import { lazy, Suspense } from "react";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PlayerNotFound } from "../../components/ui/PlayerNotFound.js";
import { PlayerWithoutStats } from "../../components/ui/PlayerWithoutStats.js";
import { afterNextPaint } from "../../lib/after-paint.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { statLines } from "../../lib/league/player-list.js";
import { useRoutedPlayer } from "../../lib/league/use-routed-player.js";
import { EmptyProfileBanner } from "./EmptyProfileBanner.js";
import { PlayerHeader, TabsPlaceholder } from "./PlayerHeader.js";
import type { RenderCard } from "./PlayerView.js";

// The page's first render is its loading screen while the league's lists arrive. Once his line is
// there his header is drawn (his picture is the page's largest paint), and only once that has been
// painted is the view's code (buttons, panels, tabs and their components) fetched: fetched and run
// any sooner, it held that paint up by a tenth of a second and the view came no sooner
// (bench/README.md#last-lighthouse-run). The view then draws the header again with his rank and
// buttons.
const PlayerView = lazy(() => afterNextPaint().then(() => import("./PlayerView.js")));

/** The player page (spec 000 "Player page"): /players/{name}. */
export function PlayerPage({ renderCard }: { renderCard: RenderCard }) {
  const routed = useRoutedPlayer();
  useDocumentTitle(
    routed.status === "found" || routed.status === "noStats"
      ? routed.player.name
      : routed.status === "notFound"
        ? "Player not found"
        : "Player",
  );
  if (routed.status === "pending") return <LoadingScreen />;
  if (routed.status === "error") return <LoadError error={routed.error} />;
  if (routed.status === "notFound") return <PlayerNotFound id={routed.id} suggestions={routed.suggestions} />;
  if (routed.status === "noStats")
    return (
      <>
        <EmptyProfileBanner />
        <PlayerWithoutStats {...routed} />
      </>
    );
  const header = (
    <>
      <PlayerHeader
        player={routed.player}
        line={statLines(routed.player)[0]}
        standing={undefined}
        actions={null}
      />
      <TabsPlaceholder />
    </>
  );
  // Keyed by name: moving to another player (the nearby strip) starts from his defaults.
  return (
    <Suspense fallback={header}>
      <PlayerView key={routed.player.name} found={routed} renderCard={renderCard} />
    </Suspense>
  );
}
