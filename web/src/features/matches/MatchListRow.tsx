import type { MatchListItem } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { formatDayTime } from "../../lib/format.js";
import { mapName } from "../../lib/league/map-name.js";
import { matchPath } from "../../lib/league/match-paths.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { TeamBadge } from "./TeamBadge.js";

/** The score of each played map, or the scheduled time in the viewer's time zone. */
function Result({ match }: { match: MatchListItem }) {
  if (match.maps.length === 0)
    return (
      <span className="text-muted text-xs" title="Scheduled (your time zone)">
        <time dateTime={match.scheduledDate}>{formatDayTime(match.scheduledDate)}</time>
      </span>
    );
  return (
    <span className="flex flex-col items-center gap-0.5">
      {match.maps.map((map) => (
        <span
          key={map.matchId}
          className="num whitespace-nowrap font-semibold"
          title={`Map ${map.mapNumber}: ${mapName(map.mapName)}, ${map.homeScore}–${map.awayScore}`}
        >
          <span className={cx(map.homeScore > map.awayScore ? "text-good" : "text-muted")}>
            {map.homeScore}
          </span>
          <span className="text-muted"> : </span>
          <span className={cx(map.awayScore > map.homeScore ? "text-good" : "text-muted")}>
            {map.awayScore}
          </span>
          <span className="ml-1.5 font-normal text-muted text-xs">{mapName(map.mapName)}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * One match of the list: both teams, the result or the time, all one link to the match page.
 * Below 420 px the result goes under the teams: between them (a time is ~130 px) a name had ~50
 * px at 320 and read "Ro…".
 */
export function MatchListRow({ match }: { match: MatchListItem }) {
  const won = (side: "home" | "away") => match.winner === side;
  return (
    <li>
      <SelectionLink
        to={matchPath(match.id)}
        className="grid grid-cols-2 items-center gap-x-2 gap-y-1 border-l-4 px-2 py-2 hover:bg-raised/60 min-[420px]:grid-cols-[1fr_auto_1fr] sm:gap-4 sm:px-3"
        style={{ borderLeftColor: tierColour(match.tier) }}
        title={`${match.tier}: ${match.home.name} against ${match.away.name}`}
      >
        <span className="sr-only">{match.tier}:</span>
        <TeamBadge team={match.home} align="right" className={cx(won("home") && "font-semibold")} />
        <span className="col-span-2 row-start-2 justify-self-center min-[420px]:col-span-1 min-[420px]:row-start-auto">
          <Result match={match} />
        </span>
        <TeamBadge team={match.away} className={cx(won("away") && "font-semibold")} />
      </SelectionLink>
    </li>
  );
}
