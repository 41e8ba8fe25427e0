import { findFranchise, findTeam, teamMatchFromCore } from "@fragboard/core";
import { memo, useMemo, useState } from "react";
import { useParams } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { type Franchise, useFranchises } from "../../lib/league/franchises.js";
import { useRosterStats } from "../../lib/league/roster-stats.js";
import { useSelection } from "../../lib/league/selection.js";
import { MapAnalysis } from "./MapAnalysis.js";
import { MatchCards } from "./MatchCards.js";
import { RecordPanels } from "./RecordPanels.js";
import { RosterPanels } from "./RosterPanels.js";
import { TeamHeader } from "./TeamHeader.js";
import { TeamMatchHistory } from "./TeamMatchHistory.js";
import { TeamNotFound } from "./TeamNotFound.js";
import { useTeamHistory, useTeamMatches } from "./use-team-matches.js";
import { VetoPanels } from "./VetoPanels.js";

type Team = Franchise["teams"][number];

// Each panel renders again only when its own inputs change, not whenever another of the page's
// queries settles (the roster's stats, a FACEIT badge, the history): the match cards and the
// history alone are hundreds of elements.
const Cards = memo(MatchCards);
const Records = memo(RecordPanels);
const Vetoes = memo(VetoPanels);
const History = memo(TeamMatchHistory);
const Analysis = memo(MapAnalysis);

/** /franchises/{franchise}/{team}: the team page of spec 000 §2 and API.md §7.11–§7.14. */
export default function TeamPage() {
  const params = useParams();
  const franchiseSegment = params.franchise ?? "";
  const teamSegment = params.team ?? "";
  const franchises = useFranchises();
  const franchise = useMemo(
    () => findFranchise(franchises.data ?? [], franchiseSegment),
    [franchises.data, franchiseSegment],
  );
  const team = franchise && findTeam(franchise.teams, teamSegment);

  if (franchises.isError) return <LoadError error={franchises.error} />;
  if (franchises.isPending || franchises.season === null) return <LoadingScreen />;
  if (!franchise || !team)
    return (
      <TeamNotFound
        franchise={franchise}
        franchiseSegment={franchiseSegment}
        teamSegment={teamSegment}
        season={franchises.season}
      />
    );
  // Keyed: another team starts with the auto-refresh off and its own sort orders.
  return <TeamView key={team.id} franchise={franchise} team={team} season={franchises.season} />;
}

function TeamView({ franchise, team, season }: { franchise: Franchise; team: Team; season: number }) {
  useDocumentTitle(`${team.name} · ${franchise.name}`);
  const { matchType } = useSelection();
  const [autoRefresh, setAutoRefresh] = useState(false);
  const matches = useTeamMatches(team.id, season, autoRefresh);
  const history = useTeamHistory(matches.data);
  const steamIds = useMemo(() => team.players.map((p) => p.steam64Id), [team.players]);
  const stats = useRosterStats(steamIds, season, matchType);
  const schedule = useMemo(() => (matches.data ?? []).map(teamMatchFromCore), [matches.data]);
  const teamRef = useMemo(() => ({ id: team.id, name: team.name }), [team.id, team.name]);
  const loadedSchedule = matches.data && schedule;

  return (
    <>
      <TeamHeader franchise={franchise} team={team} season={season} schedule={loadedSchedule} />
      <RosterPanels
        franchise={franchise}
        team={team}
        stats={stats}
        noPlayers={steamIds.length === 0}
        season={season}
        matchType={matchType}
      />
      {matches.isError ? (
        <LoadError error={matches.error} />
      ) : (
        <>
          <Cards
            prefix={franchise.prefix}
            team={teamRef}
            matches={matches.data}
            refreshing={matches.isFetching}
            updatedAt={matches.dataUpdatedAt}
            autoRefresh={autoRefresh}
            onAutoRefresh={setAutoRefresh}
          />
          <Records team={teamRef} schedule={loadedSchedule} />
          <Vetoes team={teamRef} schedule={loadedSchedule} />
        </>
      )}
      <History team={teamRef} matches={matches.data} history={history} />
      <Analysis team={teamRef} schedule={loadedSchedule} history={history} />
    </>
  );
}
