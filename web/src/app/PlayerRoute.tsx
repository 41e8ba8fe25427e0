import { lazy, Suspense } from "react";
import { LoadingScreen } from "../components/ui/LoadingScreen.js";
import { PlayerPage } from "../features/player/PlayerPage.js";

// The card (its charts, html-to-image on export) loads only when its dialog opens.
const PlayerCardPanel = lazy(async () => ({
  default: (await import("../features/player-card/PlayerCardPanel.js")).PlayerCardPanel,
}));

/** /players/{name}: the player page with the player card feature plugged into its dialog. */
export default function PlayerRoute() {
  return (
    <PlayerPage
      renderCard={(viewed) => (
        <Suspense fallback={<LoadingScreen />}>
          <PlayerCardPanel viewed={viewed} />
        </Suspense>
      )}
    />
  );
}
