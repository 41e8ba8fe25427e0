import type { MatchType, TierName } from "@fragboard/core";
import { type ComponentProps, type ReactNode, useId, useMemo, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { Dialog } from "../../components/ui/Dialog.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { noStatsInSeason } from "../../components/ui/messages.js";
import { PlayerNotFound } from "../../components/ui/PlayerNotFound.js";
import { PlayerWithoutStats } from "../../components/ui/PlayerWithoutStats.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { statLines } from "../../lib/league/player-list.js";
import { playerStanding, type ViewedPlayer } from "../../lib/league/player-standing.js";
import { useExtendedStats } from "../../lib/league/use-extended-stats.js";
import { useNoveltyRoles } from "../../lib/league/use-novelty-roles.js";
import { type RoutedPlayer, useRoutedPlayer } from "../../lib/league/use-routed-player.js";
import { EmptyProfileBanner } from "./EmptyProfileBanner.js";
import { HistoryPanel } from "./HistoryPanel.js";
import { PlayerHeader } from "./PlayerHeader.js";
import { PlayerTabs } from "./PlayerTabs.js";
import { ProfilePanel } from "./ProfilePanel.js";
import { RepButton } from "./RepButton.js";
import { TierSwitch } from "./TierSwitch.js";
import { useProfileBundle } from "./use-profile-bundle.js";

/** Renders the shareable player card; the app passes the card feature in (features do not import each other). */
export type RenderCard = (viewed: ViewedPlayer) => ReactNode;

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
  // Keyed by name: moving to another player (the nearby strip) starts from his defaults.
  return <PlayerView key={routed.player.name} found={routed} renderCard={renderCard} />;
}

type Found = Extract<RoutedPlayer, { status: "found" }>;

/** The crosshair code is in the extended stats: they load when the panel opens, not with the page. */
function ProfileWithCrosshair({
  profile,
  playerName,
  season,
  matchType,
}: {
  profile: ComponentProps<typeof ProfilePanel>["profile"];
  playerName: string;
  season: number;
  matchType: MatchType;
}) {
  const extended = useExtendedStats(season, matchType);
  return (
    <ProfilePanel profile={profile} crosshairShareCode={extended.data?.get(playerName)?.crosshairShareCode} />
  );
}

function PlayerView({ found, renderCard }: { found: Found; renderCard: RenderCard }) {
  const { player, players, season, matchType } = found;
  const lines = useMemo(() => statLines(player), [player]);
  const [tier, setTier] = useState<TierName>();
  const line = lines.find((l) => l.tier === tier) ?? lines[0];
  const noveltyRoles = useNoveltyRoles();
  const standing = useMemo(
    () => line && playerStanding(players, player, line, noveltyRoles),
    [players, player, line, noveltyRoles],
  );
  const bundle = useProfileBundle(player.discordId);
  const [profileOpen, setProfileOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const panelIds = { profile: useId(), history: useId() };
  const hasProfile = Object.keys(bundle.data?.profile ?? {}).length > 0;
  // Why the panels cannot open, if they cannot (a query without a Discord id stays pending: check it first).
  const bundleMissing = !player.discordId
    ? "He has no linked Discord account"
    : bundle.isError
      ? "His profile could not be loaded"
      : bundle.isPending
        ? "Loading his profile…"
        : undefined;

  const actions = (
    <>
      <RepButton discordId={player.discordId} />
      <Button
        className="aria-expanded:bg-raised aria-expanded:text-accent"
        aria-expanded={profileOpen}
        aria-controls={panelIds.profile}
        disabled={!hasProfile}
        title={
          bundleMissing ?? (hasProfile ? "Show or hide his profile" : "He has not filled in a profile yet")
        }
        onClick={() => setProfileOpen(!profileOpen)}
      >
        Profile
      </Button>
      <Button
        className="aria-expanded:bg-raised aria-expanded:text-accent"
        aria-expanded={historyOpen}
        aria-controls={panelIds.history}
        disabled={!bundle.data}
        title={bundleMissing ?? "Show or hide his team history"}
        onClick={() => setHistoryOpen(!historyOpen)}
      >
        History
      </Button>
      {line && (
        <Dialog
          title={`${player.name} · Player Card`}
          trigger={<Button variant="primary">Player Card</Button>}
        >
          {renderCard({ player, line, players, season, matchType })}
        </Dialog>
      )}
    </>
  );

  return (
    <>
      <PlayerHeader player={player} line={line} standing={standing} actions={actions} />
      <EmptyProfileBanner />
      {profileOpen && bundle.data && (
        <div id={panelIds.profile} className="mb-4">
          <ProfileWithCrosshair
            profile={bundle.data.profile}
            playerName={player.name}
            season={season}
            matchType={matchType}
          />
        </div>
      )}
      {historyOpen && bundle.data && (
        <div id={panelIds.history} className="mb-4">
          <HistoryPanel history={bundle.data.teamHistory} />
        </div>
      )}
      {!line || !standing ? (
        <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          {noStatsInSeason(player.name, season, matchType)}
        </p>
      ) : (
        <>
          <div className="mb-4 grid gap-3">
            <TierSwitch lines={lines} current={line.tier} onChange={setTier} />
            {standing.bars.fewGames && (
              <p role="note" className="rounded border border-accent/50 bg-accent/10 px-3 py-2 text-sm">
                ⚠ Fewer than 3 matches played: these numbers are not meaningful yet.
              </p>
            )}
          </div>
          <PlayerTabs viewed={{ player, line, players, season, matchType }} standing={standing} />
        </>
      )}
    </>
  );
}
