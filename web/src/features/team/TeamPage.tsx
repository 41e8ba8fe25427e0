import { findFranchise, findTeam, teamMatchFromCore } from "@fragboard/core";
import { useMemo, useState } from "react";
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
  const teamRef = { id: team.id, name: team.name };

  return (
    <>
      <TeamHeader franchise={franchise} team={team} season={season} schedule={matches.data && schedule} />
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
          <MatchCards
            prefix={franchise.prefix}
            team={teamRef}
            matches={matches.data}
            refreshing={matches.isFetching}
            updatedAt={matches.dataUpdatedAt}
            autoRefresh={autoRefresh}
            onAutoRefresh={setAutoRefresh}
          />
          <RecordPanels team={teamRef} schedule={matches.data && schedule} />
          <VetoPanels team={teamRef} schedule={matches.data && schedule} />
        </>
      )}
      <TeamMatchHistory team={teamRef} matches={matches.data} history={history} />
      <MapAnalysis team={teamRef} schedule={matches.data && schedule} history={history} />
    </>
  );
}
