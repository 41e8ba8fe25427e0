import { type MatchType, mmrCapUsage, teamAverages } from "@fragboard/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { Avatar } from "../../components/ui/Avatar.js";
import { cx } from "../../components/ui/cx.js";
import { FaceitBadge } from "../../components/ui/FaceitBadge.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { ContractMarker, RoleMarkers } from "../../components/ui/RosterMarkers.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal, formatFraction, formatInteger, formatMmr } from "../../lib/format.js";
import { assistantGms, type Franchise } from "../../lib/league/franchises.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { type RosterStatLines, rosterLine, rosterRole } from "../../lib/league/roster-stats.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { useNoveltyRoles } from "../../lib/league/use-novelty-roles.js";
import type { RosterStats } from "../../lib/queries/franchises.js";
import { sortRows } from "../../lib/sort.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { Panel } from "./Panel.js";

type Team = Franchise["teams"][number];

/** Team averages, MMR cap usage and a card per roster player. */
export function RosterPanels({
  franchise,
  team,
  stats,
  noPlayers,
  season,
  matchType,
}: {
  franchise: Franchise;
  team: Team;
  stats: UseQueryResult<RosterStatLines>;
  noPlayers: boolean;
  season: number;
  matchType: MatchType;
}) {
  const noveltyRoles = useNoveltyRoles();
  const roster = useMemo(
    () =>
      team.players.map((player) => {
        const line = rosterLine(stats.data, player.steam64Id, team.tier.name);
        return { player, line, role: rosterRole(player.steam64Id, line, noveltyRoles) };
      }),
    [team, stats.data, noveltyRoles],
  );
  const scope = `${matchType} maps of season ${season}`;

  return (
    <div className="mb-4 grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="grid content-start gap-4">
        <Panel title="Team averages">
          {noPlayers ? (
            <p className="text-muted text-sm">Nobody is signed to {team.name}.</p>
          ) : stats.isError ? (
            <LoadError error={stats.error} />
          ) : stats.isPending ? (
            <InlineLoading what="team averages" />
          ) : (
            <Averages roster={roster} scope={scope} />
          )}
        </Panel>
        <Panel title="MMR cap">
          <CapBar team={team} />
        </Panel>
      </div>
      <Panel title="Players">
        {noPlayers ? (
          <p className="text-muted text-sm">Nobody is signed to {team.name}.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {sortRows(roster, (r) => r.player.mmr ?? undefined, "desc").map((r) => (
              <li key={r.player.id}>
                <PlayerCard
                  {...r}
                  captain={team.captain?.steam64Id === r.player.steam64Id}
                  gm={franchise.gm?.id === r.player.id}
                  agm={assistantGms(franchise).some((p) => p.id === r.player.id)}
                  pending={stats.isPending && !noPlayers}
                  scope={scope}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

type RosterRow = { player: Team["players"][number]; line: RosterStats | undefined; role: string };

/** "Our rules" 7: each figure is the mean over the roster players with stats. */
function Averages({ roster, scope }: { roster: RosterRow[]; scope: string }) {
  const averages = teamAverages(roster.map((r) => ({ mmr: r.player.mmr, stats: r.line })));
  if (!averages) return <p className="text-muted text-sm">No player of the roster has {scope} yet.</p>;
  const over = `over the ${averages.players} roster player${averages.players === 1 ? "" : "s"} with ${scope}`;
  const figures: [string, string, string][] = [
    ["MMR", formatMmr(averages.mmr), `Average MMR ${over}`],
    ["Rating", formatDecimal(averages.rating), `Average ${STAT_DESCRIPTIONS.rating} ${over}`],
    ["ADR", formatDecimal(averages.adr, 1), `Average ${STAT_DESCRIPTIONS.adr} ${over}`],
    ["KAST", formatFraction(averages.kast), `Average ${STAT_DESCRIPTIONS.kast} ${over}`],
    ["Impact", formatDecimal(averages.impact), `Average ${STAT_DESCRIPTIONS.impact} ${over}`],
    ["EF", formatDecimal(averages.ef, 1), `Average ${STAT_DESCRIPTIONS.ef} ${over}`],
    ["Util dmg", formatDecimal(averages.utilDmg, 1), `Average ${STAT_DESCRIPTIONS.utilDmg} ${over}`],
    ["Clutch", formatDecimal(averages.clutchR, 3), `Average ${STAT_DESCRIPTIONS.clutchR} ${over}`],
  ];
  return (
    <>
      <dl className="grid grid-cols-4 gap-x-3 gap-y-2 lg:grid-cols-2">
        {figures.map(([label, value, tooltip]) => (
          <div key={label}>
            <dt className="text-muted text-xs">{label}</dt>
            <dd className="font-semibold text-lg">
              <Stat value={value} tooltip={tooltip} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted text-xs">
        {averages.players} of {roster.length} players have stats.
      </p>
    </>
  );
}

/** Roster MMR against the tier's cap (API.md §7.11): a bar, red past the cap. */
function CapBar({ team }: { team: Team }) {
  const usage = mmrCapUsage(
    team.players.map((p) => p.mmr),
    team.tier.mmrCap,
  );
  const available = usage.overCap
    ? `${formatInteger(-usage.available)} MMR over the cap`
    : `Available MMR: ${formatInteger(usage.available)}`;
  return (
    <>
      <p className="flex items-baseline justify-between gap-2">
        <Stat
          value={`${formatInteger(usage.total)} / ${formatInteger(usage.cap)}`}
          tooltip={`Sum of the roster's MMR / the ${team.tier.name} cap. ${available}`}
          className="font-semibold text-lg"
        />
        <Stat
          value={`${usage.usagePct.toFixed(2)}%`}
          tooltip="Share of the cap the roster uses"
          className={cx("text-sm", usage.overCap ? "text-bad" : "text-muted")}
        />
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled across browsers */}
      <div
        role="meter"
        aria-label="MMR cap usage"
        aria-valuemin={0}
        aria-valuemax={usage.cap}
        aria-valuenow={Math.min(usage.total, usage.cap)}
        aria-valuetext={`${formatInteger(usage.total)} of ${formatInteger(usage.cap)}. ${available}`}
        title={available}
        className="mt-1 h-3 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full"
          style={{
            width: `${Math.min(usage.usagePct, 100)}%`,
            backgroundColor: usage.overCap ? "var(--color-bad)" : tierColour(team.tier.name),
          }}
        />
      </div>
      <p className={cx("mt-1 text-xs", usage.overCap ? "text-bad" : "text-muted")}>
        <Stat value={available} tooltip="The tier's cap minus the roster's MMR" />
      </p>
    </>
  );
}

function PlayerCard({
  player,
  line,
  role,
  captain,
  gm,
  agm,
  pending,
  scope,
}: RosterRow & { captain: boolean; gm: boolean; agm: boolean; pending: boolean; scope: string }) {
  const value = (format: () => string) => (pending ? "…" : line ? format() : "-");
  return (
    <article className="flex h-full gap-3 rounded border border-line bg-bg/40 p-3">
      <Avatar src={player.avatarUrl} name={player.name} className="size-12 text-lg" />
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-1.5 font-semibold">
          <SelectionLink to={playerPath(player.name)} className="break-all hover:text-accent hover:underline">
            {player.name}
          </SelectionLink>
          <RoleMarkers captain={captain} gm={gm} agm={agm} />
          <FaceitBadge steam64Id={player.steam64Id} name={player.name} compact />
          <ContractMarker type={player.type} />
        </h3>
        <p className="text-muted text-xs">
          {role} · MMR{" "}
          <Stat value={formatMmr(player.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} className="text-ink" />
        </p>
        <dl className="mt-2 grid grid-cols-4 gap-1 text-xs">
          {(
            [
              ["Rating", () => formatDecimal(line?.rating), STAT_DESCRIPTIONS.rating],
              ["Maps", () => formatInteger(line?.gameCount), STAT_DESCRIPTIONS.gameCount],
              ["ADR", () => formatDecimal(line?.adr, 1), STAT_DESCRIPTIONS.adr],
              ["KAST", () => formatFraction(line?.kast, 0), STAT_DESCRIPTIONS.kast],
            ] as const
          ).map(([label, format, tooltip]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold text-sm">
                <Stat
                  value={value(format)}
                  tooltip={line ? `${tooltip} (${line.tier}, ${scope})` : `No ${scope}`}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
