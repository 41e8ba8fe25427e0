import { useDocumentTitle } from "../../lib/document-title.js";
import { type Franchise, franchisePath, teamPath } from "../../lib/league/franchises.js";
import { SelectionLink } from "../../lib/league/selection-link.js";

/** The address names no franchise, or no team of the franchise: say which, and offer the way back. */
export function TeamNotFound({
  franchise,
  franchiseSegment,
  teamSegment,
  season,
}: {
  franchise: Franchise | undefined;
  franchiseSegment: string;
  teamSegment: string;
  season: number;
}) {
  useDocumentTitle(franchise ? "Team not found" : "Franchise not found");
  const link = "underline hover:text-accent";
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="font-bold text-2xl">{franchise ? "Team not found" : "Franchise not found"}</h1>
      <p className="mt-2 text-muted">
        {franchise ? (
          <>
            {franchise.name} has no team named <span className="font-semibold text-ink">“{teamSegment}”</span>{" "}
            in season {season}.
          </>
        ) : (
          <>
            No active franchise of season {season} has the prefix or name{" "}
            <span className="font-semibold text-ink">“{franchiseSegment}”</span>.
          </>
        )}
      </p>
      {franchise && franchise.teams.length > 0 && (
        <nav aria-label={`${franchise.name} teams`} className="mt-6">
          <ul className="flex flex-wrap justify-center gap-2">
            {franchise.teams.map((team) => (
              <li key={team.id}>
                <SelectionLink
                  to={teamPath(franchise.prefix, team.name)}
                  className="inline-block rounded-full border border-line px-3 py-1 hover:bg-raised"
                >
                  {team.name}
                </SelectionLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="mt-6 flex justify-center gap-4">
        {franchise && (
          <SelectionLink to={franchisePath(franchise.prefix)} className={link}>
            {franchise.name}
          </SelectionLink>
        )}
        <SelectionLink to="/franchises" className={link}>
          Every franchise
        </SelectionLink>
      </p>
    </div>
  );
}
