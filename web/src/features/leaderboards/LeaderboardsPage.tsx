import { LEADERBOARD_TABS, type LeaderboardTab } from "@fragboard/core";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { Tabs } from "../../components/ui/Tabs.js";
import { EmptyMessage } from "./EmptyMessage.js";
import { useLeaderboardParams } from "./leaderboard-params.js";
import { PickemsTab } from "./PickemsTab.js";
import { StatsTab } from "./StatsTab.js";

const TAB_LABELS: Record<LeaderboardTab, string> = {
  general: "General",
  extended: "Extended",
  weapons: "Weapons",
  fapl: "FAPL",
  pickems: "Pickems",
};

/** The spec's text for the FAPL tab (spec 000 §2 "Leaderboards"). */
export const FAPL_MESSAGE = "FAPL Leaderboards coming soon.";

/**
 * /leaderboards?q=general|extended|weapons|fapl|pickems: who leads each category, with the
 * filters of docs/rules.md#leaderboards kept in the address (leaderboard-params.ts).
 */
export default function LeaderboardsPage() {
  const { set, ...params } = useLeaderboardParams();
  const content = (tab: LeaderboardTab) => {
    if (tab === "fapl") return <EmptyMessage>{FAPL_MESSAGE}</EmptyMessage>;
    if (tab === "pickems") return <PickemsTab params={params} onChange={set} />;
    return <StatsTab tab={tab} params={params} onChange={set} />;
  };
  return (
    <>
      <PageTitle tab={`Leaderboards · ${TAB_LABELS[params.tab]}`}>Leaderboards</PageTitle>
      <Tabs<LeaderboardTab>
        label="Leaderboard"
        value={params.tab}
        onChange={(tab) => set({ tab })}
        tabs={LEADERBOARD_TABS.map((tab) => ({
          value: tab,
          label: TAB_LABELS[tab],
          content: tab === params.tab ? content(tab) : null,
        }))}
      />
    </>
  );
}
