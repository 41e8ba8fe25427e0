import { calendarPaths } from "@fragboard/core";
import { Fragment } from "react";
import { CalendarLink } from "../../components/ui/CalendarLink.js";
import { assistantGms, type Franchise } from "../../lib/league/franchises.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink } from "../../lib/league/selection-link.js";

/** Name and management over the franchise's logo, drawn large and faint as the background. */
export function FranchiseHeader({ franchise, season }: { franchise: Franchise; season: number }) {
  const agms = assistantGms(franchise);
  return (
    <header className="relative mb-4 overflow-hidden rounded-md border border-line bg-surface p-4 sm:p-6">
      <img
        src={franchise.logo.url}
        alt=""
        aria-hidden
        className="-right-10 -top-10 pointer-events-none absolute size-72 opacity-10 blur-[1px] sm:size-96"
      />
      <nav aria-label="Breadcrumb" className="relative mb-2 text-muted text-sm">
        <SelectionLink to="/franchises" className="hover:text-accent hover:underline">
          Franchises
        </SelectionLink>
      </nav>
      {/* On a narrow phone "Add to calendar" wraps under the name: beside it, at 320 px, the
          name and its line were squeezed to ~20 px ("SAV · Season 15" one word a line). */}
      <div className="relative flex flex-wrap items-center gap-4">
        <img src={franchise.logo.url} alt="" width={80} height={80} className="size-16 shrink-0 sm:size-20" />
        <div className="min-w-0 flex-1 basis-40">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{franchise.name}</h1>
          <p className="text-muted text-sm">
            <span title="Franchise prefix">{franchise.prefix}</span> · Season {season} ·{" "}
            <span title="Teams this season">
              {franchise.teams.length} team{franchise.teams.length === 1 ? "" : "s"}
            </span>
          </p>
        </div>
        <CalendarLink
          href={calendarPaths.franchise(franchise.prefix, season)}
          label={`every ${franchise.name} match of season ${season}`}
        />
      </div>
      <dl className="relative mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">General Manager</dt>
        <dd>{franchise.gm ? <PlayerLink name={franchise.gm.name} /> : "vacant"}</dd>
        {agms.length > 0 && (
          <>
            <dt className="text-muted">Asst. GM{agms.length > 1 ? "s" : ""}</dt>
            <dd>
              {agms.map((p, i) => (
                <Fragment key={p.id}>
                  {i > 0 && ", "}
                  <PlayerLink name={p.name} />
                </Fragment>
              ))}
            </dd>
          </>
        )}
      </dl>
    </header>
  );
}

function PlayerLink({ name }: { name: string }) {
  return (
    <SelectionLink to={playerPath(name)} className="font-semibold hover:text-accent hover:underline">
      {name}
    </SelectionLink>
  );
}
