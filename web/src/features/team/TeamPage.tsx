import { findTeam, teamMatchFromCore } from "@fragboard/core";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { useParams } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { type Franchise, useFranchise } from "../../lib/league/franchises.js";
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
  // Only the team's franchise is fetched (the server matches the segment as findFranchise does).
  const found = useFranchise(franchiseSegment);
  const franchise = found.data ?? undefined;
  const team = franchise && findTeam(franchise.teams, teamSegment);
  const blank = !franchiseSegment.trim();

  if (found.isError) return <LoadError error={found.error} />;
  if (found.season === null || (found.isPending && !blank)) return <LoadingScreen />;
  if (!franchise || !team)
    return (
      <TeamNotFound
        franchise={franchise}
        franchiseSegment={franchiseSegment}
        teamSegment={teamSegment}
        season={found.season}
      />
    );
  // Keyed: another team starts with the auto-refresh off and its own sort orders.
  return <TeamView key={team.id} franchise={franchise} team={team} season={found.season} />;
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

  // The header, the roster and the match panels take their shape from the schedule and the roster
  // stats: drawing them before those arrive moved everything below (a layout shift of 0.5 on a
  // desktop screen). The match history and map analysis lower down still load on their own.
  // Deferred: the whole page's first render then runs as a background render React splits into
  // short slices, not one long task that blocks input.
  const loading = useDeferredValue(matches.isLoading || stats.isLoading);
  if (loading) return <LoadingScreen />;
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
