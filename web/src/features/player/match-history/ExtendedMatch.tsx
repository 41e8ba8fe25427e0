import type { ExtendedMatchStats, ExtendedMatchStatsResponse, MatchType } from "@fragboard/core";
import { useState } from "react";
import { InlineLoading } from "../../../components/ui/InlineLoading.js";
import { LoadError } from "../../../components/ui/LoadError.js";
import { MatchupPanel } from "../../../components/ui/MatchupPanel.js";
import { type TabItem, Tabs } from "../../../components/ui/Tabs.js";
import { ClutchList, EconChart, KillFeed, TradeTable } from "./ExtendedMatchPanels.js";
import { useExtendedMatchStats } from "./use-extended-match-stats.js";

/** `{}` is the API's "the demo has not been parsed yet". */
const isParsed = (response: ExtendedMatchStatsResponse): response is ExtendedMatchStats => "data" in response;

type ExtendedTab = "matchup" | "killFeed" | "trades" | "clutches" | "econ";

function extendedTabs(stats: ExtendedMatchStats, teams: readonly string[]): TabItem<ExtendedTab>[] {
  const names: [string, string] = [teams[0] ?? "Team A", teams[1] ?? "Team B"];
  const matchup = stats.metadata?.matchup;
  return [
    ...(matchup
      ? [
          {
            value: "matchup" as const,
            label: "Matchup",
            content: <MatchupPanel matchup={matchup} teams={names} />,
          },
        ]
      : []),
    { value: "killFeed", label: "KillFeed", content: <KillFeed data={stats.data} teams={names} /> },
    { value: "trades", label: "Trades", content: <TradeTable data={stats.data} /> },
    { value: "clutches", label: "Clutches", content: <ClutchList data={stats.data} /> },
    { value: "econ", label: "Team Econ", content: <EconChart data={stats.data} teams={names} /> },
  ];
}

/** The demo data of an opened map: asked for on first opening, then cached for a week. */
export function ExtendedMatch({
  matchId,
  matchType,
  teams,
}: {
  matchId: string;
  matchType: MatchType;
  teams: readonly string[];
}) {
  const query = useExtendedMatchStats(matchId, matchType);
  const [picked, setPicked] = useState<ExtendedTab>();

  if (query.isPending) return <InlineLoading what="demo data" />;
  if (query.isError) return <LoadError error={query.error} />;
  if (!isParsed(query.data)) {
    return <p className="mt-3 text-muted text-sm">Extended data for this map is not yet available.</p>;
  }
  const tabs = extendedTabs(query.data, teams);
  const first = tabs[0]?.value ?? "killFeed";
  return (
    <Tabs
      label="Extended match data"
      tabs={tabs}
      value={picked ?? first}
      onChange={setPicked}
      className="mt-4"
    />
  );
}
