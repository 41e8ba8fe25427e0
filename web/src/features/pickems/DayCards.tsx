import {
  type CoreMatch,
  PICKEM_LOCK_WARNING_MINUTES,
  type PickemsConsensus,
  type Picks,
  pickLockTime,
} from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { LockIcon } from "../../components/ui/LockIcon.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatWeekday } from "../../lib/format.js";
import { MatchPick } from "./MatchPick.js";
import { consensusOf, dayScore, localDay, type MatchDayCard, type Timeframe } from "./pickems-days.js";

/** "2 h 05 min" until the day's first open match locks. */
function countdown(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, "0")} min` : `${minutes} min`;
}

/** Today's card says when its next match locks, red under 2 hours (API.md §7.16). */
function LockCountdown({ matches, now }: { matches: readonly CoreMatch[]; now: number }) {
  const next = matches.map((m) => pickLockTime(m.scheduledDate)).find((t) => t >= now);
  if (next === undefined) return null;
  const left = next - now;
  return (
    <span className={cx("text-xs", left < PICKEM_LOCK_WARNING_MINUTES * 60_000 ? "text-bad" : "text-muted")}>
      <LockIcon /> Picks lock in {countdown(left)}
    </span>
  );
}

/** The day cards of the chosen timeframes, newest day first. */
export function DayCards({
  cards,
  timeframes,
  picks,
  winners,
  consensus,
  now,
  onPick,
}: {
  cards: readonly MatchDayCard[];
  timeframes: readonly Timeframe[];
  picks: Picks;
  winners: ReadonlyMap<string, string>;
  consensus: PickemsConsensus | undefined;
  now: number;
  onPick?: (match: CoreMatch, teamId: string | null) => void;
}) {
  const shown = cards.filter((card) => timeframes.includes(card.timeframe));
  if (shown.length === 0)
    return (
      <p className="py-8 text-center text-muted">No matches in the chosen weeks. Try another timeframe.</p>
    );
  const today = localDay(new Date(now));
  return (
    <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
      {shown.map((card) => {
        const score = dayScore(card.matches, picks, winners);
        return (
          <li key={card.day}>
            <section
              aria-label={formatWeekday(card.day)}
              className="h-full rounded-md border border-line bg-surface p-3"
            >
              <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{formatWeekday(card.day)}</h2>
                {card.day === today ? (
                  <LockCountdown matches={card.matches} now={now} />
                ) : (
                  <Stat value={score.value} tooltip={score.tooltip} className="text-muted text-xs" />
                )}
              </header>
              <ul className="grid gap-2">
                {card.matches.map((match) => (
                  <MatchPick
                    key={match.id}
                    match={match}
                    pick={picks[match.id] ?? null}
                    winner={winners.get(match.id)}
                    consensus={consensusOf(consensus, match)}
                    now={now}
                    onPick={onPick && ((teamId) => onPick(match, teamId))}
                  />
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
