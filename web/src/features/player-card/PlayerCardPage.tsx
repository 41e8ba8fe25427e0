import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { noStatsInSeason } from "../../components/ui/messages.js";
import { PlayerNotFound } from "../../components/ui/PlayerNotFound.js";
import { PlayerWithoutStats } from "../../components/ui/PlayerWithoutStats.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { shownStats } from "../../lib/league/player-list.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { useRoutedPlayer } from "../../lib/league/use-routed-player.js";
import { PlayerCardPanel } from "./PlayerCardPanel.js";

/** /graphics/players/{name}: the player card alone, for sharing (spec 000 "Player card"). */
export default function PlayerCardPage() {
  const routed = useRoutedPlayer();
  const named = routed.status === "found" || routed.status === "noStats";
  useDocumentTitle(named ? `${routed.player.name} · Player Card` : "Player Card");
  if (routed.status === "pending") return <LoadingScreen />;
  if (routed.status === "error") return <LoadError error={routed.error} />;
  if (routed.status === "notFound") return <PlayerNotFound id={routed.id} suggestions={routed.suggestions} />;
  if (routed.status === "noStats") return <PlayerWithoutStats {...routed} />;

  const { player, players, season, matchType } = routed;
  const line = shownStats(player);
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <SelectionLink to={playerPath(player.name)} className="text-muted underline hover:text-ink">
          ← {player.name}'s player page
        </SelectionLink>
      </p>
      {line ? (
        <PlayerCardPanel viewed={{ player, line, players, season, matchType }} nameHeading="h1" />
      ) : (
        <section className="grid gap-2 rounded-md border border-line bg-surface p-6 text-center">
          <h1 className="font-bold text-xl">{player.name}</h1>
          <p className="text-muted">
            {noStatsInSeason(player.name, season, matchType)}, so there is no card to draw.
          </p>
        </section>
      )}
    </div>
  );
}
