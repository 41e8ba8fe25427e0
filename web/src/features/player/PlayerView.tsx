import type { MatchType, SeasonStats, TierName } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useId,
  useMemo,
  useState,
} from "react";
import { Button } from "../../components/ui/Button.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { noStatsInSeason } from "../../components/ui/messages.js";
import { type StatLine, statLines } from "../../lib/league/player-list.js";
import { playerStanding, type ViewedPlayer } from "../../lib/league/player-standing.js";
import { useSelection } from "../../lib/league/selection.js";
import { useExtendedStats } from "../../lib/league/use-extended-stats.js";
import { useNoveltyRoles } from "../../lib/league/use-novelty-roles.js";
import type { RoutedPlayer } from "../../lib/league/use-routed-player.js";
import { playerStatsQuery } from "../../lib/queries/player-depth.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";
import { EmptyProfileBanner } from "./EmptyProfileBanner.js";
import { FilterBar } from "./filters/FilterBar.js";
import { MapTable } from "./filters/MapTable.js";
import { useMapFilter } from "./filters/use-map-filter.js";
import { PlayerCardButton } from "./PlayerCardButton.js";
import { PlayerHeader, TabsPlaceholder } from "./PlayerHeader.js";
import { type Filtered, PlayerTabs } from "./PlayerTabs.js";
import { RepButton } from "./RepButton.js";
import { TierSwitch } from "./TierSwitch.js";
import { useProfileBundle } from "./use-profile-bundle.js";

// The profile and team history panels open on a click: their code loads then, not with the page.
const ProfilePanel = lazy(async () => ({ default: (await import("./ProfilePanel.js")).ProfilePanel }));
const HistoryPanel = lazy(async () => ({ default: (await import("./HistoryPanel.js")).HistoryPanel }));

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

/** Renders the shareable player card; the app passes the card feature in (features do not import each other). */
export type RenderCard = (viewed: ViewedPlayer) => ReactNode;

/** A found player with stats or not: header, buttons, panels and tabs. */
export default function PlayerView({ found, renderCard }: { found: Found; renderCard: RenderCard }) {
  const { player, players, season, matchType } = found;
  const lines = useMemo(() => statLines(player), [player]);
  const tiers = useMemo(() => lines.map((l) => l.tier), [lines]);
  // The tier switch is in the address (`?tier=Elite`); his own tier's line is the default.
  const [tier, setTier] = useUrlChoice<TierName>("tier", tiers, tiers[0] ?? "Premier");
  const line = lines.find((l) => l.tier === tier) ?? lines[0];
  const noveltyRoles = useNoveltyRoles();
  const standing = useMemo(
    () => line && playerStanding(players, player, line, noveltyRoles),
    [players, player, line, noveltyRoles],
  );
  const { setMatchType } = useSelection();
  const mapFilter = useMapFilter();
  const { filter } = mapFilter;
  // The scope's answer also fills the filter bar's choices and the per-map table, filtered or not.
  const depth = useQuery({
    ...playerStatsQuery(
      { steam64Id: player.steam64Id, season, matchType, tier: line?.tier ?? "Premier" },
      filter,
    ),
    enabled: line !== undefined,
  });
  // A filter other than side shows its figures in every tab; a side filter's null figures are
  // shown by the stats table alone (the radar, bars and rankings need both sides).
  const filteredLine = useMemo((): StatLine | undefined => {
    if (!line || !mapFilter.active || filter.side || !depth.data) return line;
    return { ...line, stats: { ...depth.data.stats, name: line.stats.name } as SeasonStats };
  }, [line, mapFilter.active, filter.side, depth.data]);
  const filteredStanding = useMemo(
    () => filteredLine && playerStanding(players, player, filteredLine, noveltyRoles),
    [players, player, filteredLine, noveltyRoles],
  );
  const bundle = useProfileBundle(player.discordId);
  const [profileOpen, setProfileOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const panelIds = { profile: useId(), history: useId() };
  // The header (his picture is the page's largest paint) is drawn first; the tier switch and tabs
  // follow in a background render, so it does not wait for the Stats tab's radar and tables.
  const tabsShown = useDeferredValue(true, false);
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
        <PlayerCardButton title={`${player.name} · Player Card`}>
          {renderCard({ player, line, players, season, matchType })}
        </PlayerCardButton>
      )}
    </>
  );

  return (
    <>
      <PlayerHeader player={player} line={line} standing={standing} actions={actions} />
      <EmptyProfileBanner />
      {profileOpen && bundle.data && (
        <div id={panelIds.profile} className="mb-4">
          <Suspense fallback={<InlineLoading what="profile" />}>
            <ProfileWithCrosshair
              profile={bundle.data.profile}
              playerName={player.name}
              season={season}
              matchType={matchType}
            />
          </Suspense>
        </div>
      )}
      {historyOpen && bundle.data && (
        <div id={panelIds.history} className="mb-4">
          <Suspense fallback={<InlineLoading what="team history" />}>
            <HistoryPanel history={bundle.data.teamHistory} />
          </Suspense>
        </div>
      )}
      {!tabsShown ? (
        <TabsPlaceholder />
      ) : !line || !standing ? (
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
            <FilterBar
              filter={filter}
              active={mapFilter.active}
              onChange={mapFilter.set}
              onClear={mapFilter.clear}
              matchType={matchType}
              onMatchType={setMatchType}
              answer={depth.data}
            />
          </div>
          {mapFilter.active && !depth.data ? (
            depth.isError ? (
              <LoadError error={depth.error} onRetry={() => void depth.refetch()} />
            ) : (
              <InlineLoading what="the filtered figures" />
            )
          ) : mapFilter.active && depth.data?.maps === 0 ? (
            <section aria-label="No maps" className="grid min-w-0 gap-3">
              <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
                No maps of {player.name} match these filters.{" "}
                <button type="button" className="text-accent underline" onClick={mapFilter.clear}>
                  Clear filters
                </button>
              </p>
              <MapTable
                rows={depth.data.mapTable}
                current={filter.map}
                onPick={(map) => mapFilter.set({ map })}
              />
            </section>
          ) : (
            <PlayerTabs
              viewed={{ player, line: filteredLine ?? line, players, season, matchType }}
              standing={filteredStanding ?? standing}
              filtered={
                {
                  answer: depth.data,
                  error: depth.error,
                  retry: () => void depth.refetch(),
                  active: mapFilter.active,
                  side: filter.side,
                  map: filter.map,
                  pickMap: (map) => mapFilter.set({ map }),
                  seasonLine: line,
                } satisfies Filtered
              }
            />
          )}
        </>
      )}
    </>
  );
}
