import { calendarPaths, type TeamMatch, teamRecord } from "@fragboard/core";
import { CalendarLink } from "../../components/ui/CalendarLink.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { comparePath } from "../../lib/league/compare-link.js";
import { type Franchise, franchisePath } from "../../lib/league/franchises.js";
import { SelectionLink } from "../../lib/league/selection-link.js";

type Team = Franchise["teams"][number];

/** Player Compare with the whole roster (spec 000 §2: only when the team has players). */
export const compareHref = (team: Team) => comparePath(team.players.map((p) => p.name));

/** Breadcrumb, logo, name and tier, the regular-season record, and the Compare Chart link. */
export function TeamHeader({
  franchise,
  team,
  season,
  schedule,
}: {
  franchise: Franchise;
  team: Team;
  season: number;
  /** The team's matches, once loaded. */
  schedule: TeamMatch[] | undefined;
}) {
  const record = schedule && teamRecord(schedule, team.id);
  return (
    <header className="mb-4">
      <nav aria-label="Breadcrumb" className="mb-3 text-muted text-sm">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <SelectionLink to="/franchises" className="hover:text-accent hover:underline">
              Franchises
            </SelectionLink>
          </li>
          <li aria-hidden>›</li>
          <li>
            <SelectionLink to={franchisePath(franchise.prefix)} className="hover:text-accent hover:underline">
              {franchise.name}
            </SelectionLink>
          </li>
          <li aria-hidden>›</li>
          <li aria-current="page" className="text-ink">
            {team.name}
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-center gap-4">
        <img src={franchise.logo.url} alt="" width={64} height={64} className="size-14 shrink-0 sm:size-16" />
        <div className="min-w-48 flex-1">
          <h1 className="flex flex-wrap items-baseline gap-x-3 font-bold text-2xl tracking-tight sm:text-3xl">
            {team.name}
            {record && (
              <Stat
                value={`(${record.wins} - ${record.losses})`}
                tooltip={`Regular-season maps won - lost in season ${season}`}
                className="font-semibold text-muted text-xl"
              />
            )}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted text-sm">
            <TierTag tier={team.tier.name} />
            <span>
              {franchise.name} ({franchise.prefix}) · Season {season}
            </span>
          </p>
        </div>
        <CalendarLink href={calendarPaths.team(team.id)} label={`${team.name}'s matches`} />
        {team.players.length > 0 && (
          <SelectionLink
            to={compareHref(team)}
            className="inline-flex h-8 items-center rounded border border-line bg-surface px-3 text-sm hover:bg-raised"
          >
            Compare Chart
          </SelectionLink>
        )}
      </div>
    </header>
  );
}
