import { playerAwards } from "@fragboard/core";
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo, useState } from "react";
import { CollapsibleSection } from "../../components/ui/CollapsibleSection.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { RatingBars } from "../../components/ui/RatingBars.js";
import { type TabItem, Tabs } from "../../components/ui/Tabs.js";
import {
  homeTier,
  type PlayerStanding,
  tierStatLines,
  type ViewedPlayer,
} from "../../lib/league/player-standing.js";
import { useExtendedStats } from "../../lib/league/use-extended-stats.js";
import { Awards } from "./Awards.js";
import { NearbyPlayers } from "./stats/NearbyPlayers.js";
import { RoleRadar } from "./stats/RoleRadar.js";
import { StatsTable } from "./stats/StatsTable.js";

// Only the Stats tab is in the page's first render: the other tabs, and the trend chart behind its
// closed section, load their code when opened.
const RankingsTab = lazy(async () => ({ default: (await import("./RankingsTab.js")).RankingsTab }));
const ExtendedStatsTab = lazy(async () => ({
  default: (await import("./extended/ExtendedStatsTab.js")).ExtendedStatsTab,
}));
const MatchHistoryTab = lazy(async () => ({
  default: (await import("./match-history/MatchHistoryTab.js")).MatchHistoryTab,
}));
const TrendChart = lazy(async () => ({ default: (await import("./stats/TrendChart.js")).TrendChart }));

const Loading = ({ what, children }: { what: string; children: ReactNode }) => (
  <Suspense fallback={<InlineLoading what={what} />}>{children}</Suspense>
);

type PlayerTab = "stats" | "rankings" | "extended" | "history" | "fapl";

type Props = {
  viewed: ViewedPlayer;
  standing: PlayerStanding;
};

const card = "rounded-md border border-line bg-surface p-4";
const heading = "mb-2 font-semibold text-muted text-xs uppercase tracking-wide";

function StatsTab({ viewed, standing }: Props) {
  const { player, line, players, season, matchType } = viewed;
  // The viewed line competes with his tier-mates of that tier (replacing his own row when primary).
  // Ranking the whole tier is not needed for the first paint: it runs in a deferred render after it.
  const awardsLine = useDeferredValue(line, undefined);
  const awards = useMemo(() => {
    if (!awardsLine) return undefined;
    const rivals = tierStatLines(players, awardsLine.tier).filter((s) => s.name !== player.name);
    return playerAwards(player.name, [...rivals, awardsLine.stats]);
  }, [players, player.name, awardsLine]);
  const tier = homeTier(player, line);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <section className={card} aria-labelledby="role-heading">
          <h2 id="role-heading" className={heading}>
            Role · {standing.role}
          </h2>
          <RoleRadar stats={line.stats} role={standing.role} />
        </section>
        <section className={`${card} grid content-start gap-4`} aria-labelledby="rating-heading">
          <h2 id="rating-heading" className={heading}>
            Rating in {line.tier}
          </h2>
          <RatingBars bars={standing.bars} stats={line.stats} tier={line.tier} />
          {awards && awardsLine && <Awards awards={awards} tier={awardsLine.tier} />}
        </section>
      </div>
      <StatsTable stats={line.stats} note={line.primary ? undefined : `in ${line.tier}, not his own tier`} />
      <section aria-labelledby="nearby-heading">
        <h2 id="nearby-heading" className={heading}>
          Nearby in {tier}
        </h2>
        <NearbyPlayers ordered={standing.ordered} playerName={player.name} />
      </section>
      <CollapsibleSection title="Performance trend">
        <Loading what="performance trend">
          <TrendChart steam64Id={player.steam64Id} season={season} matchType={matchType} />
        </Loading>
      </CollapsibleSection>
    </div>
  );
}

/** Rendered only while its tab is open, so the page does not fetch every player's extended stats up front. */
function ExtendedContent({ viewed }: Pick<Props, "viewed">) {
  const extended = useExtendedStats(viewed.season, viewed.matchType);
  if (extended.isPending) return <InlineLoading what="extended stats" />;
  if (extended.isError) return <LoadError error={extended.error} />;
  const stats = extended.data.get(viewed.player.name);
  if (!stats) {
    return (
      <p className="py-8 text-center text-muted">
        No extended stats for {viewed.player.name} in season {viewed.season} yet.
      </p>
    );
  }
  return (
    <Loading what="extended stats">
      <ExtendedStatsTab stats={stats} />
    </Loading>
  );
}

/** The five tabs of the player page; the default is Stats and the choice is local to the page. */
export function PlayerTabs({ viewed, standing }: Props) {
  const [tab, setTab] = useState<PlayerTab>("stats");
  const { player, line, players, season, matchType } = viewed;
  const tier = homeTier(player, line);
  const tierLines = useMemo(() => tierStatLines(players, tier), [players, tier]);
  const tabs: TabItem<PlayerTab>[] = [
    { value: "stats", label: "Stats", content: <StatsTab viewed={viewed} standing={standing} /> },
    {
      value: "rankings",
      label: "Rankings",
      content: (
        <Loading what="rankings">
          <RankingsTab stats={line.stats} tier={tier} tierLines={tierLines} />
        </Loading>
      ),
    },
    {
      value: "extended",
      label: "Extended Stats",
      content: <ExtendedContent viewed={viewed} />,
    },
    {
      value: "history",
      label: "Match History",
      content: (
        <Loading what="match history">
          <MatchHistoryTab playerName={player.name} season={season} matchType={matchType} />
        </Loading>
      ),
    },
    { value: "fapl", label: "Free Agent Player League", disabled: true },
  ];
  return <Tabs label="Player sections" tabs={tabs} value={tab} onChange={setTab} />;
}
