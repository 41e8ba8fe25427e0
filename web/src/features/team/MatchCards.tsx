import { banRounds, type CoreMatch, type MatchCard, matchCard, teamMatchFromCore } from "@fragboard/core";
import { memo } from "react";
import { cx } from "../../components/ui/cx.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDayTime } from "../../lib/format.js";
import { teamPath } from "../../lib/league/franchises.js";
import { mapName } from "../../lib/league/map-name.js";
import { headToHeadPath, matchPath } from "../../lib/league/match-paths.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { AutoRefreshSwitch } from "./AutoRefreshSwitch.js";
import { Panel } from "./Panel.js";

type TeamRef = { id: string; name: string };

/** Playoff days are P1, P2…; a series may still show one map (or none) while it is being played. */
const isPlayoffDay = (match: CoreMatch) => match.matchDay.number.startsWith("P") || match.stats.length > 1;

/** "M3 | Nov 6, 8:30 PM" in the viewer's time zone (API.md §7.13's header). */
const cardHeading = (match: CoreMatch) => `${match.matchDay.number} | ${formatDayTime(match.scheduledDate)}`;

/**
 * The team's playoff series, with the auto-refresh switch, then its regular-season matches: one
 * card each in the three states of API.md §7.13.
 */
export function MatchCards({
  prefix,
  team,
  matches,
  refreshing,
  updatedAt,
  autoRefresh,
  onAutoRefresh,
}: {
  prefix: string;
  team: TeamRef;
  matches: CoreMatch[] | undefined;
  refreshing: boolean;
  updatedAt: number;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
}) {
  const playoffs = (matches ?? []).filter(isPlayoffDay);
  const regular = (matches ?? []).filter((m) => !isPlayoffDay(m));
  const cards = (list: CoreMatch[]) => (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {list.map((match) => (
        <li key={match.id}>
          <MatchCardView match={match} team={team} prefix={prefix} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mb-4 grid gap-4">
      <Panel
        title="Playoffs"
        aside={
          <AutoRefreshSwitch
            on={autoRefresh}
            onChange={onAutoRefresh}
            refreshing={refreshing}
            updatedAt={updatedAt}
          />
        }
      >
        {!matches ? (
          <InlineLoading what="matches" />
        ) : playoffs.length === 0 ? (
          <p className="text-muted text-sm">{team.name} has no playoff matches this season.</p>
        ) : (
          cards(playoffs)
        )}
      </Panel>
      <Panel title="Regular season">
        {!matches ? (
          <InlineLoading what="matches" />
        ) : regular.length === 0 ? (
          <p className="text-muted text-sm">
            {team.name} has no regular-season matches scheduled this season.
          </p>
        ) : (
          cards(regular)
        )}
      </Panel>
    </div>
  );
}

const STATE_STYLE: Record<"won" | "lost" | "in-progress" | "neutral", string> = {
  won: "border-good/60 bg-good/10",
  lost: "border-bad/60 bg-bad/10",
  "in-progress": "border-yellow-400 bg-yellow-400/5",
  neutral: "border-line bg-bg/40",
};

function cardStyle(card: MatchCard) {
  if (card.status === "in-progress") return STATE_STYLE["in-progress"];
  return card.result ? STATE_STYLE[card.result] : STATE_STYLE.neutral;
}

// Memoised: an auto-refresh tick re-renders the switch's "updated" time, not every card.
const MatchCardView = memo(function MatchCardView({
  match,
  team,
  prefix,
}: {
  match: CoreMatch;
  team: TeamRef;
  prefix: string;
}) {
  const teamMatch = teamMatchFromCore(match);
  const card = matchCard(teamMatch, team.id);
  const home = match.home.id === team.id;
  const opponent = home ? match.away : match.home;
  const bans = card.showScorelineAndBans && match.lobby.mapBans.length > 0 ? banRounds(teamMatch) : null;

  return (
    <article
      aria-label={`${match.matchDay.number} against ${opponent.name}`}
      className={cx("flex h-full flex-col gap-2 rounded border-2 p-3 text-sm", cardStyle(card))}
    >
      <header className="flex items-baseline justify-between gap-2 text-muted text-xs">
        <span>{cardHeading(match)}</span>
        {/* The league's match id ("s15-recruit-m1-1") means nothing to a reader: the link says where it goes. */}
        <SelectionLink to={matchPath(match.id)} className="shrink-0 hover:text-accent hover:underline">
          Match page
          <span className="sr-only">
            : {match.matchDay.number} against {opponent.name}
          </span>
        </SelectionLink>
      </header>
      <p className="flex items-center gap-2">
        <span className="text-muted">{home ? "vs" : "@"}</span>
        <img src={opponent.franchise.logo.url} alt="" width={20} height={20} className="size-5" />
        <SelectionLink
          to={teamPath(opponent.franchise.prefix, opponent.name)}
          className="truncate font-semibold hover:text-accent hover:underline"
        >
          {opponent.name}
        </SelectionLink>
        {opponent.franchise.prefix === prefix && <span className="text-muted text-xs">(own franchise)</span>}
        <SelectionLink
          to={headToHeadPath(team.id, opponent.id)}
          title={`Every map ${team.name} and ${opponent.name} played against each other`}
          className="ml-auto shrink-0 text-muted text-xs hover:text-accent hover:underline"
        >
          H2H
        </SelectionLink>
      </p>
      <CardState card={card} series={isPlayoffDay(match)} />
      {card.maps.length > 0 && (
        <ul className="grid gap-0.5">
          {card.maps.map((map) => (
            <li key={map.mapNumber} className="flex justify-between gap-2">
              <span>{mapName(map.mapName)}</span>
              <Stat
                value={`${map.score} : ${map.opponentScore}`}
                tooltip={`Rounds won by ${team.name} : by ${opponent.name} on ${mapName(map.mapName)}`}
                className={cx("font-semibold", map.score > map.opponentScore ? "text-good" : "text-red-400")}
              />
            </li>
          ))}
        </ul>
      )}
      {(bans || card.demoUrl) && (
        <div className="mt-auto flex flex-wrap items-start gap-3 text-xs">
          {bans && (
            <details className="min-w-0 flex-1">
              <summary className="cursor-pointer text-muted hover:text-ink">Bans</summary>
              <table className="mt-1 w-full">
                <caption className="sr-only">
                  Map bans of {match.matchDay.number} against {opponent.name}
                </caption>
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="text-left font-normal">
                      <span className="sr-only">Round</span>
                    </th>
                    {bans.columns.map((name) => (
                      <th key={name} scope="col" className="text-left font-normal">
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {bans.rows.map((row) => (
                    <tr key={row.round}>
                      <th scope="row" className="pr-2 text-left font-normal text-muted">
                        Round {row.round}
                      </th>
                      {row.bans.map((ban, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the two ban columns are fixed
                        <td key={i}>{ban ? mapName(ban) : "-"}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
          {card.demoUrl && (
            <a href={card.demoUrl} className="text-muted underline hover:text-ink">
              Demo
            </a>
          )}
        </div>
      )}
    </article>
  );
});

/** The state line: the spec's two texts before completion, then won or lost in words (not colour alone). */
function CardState({ card, series }: { card: MatchCard; series: boolean }) {
  if (card.status === "not-played") return <p className="text-muted">Match hasn't been played yet.</p>;
  const won = card.maps.filter((m) => m.score > m.opponentScore).length;
  const tally = series && card.maps.length > 0 ? ` ${won}–${card.maps.length - won}` : "";
  if (card.status === "in-progress")
    return (
      <p className="font-semibold text-yellow-300">
        Match in progress.{tally && <span className="ml-1 font-normal text-muted">Series{tally}</span>}
      </p>
    );
  if (!card.result) return <p className="text-muted">Completed, no score recorded.</p>;
  return (
    <p className={cx("font-semibold", card.result === "won" ? "text-good" : "text-red-400")}>
      {card.result === "won" ? "Won" : "Lost"}
      {tally}
    </p>
  );
}
