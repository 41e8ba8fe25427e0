import { playerAwards } from "@fragboard/core";
import { useDeferredValue, useMemo, useState } from "react";
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
import { ExtendedStatsTab } from "./extended/ExtendedStatsTab.js";
import { MatchHistoryTab } from "./match-history/MatchHistoryTab.js";
import { RankingsTab } from "./RankingsTab.js";
import { NearbyPlayers } from "./stats/NearbyPlayers.js";
import { RoleRadar } from "./stats/RoleRadar.js";
import { StatsTable } from "./stats/StatsTable.js";
import { TrendChart } from "./stats/TrendChart.js";

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
        <TrendChart steam64Id={player.steam64Id} season={season} matchType={matchType} />
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
  return <ExtendedStatsTab stats={stats} />;
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
      content: <RankingsTab stats={line.stats} tier={tier} tierLines={tierLines} />,
    },
    {
      value: "extended",
      label: "Extended Stats",
      content: <ExtendedContent viewed={viewed} />,
    },
    {
      value: "history",
      label: "Match History",
      content: <MatchHistoryTab playerName={player.name} season={season} matchType={matchType} />,
    },
    { value: "fapl", label: "Free Agent Player League", disabled: true },
  ];
  return <Tabs label="Player sections" tabs={tabs} value={tab} onChange={setTab} />;
}
