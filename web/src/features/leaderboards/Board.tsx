import type { PlayerTierName } from "@fragboard/core";
import { type ReactNode, useId } from "react";
import { Stat } from "../../components/ui/Stat.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";

export type BoardLine = {
  name: string;
  /** Shared by equal values: 1, 2, 2, 4 (docs/rules.md#shared-ranks). */
  rank: number;
  tier: PlayerTierName;
  /** Franchise prefix, or FA / PFA / Other. */
  franchise: string;
  value: string;
  tooltip: string;
};

/** One leaderboard: a titled, ranked list of players and their numbers. */
export function Board({
  title,
  describes,
  lines,
  empty,
}: {
  title: ReactNode;
  /** What the board ranks (the title's tooltip). */
  describes: string;
  lines: readonly BoardLine[];
  /** Said when nobody is on the board. */
  empty: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-md border border-line bg-surface">
      <h2 id={id} title={describes} className="border-line border-b px-3 py-2 font-semibold text-sm">
        {title}
      </h2>
      {lines.length === 0 ? (
        <p className="px-3 py-3 text-muted text-sm">{empty}</p>
      ) : (
        <ol aria-labelledby={id}>
          {lines.map((line) => (
            <li
              key={line.name}
              className="flex items-center gap-2 border-line border-b px-3 py-1.5 text-sm last:border-b-0"
            >
              <span className="num w-6 shrink-0 text-right text-muted">{line.rank}</span>
              <span
                aria-hidden
                title={line.tier}
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: tierColour(line.tier) }}
              />
              <SelectionLink
                to={`/players/${encodeURIComponent(line.name)}`}
                className="min-w-0 truncate hover:text-accent hover:underline"
              >
                {line.name}
              </SelectionLink>
              <span className="shrink-0 text-muted text-xs">
                {line.franchise} · {line.tier}
              </span>
              <Stat value={line.value} tooltip={line.tooltip} className="ml-auto shrink-0 font-semibold" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Boards side by side: one column on a phone, more as the screen widens. */
export function BoardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-2 xl:grid-cols-3">{children}</div>;
}
