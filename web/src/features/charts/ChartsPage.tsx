import { useEffect, useMemo, useState } from "react";
import { preloadChartLibrary } from "../../components/ui/charts/Chart.js";
import { NotLoaded } from "../../components/ui/NotLoaded.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { PlayerFilterBar } from "../../components/ui/PlayerFilterBar.js";
import { Tabs } from "../../components/ui/Tabs.js";
import { filterPlayers } from "../../lib/league/player-filters.js";
import { hasStats } from "../../lib/league/player-list.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { usePlayerFilterParams } from "../../lib/league/use-player-filter-params.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";
import { CorrelationsTab } from "./CorrelationsTab.js";
import { chartLines } from "./chart-data.js";
import { CHART_TAB_VALUES, CHART_TABS, type ChartTab, MMR_TABS } from "./chart-tabs.js";
import { MapsPlayedTab } from "./MapsPlayedTab.js";
import { MmrNotice } from "./MmrNotice.js";
import { DistributionTab, MmrRatingTab } from "./MmrTabs.js";
import { RolesByTierTab, RolesTab } from "./RoleTabs.js";
import { StatBarsTab } from "./StatBarsTab.js";

/** Role Distribution counts signed players only (spec 000 §2): the type filter is this group. */
const SIGNED_GROUP = "Signed";

/**
 * Charts (spec 000 §2): seven views of the season's players, the tab in `?q=`, the players
 * filters (name chips, type, tier, role) in the address too. A sub's games in another tier count
 * in that tier; the tier filter picks the tiers drawn.
 */
export default function ChartsPage() {
  const list = usePlayerList();
  const [tab, setTab] = useUrlChoice("q", CHART_TAB_VALUES, "mmr-rating");
  const { controls, filters } = usePlayerFilterParams();
  const [dismissed, setDismissed] = useState<readonly ChartTab[]>([]);
  // A chart that will draw at once has its library fetched while the data loads; behind the MMR
  // notice nothing draws, and the notice fetches it when pointed at (MmrNotice).
  // The bars tab draws plain SVG (PlayerBars) and needs no library.
  const behindNotice = MMR_TABS.includes(tab) && !dismissed.includes(tab);
  const drawsWithLibrary = !behindNotice && tab !== "stat-bars";
  useEffect(() => {
    if (drawsWithLibrary) preloadChartLibrary();
  }, [drawsWithLibrary]);
  const signedOnly = tab === "roles";

  const withStats = useMemo(() => (list.status === "success" ? list.players.filter(hasStats) : []), [list]);
  // Tiers filter stat lines (a sub's line in another tier), not players: applied below.
  const players = useMemo(
    () =>
      filterPlayers(withStats, {
        ...filters,
        tiers: [],
        typeGroups: signedOnly ? [SIGNED_GROUP] : filters.typeGroups,
      }),
    [withStats, filters, signedOnly],
  );
  const lines = useMemo(() => chartLines(players, filters.tiers), [players, filters.tiers]);
  // Role charts count players in their own tier.
  const playersInTiers = useMemo(
    () => (filters.tiers.length === 0 ? players : players.filter((p) => filters.tiers.includes(p.tier.name))),
    [players, filters.tiers],
  );

  // The Playground is in no menu (the spec's Tools menu is fixed): the Charts page leads to it.
  const title = (
    <PageTitle
      tab="Charts"
      aside={
        <SelectionLink to="/playground" className="text-accent text-sm hover:underline">
          Any stat in any tier: Stats Playground
        </SelectionLink>
      }
    >
      Charts
    </PageTitle>
  );
  if (list.status !== "success") {
    return (
      <>
        {title}
        <NotLoaded state={list} />
      </>
    );
  }

  const content = (which: ChartTab) => {
    switch (which) {
      case "mmr-rating":
        return <MmrRatingTab lines={lines} />;
      case "distribution":
        return <DistributionTab lines={lines} />;
      case "stat-bars":
        return <StatBarsTab lines={lines} />;
      case "roles":
        return <RolesTab players={playersInTiers} />;
      case "roles-by-tier":
        return <RolesByTierTab players={playersInTiers} />;
      case "correlations":
        return <CorrelationsTab lines={lines} />;
      case "maps":
        return <MapsPlayedTab tiers={filters.tiers} />;
    }
  };

  return (
    <>
      {title}
      <PlayerFilterBar
        controls={controls}
        typeNote={
          signedOnly ? (
            <span className="inline-flex h-8 items-center rounded border border-line px-3 text-sm">
              <span className="text-muted">Type:</span>&nbsp;Signed only on this chart
            </span>
          ) : undefined
        }
      />
      <Tabs
        label="Charts"
        value={tab}
        onChange={setTab}
        tabs={CHART_TABS.map((t) => ({
          ...t,
          // Only the active tab's panel is mounted (Tabs), so only its chart is computed and drawn.
          content: MMR_TABS.includes(t.value) ? (
            <MmrNotice
              shown={!dismissed.includes(t.value)}
              onDismiss={() => setDismissed((was) => [...was, t.value])}
            >
              {content(t.value)}
            </MmrNotice>
          ) : (
            content(t.value)
          ),
        }))}
      />
    </>
  );
}
