import type { Matchup } from "@fragboard/core";
import { formatDecimal, formatInteger } from "../../lib/format.js";
import { matchupView } from "../../lib/league/matchup.js";
import { cx } from "./cx.js";
import { Stat } from "./Stat.js";

/** Both teams' average FACEIT Elo and rating at the match, and the Elo bar (docs/rules.md#match-history). */
export function MatchupPanel({ matchup, teams }: { matchup: Matchup; teams: readonly [string, string] }) {
  const view = matchupView(matchup);
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-2 gap-3">
        {view.teams.map((team, i) => (
          <div key={teams[i]} className={cx("rounded border border-line p-3", i === 1 && "text-right")}>
            <dt className="font-semibold">{teams[i]}</dt>
            <dd className="mt-1 text-muted">
              {team.eloMean === undefined ? (
                "No FACEIT Elo known"
              ) : (
                <>
                  Avg FACEIT Elo{" "}
                  <Stat
                    value={formatInteger(team.eloMean)}
                    tooltip={`Average FACEIT Elo of the ${team.eloPlayers} players who have one`}
                  />{" "}
                  ({team.eloPlayers} of {team.players} players)
                </>
              )}
            </dd>
            <dd className="text-muted">
              Avg rating{" "}
              <Stat
                value={formatDecimal(team.ratingMean)}
                tooltip="Average league rating at the time of the match"
              />
            </dd>
          </div>
        ))}
      </dl>
      {view.split === undefined ? (
        <p className="text-muted text-xs">No Elo bar: it needs a FACEIT Elo on both teams.</p>
      ) : (
        <div>
          <div className="flex h-3 overflow-hidden rounded bg-line" aria-hidden>
            <div className="bg-sky-500" style={{ width: `${view.split * 100}%` }} />
            <div className="flex-1 bg-amber-500" />
          </div>
          <p className="mt-1 flex justify-between text-muted text-xs">
            <span>
              {teams[0]} {Math.round(view.split * 100)}% of the two average Elos
            </span>
            <span>
              {teams[1]} {100 - Math.round(view.split * 100)}%
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
