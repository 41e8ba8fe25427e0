import { mmrCapUsage, type SeasonStatKey, type TierName, tierInfo } from "@fragboard/core";
import { useRef } from "react";
import { Button } from "../../components/ui/Button.js";
import { cx } from "../../components/ui/cx.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatInteger, formatMmr } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { formatStat, STAT_DISPLAY } from "../../lib/stat-display.js";

const STATS = [
  "gameCount",
  "rating",
  "kr",
  "adr",
  "kast",
  "hs",
  "utilDmg",
] as const satisfies readonly SeasonStatKey[];
const th = "bg-raised px-2 py-2 text-left font-semibold text-muted text-xs";

/** The roster being built: the picked players side by side, and their MMR against the tier's cap. */
export function BuilderTable({
  players,
  capTier,
  onRemove,
}: {
  players: readonly ListedPlayer[];
  capTier: TierName | undefined;
  onRemove: (player: ListedPlayer) => void;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const focusEmpty = useRef(false);
  // Focus moves before the change, else it drops to <body> with the removed row: to the next row's
  // Remove button, else the previous one's, else (the last player gone) to the empty table's text.
  const remove = (player: ListedPlayer, index: number) => {
    const buttons = body.current?.querySelectorAll("button");
    const neighbour = buttons?.[index + 1] ?? buttons?.[index - 1];
    if (neighbour) neighbour.focus();
    else focusEmpty.current = true;
    onRemove(player);
  };
  if (players.length === 0)
    return (
      <p
        ref={(element) => {
          if (element && focusEmpty.current) element.focus();
          focusEmpty.current = false;
        }}
        tabIndex={-1}
        className="py-6 text-center text-muted"
      >
        Add players from the list to compare them here.
      </p>
    );
  const usage = capTier
    ? mmrCapUsage(
        players.map((p) => p.mmr ?? null),
        tierInfo(capTier).mmrCap,
        1,
      )
    : undefined;
  // Relative: the header's sr-only text is placed inside the scroller, not past the page's edge.
  const table = (
    <div className="relative overflow-x-auto rounded border border-line">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Players in the comparison</caption>
        <thead>
          <tr>
            {/* The name column stays in view when a phone scrolls the table sideways. */}
            <th scope="col" className={cx(th, "sticky left-0 z-10")}>
              Player
            </th>
            <th scope="col" className={`${th} text-right`} title={STAT_DESCRIPTIONS.mmr}>
              MMR
            </th>
            {STATS.map((key) => (
              <th key={key} scope="col" className={`${th} text-right`} title={STAT_DESCRIPTIONS[key]}>
                {STAT_DISPLAY[key].label}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {players.map((player, index) => {
            const stats = shownStats(player)?.stats;
            return (
              <tr key={player.id}>
                <th
                  scope="row"
                  className="sticky left-0 whitespace-nowrap border-line border-b bg-bg px-2 py-1 text-left font-medium"
                >
                  {player.name} <span className="font-normal text-muted text-xs">{player.tier.name}</span>
                </th>
                <td className="border-line border-b px-2 text-right">
                  <Stat value={formatMmr(player.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} />
                </td>
                {STATS.map((key) => (
                  <td key={key} className="whitespace-nowrap border-line border-b px-2 text-right">
                    <Stat value={formatStat(key, stats?.[key])} tooltip={STAT_DESCRIPTIONS[key]} />
                  </td>
                ))}
                <td className="border-line border-b px-2 py-1 text-right">
                  <Button
                    className="h-7 px-2"
                    aria-label={`Remove ${player.name}`}
                    onClick={() => remove(player, index)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  if (!usage || !capTier) return table;
  // The total sits under the scroller, not in a table footer: a phone's narrow view of a wide
  // table cut it off.
  return (
    <div className="grid gap-2">
      {table}
      <p className="text-sm">
        <span className="font-semibold">Total MMR</span>{" "}
        <span
          className={cx("num font-semibold", usage.overCap ? "text-red-400" : "text-green-400")}
          title={`Sum of the players' MMR against the ${capTier} cap (unknown MMR counts as 0)`}
        >
          {formatInteger(usage.total)} / {formatInteger(usage.cap)} ({usage.usagePct}% of the {capTier} cap
          {usage.overCap
            ? `, ${formatInteger(-usage.available)} over`
            : `, ${formatInteger(usage.available)} left`}
          )
        </span>
      </p>
    </div>
  );
}
