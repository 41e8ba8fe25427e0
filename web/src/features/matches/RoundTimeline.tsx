import type { MatchMap, TimelineRound } from "@fragboard/core";
import { Fragment, useState } from "react";
import { cx } from "../../components/ui/cx.js";
import { KillFlags } from "../../components/ui/KillFlags.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatInteger } from "../../lib/format.js";
import { BREAKS, BUYS, playerName, REASONS, roundSummary, sideColour } from "./round-labels.js";

/**
 * One mark per round (docs/stats.md#round-timeline): above the line when the first team shown won
 * it, below when the second did, in the winning side's colour, with the win reason's sign; the
 * breaks between halves and overtimes. Hovering or focusing a mark shows its round below; a click
 * pins it in the address (`round=`), so a link can open on it.
 */
export function RoundTimeline({
  map,
  order,
  pinned,
  onPin,
}: {
  map: MatchMap;
  order: readonly [0 | 1, 0 | 1];
  pinned: number | undefined;
  onPin: (round: number | undefined) => void;
}) {
  const [looking, setLooking] = useState<number>();
  const shownNumber = looking ?? pinned;
  const shown = map.rounds.find((r) => r.number === shownNumber);
  return (
    <section aria-label="Rounds" className="grid gap-3">
      <div className="overflow-x-auto pb-1">
        <fieldset className="flex min-w-max items-stretch gap-0.5" onMouseLeave={() => setLooking(undefined)}>
          <legend className="sr-only">Round timeline</legend>
          <div aria-hidden className="mr-1 flex w-24 flex-col justify-between py-1 text-muted text-xs">
            <span className="truncate">{map.teams[order[0]].name}</span>
            <span className="truncate">{map.teams[order[1]].name}</span>
          </div>
          {map.rounds.map((round) => (
            <Fragment key={round.number}>
              <RoundMark
                map={map}
                round={round}
                top={round.winner === order[0]}
                selected={round.number === shownNumber}
                pinned={round.number === pinned}
                onLook={setLooking}
                onPin={() => onPin(round.number === pinned ? undefined : round.number)}
              />
              {round.breakAfter && (
                <hr
                  className="mx-1 h-auto w-px self-stretch border-0 bg-muted/60"
                  title={BREAKS[round.breakAfter]}
                  aria-label={BREAKS[round.breakAfter]}
                />
              )}
            </Fragment>
          ))}
        </fieldset>
      </div>
      {shown ? (
        <RoundDetails map={map} round={shown} order={order} />
      ) : (
        <p className="text-muted text-sm">
          Point at or focus a round to see its kill feed and both teams' equipment.
        </p>
      )}
    </section>
  );
}

function RoundMark({
  map,
  round,
  top,
  selected,
  pinned,
  onLook,
  onPin,
}: {
  map: MatchMap;
  round: TimelineRound;
  top: boolean;
  selected: boolean;
  pinned: boolean;
  onLook: (round: number | undefined) => void;
  onPin: () => void;
}) {
  const colour = round.winnerSide === "CT" ? "bg-sky-500/80 text-sky-950" : "bg-amber-500/80 text-amber-950";
  const summary = roundSummary(map, round);
  return (
    <button
      type="button"
      aria-label={summary}
      aria-pressed={pinned}
      title={summary}
      onMouseEnter={() => onLook(round.number)}
      onFocus={() => onLook(round.number)}
      onBlur={() => onLook(undefined)}
      onClick={onPin}
      className={cx(
        "flex h-14 w-6 shrink-0 flex-col items-center rounded-sm border text-[10px]",
        selected ? "border-ink" : "border-transparent",
        pinned && "ring-2 ring-accent",
      )}
    >
      <span
        className={cx(
          "grid h-1/2 w-full place-items-center rounded-sm font-bold",
          top ? colour : "text-muted",
        )}
      >
        {top ? REASONS[round.reason].mark : round.number}
      </span>
      <span
        className={cx(
          "grid h-1/2 w-full place-items-center rounded-sm font-bold",
          top ? "text-muted" : colour,
        )}
      >
        {top ? round.number : REASONS[round.reason].mark}
      </span>
    </button>
  );
}

/** A round's outcome, both teams' equipment and buy, and its kill feed. */
export function RoundDetails({
  map,
  round,
  order,
}: {
  map: MatchMap;
  round: TimelineRound;
  order: readonly [0 | 1, 0 | 1];
}) {
  const sideOf = (index: number | null, victim: number) => {
    const team = map.players[index ?? victim]?.team ?? 0;
    return round.sides[team];
  };
  return (
    <div className="rounded-md border border-line bg-surface" aria-live="polite">
      <p className="bg-raised px-3 py-2 font-semibold text-sm">{roundSummary(map, round)}</p>
      <dl className="grid grid-cols-2 gap-2 px-3 py-2 text-sm">
        {order.map((team) => (
          <div key={team} className={cx(team === order[1] && "text-right")}>
            <dt className={cx("truncate", sideColour(round.sides[team]))}>
              {map.teams[team].name} ({round.sides[team]})
            </dt>
            <dd>
              <Stat
                value={`$${formatInteger(round.equipment[team])}`}
                tooltip="Equipment value at the start of the round"
              />{" "}
              <span className="text-muted">{BUYS[round.buy[team]]}</span>
            </dd>
          </div>
        ))}
      </dl>
      {round.kills.length === 0 ? (
        <p className="px-3 pb-3 text-muted text-sm">No kills this round.</p>
      ) : (
        <ol aria-label={`Kill feed of round ${round.number}`} className="grid gap-0.5 px-3 pb-3 text-xs">
          {round.kills.map((kill, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a round's kills are fixed and in order
              key={i}
              className="flex flex-wrap items-center gap-1.5"
            >
              <span className="num w-10 text-muted" title="Seconds into the round">
                {kill.time.toFixed(0)}s
              </span>
              <span className={sideColour(sideOf(kill.killer, kill.victim))}>
                {playerName(map, kill.killer)}
              </span>
              <span className="text-muted">[{kill.weapon}]</span>
              <span className={sideColour(sideOf(kill.victim, kill.victim))}>
                {playerName(map, kill.victim)}
              </span>
              {kill.assister !== null && (
                <span className="text-muted">+ {playerName(map, kill.assister)}</span>
              )}
              <KillFlags
                headshot={kill.headshot}
                wallbang={kill.penetrated > 0}
                noscope={kill.noscope}
                throughSmoke={kill.throughSmoke}
                blinded={kill.killerBlinded}
                airborne={kill.killerAirborne}
                trade={kill.trade}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
