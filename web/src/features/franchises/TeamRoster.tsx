import { averageTeamRating, type MatchType, mmrCapUsage } from "@fragboard/core";
import { useMemo, useState } from "react";
import { Avatar } from "../../components/ui/Avatar.js";
import { cx } from "../../components/ui/cx.js";
import { FaceitBadge } from "../../components/ui/FaceitBadge.js";
import { ContractMarker, RoleMarkers } from "../../components/ui/RosterMarkers.js";
import { SortableHeader } from "../../components/ui/SortableHeader.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { formatDecimal, formatInteger, formatMmr } from "../../lib/format.js";
import { type Franchise, teamPath } from "../../lib/league/franchises.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { type RosterStatLines, rosterLine, rosterRole } from "../../lib/league/roster-stats.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { useNoveltyRoles } from "../../lib/league/use-novelty-roles.js";
import { type SortDirection, type SortState, sortRows } from "../../lib/sort.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

type Team = Franchise["teams"][number];
type Management = { gm: string | undefined; agms: ReadonlySet<string> };

const COLUMNS = {
  name: { label: "Player", tooltip: "Player name", first: "asc" },
  mmr: { label: "MMR", tooltip: STAT_DESCRIPTIONS.mmr, first: "desc" },
  role: { label: "Role", tooltip: "Role from his season stats", first: "asc" },
  rating: { label: "Rating", tooltip: STAT_DESCRIPTIONS.rating, first: "desc" },
} as const satisfies Record<string, { label: string; tooltip: string; first: SortDirection }>;
type Column = keyof typeof COLUMNS;

/** One team of the franchise page: tier colour, averages against the cap, and its sortable roster. */
export function TeamRoster({
  prefix,
  team,
  stats,
  statsPending,
  management,
  matchType,
}: {
  prefix: string;
  team: Team;
  stats: RosterStatLines | undefined;
  statsPending: boolean;
  management: Management;
  matchType: MatchType;
}) {
  const noveltyRoles = useNoveltyRoles();
  const [sort, setSort] = useState<SortState<Column>>({ key: "mmr", direction: "desc" });
  const rows = useMemo(
    () =>
      team.players.map((player) => {
        const line = rosterLine(stats, player.steam64Id, team.tier.name);
        return { player, line, role: rosterRole(player.steam64Id, line, noveltyRoles) };
      }),
    [team, stats, noveltyRoles],
  );
  const sorted = useMemo(() => {
    const value = {
      name: (r: (typeof rows)[number]) => r.player.name,
      mmr: (r: (typeof rows)[number]) => r.player.mmr ?? undefined,
      role: (r: (typeof rows)[number]) => (r.role === "-" ? undefined : r.role),
      rating: (r: (typeof rows)[number]) => r.line?.rating,
    }[sort.key];
    return sortRows(rows, value, sort.direction);
  }, [rows, sort]);

  const average = averageTeamRating(rows.map((r) => ({ type: r.player.type, rating: r.line?.rating })));
  const cap = mmrCapUsage(
    team.players.map((p) => p.mmr),
    team.tier.mmrCap,
  );

  return (
    <section
      aria-labelledby={`team-${team.id}`}
      className="rounded-md border border-line border-l-4 bg-surface"
      style={{ borderLeftColor: tierColour(team.tier.name) }}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-line border-b px-3 py-2">
        <h2 id={`team-${team.id}`} className="font-semibold text-base">
          <SelectionLink to={teamPath(prefix, team.name)} className="hover:text-accent hover:underline">
            {team.name}
          </SelectionLink>
        </h2>
        <TierTag tier={team.tier.name} />
        <span className="ml-auto flex gap-3 text-muted text-xs">
          <span>
            Avg rating{" "}
            <Stat
              value={statsPending ? "…" : formatDecimal(average ?? undefined)}
              tooltip="Average rating of the roster players with stats, inactive reserves left out"
              className="text-ink"
            />
          </span>
          <span>
            MMR{" "}
            <Stat
              value={`${formatInteger(cap.total)} / ${formatInteger(cap.cap)}`}
              tooltip={`Roster MMR against the ${team.tier.name} cap: ${
                cap.overCap
                  ? `${formatInteger(-cap.available)} over`
                  : `${formatInteger(cap.available)} available`
              }`}
              className={cx(cap.overCap ? "text-bad" : "text-ink")}
            />
          </span>
        </span>
      </header>
      {team.players.length === 0 ? (
        <p className="p-3 text-muted text-sm">Nobody is signed to {team.name} yet.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{team.name} roster</caption>
          <thead className="text-muted text-xs">
            <tr>
              {(Object.keys(COLUMNS) as Column[]).map((key) => (
                <SortableHeader
                  key={key}
                  sortKey={key}
                  sort={sort}
                  onSort={setSort}
                  tooltip={COLUMNS[key].tooltip}
                  firstDirection={COLUMNS[key].first}
                  align={key === "mmr" || key === "rating" ? "right" : "left"}
                  className={cx("px-2 py-2 font-semibold", key === "role" && "hidden min-[400px]:table-cell")}
                >
                  {COLUMNS[key].label}
                </SortableHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map(({ player, line, role }) => (
              <tr key={player.id} className="border-line border-t">
                <td className="px-2 py-1.5">
                  <div className="flex items-center gap-2">
                    <Avatar src={player.avatarUrl} name={player.name} className="size-6 text-xs" />
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
                        <SelectionLink
                          to={playerPath(player.name)}
                          className="break-all font-medium hover:text-accent hover:underline"
                        >
                          {player.name}
                        </SelectionLink>
                        <RoleMarkers
                          captain={team.captain?.steam64Id === player.steam64Id}
                          gm={management.gm === player.id}
                          agm={management.agms.has(player.id)}
                        />
                        <ContractMarker type={player.type} />
                        <FaceitBadge steam64Id={player.steam64Id} name={player.name} compact />
                      </div>
                      {/* The role column does not fit a phone: the role goes under the name there. */}
                      <div className="text-muted text-xs min-[400px]:hidden">{role}</div>
                    </div>
                  </div>
                </td>
                <td className="px-2 py-1.5 text-right">
                  <Stat value={formatMmr(player.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} />
                </td>
                <td className="hidden px-2 py-1.5 min-[400px]:table-cell">{role}</td>
                <td className="px-2 py-1.5 text-right">
                  <Stat
                    value={statsPending ? "…" : formatDecimal(line?.rating)}
                    tooltip={
                      line
                        ? `Rating over ${line.gameCount} ${matchType} map${line.gameCount === 1 ? "" : "s"} in ${line.tier}`
                        : `No ${matchType} maps this season`
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
