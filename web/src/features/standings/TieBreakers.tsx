import type { Standings } from "@fragboard/core";

/** The order of tie-breakers (docs/rules.md#standings). */
const CRITERIA = [
  "Head-to-head: most maps won against the other tied teams",
  "Head-to-head: best round difference in those maps",
  "Strength of schedule (SoS)",
  "Round difference over the season",
];

/** The Tie-Breakers list with the ones this tier needed, and the footnotes of the columns. */
export function TieBreakers({ standings, extras }: { standings: Standings; extras: boolean }) {
  return (
    <div className="mt-4 grid gap-4 text-sm md:grid-cols-2">
      <section aria-labelledby="tie-breakers" className="rounded-md border border-line bg-surface p-3">
        <h2 id="tie-breakers" className="mb-2 font-semibold">
          Tie-Breakers
        </h2>
        <p className="mb-1 text-muted">Teams level on wins are ordered by, in turn:</p>
        <ol className="list-decimal space-y-0.5 pl-5">
          {CRITERIA.map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ol>
        <p className="mt-2 text-muted text-xs">
          With three or more teams level, each criterion splits them into groups, and a group still level
          starts again from head-to-head among its own teams.
        </p>
        <h3 className="mt-3 mb-1 font-semibold text-muted text-xs uppercase tracking-wide">
          Applied in {standings.tier}
        </h3>
        {standings.tieBreakers.length === 0 ? (
          <p className="text-muted">No ties to break yet.</p>
        ) : (
          <ul className="space-y-0.5">
            {standings.tieBreakers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="standings-notes"
        className="rounded-md border border-line bg-surface p-3 text-muted"
      >
        <h2 id="standings-notes" className="mb-2 font-semibold text-ink">
          Notes
        </h2>
        <ul className="space-y-1">
          <li>Regular-season Regulation maps only; each map counts as one win or loss.</li>
          <li>
            Rounds: won:lost, their difference and the share won. CT, T and Pistols: the share of those rounds
            won.
          </li>
          <li>SoS (strength of schedule): the mean win % of the opponents a team has faced.</li>
          <li>
            Match Day: the maps played by the first-placed team. The dotted line marks the last playoff place
            ({standings.playoffLine} in {standings.tier}).
          </li>
          {extras && (
            <li>
              Elo: every team starts at 1000; after each map it gains the map's round difference plus 51.333 ×
              (result − expected result), both teams rated as they stood before the map.
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}
