import { type CoreMatch, isPickLocked, type Pick, pickOutcome } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { LockIcon } from "../../components/ui/LockIcon.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatTime } from "../../lib/format.js";
import { matchPath } from "../../lib/league/match-paths.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import type { Consensus } from "./pickems-days.js";

type Side = { id: string; name: string; logo: string };

const sidesOf = (match: CoreMatch): [Side, Side] => [
  { id: match.home.id, name: match.home.name, logo: match.home.franchise.logo.url },
  { id: match.away.id, name: match.away.name, logo: match.away.franchise.logo.url },
];

/** Picked and locked: green when right, red when wrong, amber while the result is not in; open: blue. */
function pickedClass(pick: Pick | null, locked: boolean, winner: string | undefined): string {
  if (!pick) return "";
  if (!locked) return "border-sky-400 bg-sky-500/20";
  const outcome = pickOutcome(pick, winner);
  return outcome === "correct"
    ? "border-good bg-good/20"
    : outcome === "wrong"
      ? "border-bad bg-bad/20"
      : "border-amber-400 bg-amber-500/10";
}

const OUTCOME_TEXT = { correct: "correct", wrong: "wrong", pending: "waiting for the result" } as const;

/**
 * One match of a day card: both teams as toggle buttons (a second press takes the pick back),
 * its start time and the consensus bar. `onPick` absent = read-only (someone else's sheet, a tier
 * the viewer does not play, a visitor).
 */
export function MatchPick({
  match,
  pick,
  winner,
  consensus,
  now,
  onPick,
}: {
  match: CoreMatch;
  pick: Pick | null;
  winner: string | undefined;
  consensus: Consensus | null;
  now: number;
  onPick?: (teamId: string | null) => void;
}) {
  const locked = isPickLocked(match.scheduledDate, now);
  const sides = sidesOf(match);
  const label = `${sides[0].name} vs ${sides[1].name}`;
  return (
    <li className="rounded border border-line bg-raised/40 p-2" aria-label={label}>
      <div className="mb-1.5 flex items-center justify-between gap-2 text-muted text-xs">
        <span>
          {match.matchDay.number} ·{" "}
          <time dateTime={match.scheduledDate}>{formatTime(match.scheduledDate)}</time>
        </span>
        <span className="flex items-center gap-2">
          {match.completedAt && (
            <SelectionLink to={matchPath(match.id)} className="text-accent hover:underline">
              Result
            </SelectionLink>
          )}
          {locked && (
            <span title="Picks closed 5 minutes before the start">
              <LockIcon /> Locked
            </span>
          )}
        </span>
      </div>
      {/* Below 360 px the two picks stack: side by side a name had ~75 px and was cut ("Riverdan…"). */}
      <div className="grid grid-cols-1 gap-1.5 min-[360px]:grid-cols-2">
        {sides.map((side) => {
          const picked = pick?.teamId === side.id;
          const outcome = picked && pick && locked ? OUTCOME_TEXT[pickOutcome(pick, winner)] : null;
          return (
            <button
              key={side.id}
              type="button"
              aria-pressed={picked}
              aria-disabled={!onPick || locked}
              title={
                outcome
                  ? `Your pick, ${outcome}`
                  : locked
                    ? "Locked: picks close 5 minutes before the start"
                    : onPick
                      ? picked
                        ? "Your pick: press again to take it back"
                        : `Pick ${side.name} to win`
                      : undefined
              }
              onClick={() => {
                if (onPick && !locked) onPick(picked ? null : side.id);
              }}
              className={cx(
                "flex min-h-10 items-center gap-2 rounded border border-line px-2 text-left text-sm",
                onPick && !locked ? "hover:bg-raised" : "cursor-default",
                picked && pickedClass(pick, locked, winner),
                winner === side.id && "font-semibold",
              )}
            >
              <img src={side.logo} alt="" width={20} height={20} loading="lazy" className="size-5 shrink-0" />
              <span className="min-w-0 truncate">{side.name}</span>
              {winner === side.id && (
                <span className="ml-auto text-good text-xs" title="Won the match">
                  W
                </span>
              )}
            </button>
          );
        })}
      </div>
      <ConsensusBar consensus={consensus} sides={sides} />
    </li>
  );
}

function ConsensusBar({ consensus, sides }: { consensus: Consensus | null; sides: [Side, Side] }) {
  if (!consensus) return <p className="mt-1.5 text-muted text-xs">No picks yet.</p>;
  const describe = (side: Side, count: number, share: number) =>
    `${share.toFixed(1)}% of pickers (${count}) picked ${side.name}`;
  return (
    <div className="mt-1.5 text-xs">
      <div
        className="flex h-1.5 overflow-hidden rounded bg-line"
        role="img"
        aria-label={`Consensus: ${describe(sides[0], consensus.home, consensus.homeShare)}; ${describe(sides[1], consensus.away, consensus.awayShare)}`}
      >
        <div className="bg-sky-400" style={{ width: `${consensus.homeShare}%` }} />
        <div className="bg-rose-400" style={{ width: `${consensus.awayShare}%` }} />
      </div>
      <div className="mt-0.5 flex justify-between text-muted">
        <Stat
          value={`${consensus.homeShare.toFixed(1)}%`}
          tooltip={describe(sides[0], consensus.home, consensus.homeShare)}
        />
        <Stat
          value={`${consensus.awayShare.toFixed(1)}%`}
          tooltip={describe(sides[1], consensus.away, consensus.awayShare)}
        />
      </div>
    </div>
  );
}
