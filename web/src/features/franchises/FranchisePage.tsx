import { useMemo } from "react";
import { useParams } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { assistantGms, type Franchise, useFranchise } from "../../lib/league/franchises.js";
import { useRosterStats } from "../../lib/league/roster-stats.js";
import { useSelection } from "../../lib/league/selection.js";
import { FranchiseHeader } from "./FranchiseHeader.js";
import { FranchiseNotFound } from "./FranchiseNotFound.js";
import { TeamRoster } from "./TeamRoster.js";

/** /franchises/{franchise}: by prefix or name, case-insensitive (spec 000 §2). */
export default function FranchisePage() {
  const segment = useParams().franchise ?? "";
  // Only this franchise is fetched (the server matches the segment as findFranchise does).
  const found = useFranchise(segment);

  const blank = !segment.trim();

  if (found.isError) return <LoadError error={found.error} />;
  if (found.season === null || (found.isPending && !blank)) return <LoadingScreen />;
  if (!found.data) return <FranchiseNotFound segment={segment} season={found.season} />;
  return <FranchiseView franchise={found.data} season={found.season} />;
}

function FranchiseView({ franchise, season }: { franchise: Franchise; season: number }) {
  useDocumentTitle(franchise.name);
  const { matchType } = useSelection();
  const steamIds = useMemo(
    () => franchise.teams.flatMap((t) => t.players.map((p) => p.steam64Id)),
    [franchise.teams],
  );
  const stats = useRosterStats(steamIds, season, matchType);
  const management = useMemo(
    () => ({
      gm: franchise.gm?.id,
      agms: new Set(assistantGms(franchise).map((p) => p.id)),
    }),
    [franchise],
  );

  return (
    <>
      <FranchiseHeader franchise={franchise} season={season} />
      {stats.isError && <LoadError error={stats.error} />}
      {franchise.teams.length === 0 ? (
        <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          {franchise.name} has no teams in season {season}.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {franchise.teams.map((team) => (
            <TeamRoster
              key={team.id}
              prefix={franchise.prefix}
              team={team}
              stats={stats.data}
              statsPending={stats.isPending && steamIds.length > 0}
              management={management}
              matchType={matchType}
            />
          ))}
        </div>
      )}
    </>
  );
}
