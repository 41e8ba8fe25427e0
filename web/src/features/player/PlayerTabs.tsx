import { type PlayerStatsResponse, playerAwards } from "@fragboard/core";
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo } from "react";
import { CollapsibleSection } from "../../components/ui/CollapsibleSection.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { RatingBars } from "../../components/ui/RatingBars.js";
import { type TabItem, Tabs } from "../../components/ui/Tabs.js";
import type { StatLine } from "../../lib/league/player-list.js";
import {
  homeTier,
  type PlayerStanding,
  tierStatLines,
  type ViewedPlayer,
} from "../../lib/league/player-standing.js";
import { useExtendedStats } from "../../lib/league/use-extended-stats.js";
import { useUrlChoice } from "../../lib/use-url-choice.js";
import { Awards } from "./Awards.js";
import { MapTable } from "./filters/MapTable.js";
import { NearbyPlayers } from "./stats/NearbyPlayers.js";
import { RoleRadar } from "./stats/RoleRadar.js";
import { SimilarPlayers } from "./stats/SimilarPlayers.js";
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
const CareerTab = lazy(async () => ({ default: (await import("./career/CareerTab.js")).CareerTab }));
const TrendChart = lazy(async () => ({ default: (await import("./stats/TrendChart.js")).TrendChart }));

const Loading = ({ what, children }: { what: string; children: ReactNode }) => (
  <Suspense fallback={<InlineLoading what={what} />}>{children}</Suspense>
);

type PlayerTab = "stats" | "rankings" | "extended" | "history" | "career" | "fapl";
/** The tabs an address can open (the FAPL tab is a disabled placeholder). */
const ADDRESSABLE_TABS: readonly PlayerTab[] = ["stats", "rankings", "extended", "history", "career"];

/** What the filter bar left: the answer for the scope and filters, and how it narrows the tabs. */
export type Filtered = {
  /** Undefined while loading or failed (`error`). */
  answer: PlayerStatsResponse | undefined;
  error: unknown;
  retry: () => void;
  /** A filter is set: the tabs show `answer`'s figures. */
  active: boolean;
  side: "CT" | "T" | undefined;
  map: string | undefined;
  pickMap: (map: string | undefined) => void;
  /** His line of the whole season in the tier (the similar players compare seasons). */
  seasonLine: StatLine;
};

type Props = {
  /** The line is the filtered one when a filter (other than side) is set. */
  viewed: ViewedPlayer;
  standing: PlayerStanding;
  filtered: Filtered;
};

const card = "rounded-md border border-line bg-surface p-4";
const heading = "mb-2 font-semibold text-muted text-xs uppercase tracking-wide";
const note = "rounded border border-line bg-surface px-3 py-2 text-muted text-sm";
const SIDE_NOTE = "figures that need both sides are not recorded per side";

function StatsTab({ viewed, standing, filtered }: Props) {
  const { player, line, players, season, matchType } = viewed;
  // The viewed line competes with his tier-mates of that tier (replacing his own row when primary).
  // Ranking the whole tier is not needed for the first paint: it runs in a deferred render after it.
  const awardsLine = useDeferredValue(filtered.active ? undefined : line, undefined);
  const awards = useMemo(() => {
    if (!awardsLine) return undefined;
    const rivals = tierStatLines(players, awardsLine.tier).filter((s) => s.name !== player.name);
    return playerAwards(player.name, [...rivals, awardsLine.stats]);
  }, [players, player.name, awardsLine]);
  const tier = homeTier(player, line);
  const side = filtered.side;
  return (
    <div className="grid gap-4">
      {side ? (
        <p className={note}>
          {side} rounds only: role and rating bars are left out, and {SIDE_NOTE} (shown as –).
        </p>
      ) : (
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
      )}
      <StatsTable
        stats={side && filtered.answer ? filtered.answer.stats : line.stats}
        note={
          filtered.active
            ? "over the filtered maps"
            : line.primary
              ? undefined
              : `in ${line.tier}, not his own tier`
        }
      />
      <section aria-labelledby="maps-heading" className="min-w-0">
        <h2 id="maps-heading" className={heading}>
          By map
        </h2>
        {filtered.answer ? (
          <MapTable rows={filtered.answer.mapTable} current={filtered.map} onPick={filtered.pickMap} />
        ) : filtered.error ? (
          <LoadError error={filtered.error} onRetry={filtered.retry} />
        ) : (
          <InlineLoading what="his maps" />
        )}
      </section>
      <section aria-labelledby="similar-heading" className="min-w-0">
        <h2 id="similar-heading" className={heading}>
          Similar players this season
        </h2>
        <SimilarPlayers player={player} line={filtered.seasonLine} tier={tier} players={players} />
      </section>
      <section aria-labelledby="nearby-heading">
        <h2 id="nearby-heading" className={heading}>
          Nearby in {tier}
        </h2>
        <NearbyPlayers ordered={standing.ordered} playerName={player.name} />
      </section>
      <CollapsibleSection title="Performance trend">
        <Loading what="performance trend">
          <TrendChart
            steam64Id={player.steam64Id}
            season={season}
            matchType={matchType}
            onlyMatchIds={filtered.active ? filtered.answer?.matchIds : undefined}
          />
        </Loading>
      </CollapsibleSection>
    </div>
  );
}

/** Rendered only while its tab is open, so the page does not fetch every player's extended stats up front. */
function ExtendedContent({ viewed, filtered }: Pick<Props, "viewed" | "filtered">) {
  const extended = useExtendedStats(viewed.season, viewed.matchType);
  if (filtered.active) {
    if (filtered.side) return <p className={note}>Extended stats are not recorded per side.</p>;
    if (!filtered.answer?.extended) return <InlineLoading what="extended stats" />;
    return (
      <Loading what="extended stats">
        <ExtendedStatsTab stats={filtered.answer.extended} />
      </Loading>
    );
  }
  if (extended.isPending) return <InlineLoading what="extended stats" />;
  if (extended.isError) return <LoadError error={extended.error} onRetry={() => void extended.refetch()} />;
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

/** The tabs of the player page; the open one is in the address (`?tab=career`), Stats by default. */
export function PlayerTabs({ viewed, standing, filtered }: Props) {
  const [tab, setTab] = useUrlChoice<PlayerTab>("tab", ADDRESSABLE_TABS, "stats");
  const { player, line, players, season, matchType } = viewed;
  const tier = homeTier(player, line);
  const tierLines = useMemo(() => tierStatLines(players, tier), [players, tier]);
  const tabs: TabItem<PlayerTab>[] = [
    {
      value: "stats",
      label: "Stats",
      content: <StatsTab viewed={viewed} standing={standing} filtered={filtered} />,
    },
    {
      value: "rankings",
      label: "Rankings",
      content: filtered.side ? (
        <p className={note}>Combined rankings need both sides: {SIDE_NOTE}.</p>
      ) : (
        <Loading what="rankings">
          <RankingsTab stats={line.stats} tier={tier} tierLines={tierLines} />
        </Loading>
      ),
    },
    {
      value: "extended",
      label: "Extended Stats",
      content: <ExtendedContent viewed={viewed} filtered={filtered} />,
    },
    {
      value: "history",
      label: "Match History",
      content: (
        <Loading what="match history">
          <MatchHistoryTab
            playerName={player.name}
            season={season}
            matchType={matchType}
            onlyMatchIds={filtered.active ? filtered.answer?.matchIds : undefined}
          />
        </Loading>
      ),
    },
    {
      value: "career",
      label: "Career",
      content: (
        <Loading what="his career">
          <CareerTab steam64Id={player.steam64Id} name={player.name} />
        </Loading>
      ),
    },
    { value: "fapl", label: "Free Agent Player League", disabled: true },
  ];
  return <Tabs label="Player sections" tabs={tabs} value={tab} onChange={setTab} />;
}
